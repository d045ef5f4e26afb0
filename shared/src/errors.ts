/**
 * Stable error codes, listed once. The server answers `{ success: false, code, message }`;
 * messages carry the phrases the client maps to the spec's user-facing text (spec 000 section 8).
 */
export const ERROR_MESSAGES = {
  validation_failed: 'Validation failed',
  invalid_json: 'Malformed JSON in request body',
  payload_too_large: 'Request body is too large',
  not_found: 'Not found',
  route_not_found: 'No such API endpoint',
  not_authenticated: 'Not authenticated',
  session_expired: 'Session expired. Please login again.',
  forbidden: 'You are not allowed to do this',
  user_already_exists: 'User already exists with this email',
  username_taken: 'Username is already taken',
  invalid_credentials: 'Invalid email or password',
  account_deactivated: 'Account is deactivated',
  email_not_verified: 'Email not verified',
  already_verified: 'Email is already verified',
  user_not_found: 'User not found',
  invalid_verification_code: 'Invalid or expired verification code',
  verification_attempts_exceeded:
    'Invalid or expired verification code: too many wrong attempts, request a new code',
  resend_cooldown: 'Please wait before requesting a new code',
  too_many_auth_attempts: 'Too many authentication attempts, please try again later',
  too_many_requests: 'Too many requests, please try again later',
  invalid_reset_token: 'Invalid or expired reset token',
  incorrect_password: 'Incorrect password',
  invalid_image: 'Please select a valid image file',
  image_too_large: 'Image must be smaller than 5MB',
  unknown_interest: 'Unknown interest category',
  idempotency_key_reused: 'This Idempotency-Key was already used for a different request',
  idempotency_in_progress: 'A request with this Idempotency-Key is still being processed',
  post_not_found: 'Post not found',
  comment_not_found: 'Comment not found',
  poll_not_found: 'Poll not found',
  bookmark_not_found: 'Bookmark not found',
  poll_closed: 'This poll has ended',
  already_voted: 'You have already voted in this poll',
  cannot_follow_self: 'You cannot follow yourself',
  profile_lists_private: 'This member keeps their followers and following private',
  id_conflict: 'This id is already used by another record',
  push_subscription_not_found: 'Push subscription not found',
  notification_not_found: 'Notification not found',
  internal_error: 'Something went wrong on our side',
} as const;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

export const ERROR_STATUS: Record<ErrorCode, number> = {
  validation_failed: 400,
  invalid_json: 400,
  payload_too_large: 413,
  not_found: 404,
  route_not_found: 404,
  not_authenticated: 401,
  session_expired: 401,
  forbidden: 403,
  user_already_exists: 409,
  username_taken: 409,
  // 400, not 401: a spec client ends the session on any 401 and could never show this message.
  invalid_credentials: 400,
  account_deactivated: 403,
  email_not_verified: 403,
  already_verified: 400,
  user_not_found: 404,
  invalid_verification_code: 400,
  verification_attempts_exceeded: 400,
  // 400, not 429: the spec words the cooldown with "wait"; 429 stays for rate limits.
  resend_cooldown: 400,
  too_many_auth_attempts: 429,
  too_many_requests: 429,
  invalid_reset_token: 400,
  incorrect_password: 400,
  invalid_image: 400,
  image_too_large: 413,
  unknown_interest: 400,
  idempotency_key_reused: 409,
  idempotency_in_progress: 409,
  post_not_found: 404,
  comment_not_found: 404,
  poll_not_found: 404,
  bookmark_not_found: 404,
  poll_closed: 400,
  already_voted: 400,
  cannot_follow_self: 400,
  profile_lists_private: 403,
  id_conflict: 409,
  push_subscription_not_found: 404,
  notification_not_found: 404,
  internal_error: 500,
};

/** The spec's resend refusal: `Please wait N minute(s) before requesting a new code`. */
export function resendCooldownMessage(secondsLeft: number): string {
  const minutes = Math.max(1, Math.ceil(secondsLeft / 60));
  return `Please wait ${minutes} minute(s) before requesting a new code`;
}
