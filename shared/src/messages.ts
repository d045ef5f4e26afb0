/** The `message` of success envelopes; the spec's client shows some of them as they are. */
export const SUCCESS_MESSAGES = {
  registered: 'Registration successful. Please check your email for the verification code.',
  emailVerified: 'Email verified successfully',
  verificationCodeSent: 'A new verification code has been sent to your email',
  loggedIn: 'Login successful',
  loggedOut: 'Logged out successfully',
  profileUpdated: 'Profile updated successfully',
  profileImageUpdated: 'Profile image updated successfully',
  passwordResetRequested:
    'If an account with that email exists, you will receive a password reset link shortly.',
  passwordReset: 'Password has been reset successfully. You can now log in with your new password.',
  accountDeleted: 'Account deleted successfully',
  themeUpdated: 'Theme updated successfully',
  settingsUpdated: 'Settings updated successfully',
  interestCategoriesLoaded: 'Interest categories retrieved successfully',
  interestsSaved: 'Interests saved successfully',
  postCreated: 'Post created successfully!',
  quotePosted: 'Quote tweet posted successfully!',
  threadPosted: 'Thread posted successfully!',
  postDeleted: 'Post deleted successfully',
  bookmarkRemoved: 'Bookmark removed',
  bookmarkMoved: 'Bookmark moved',
  folderDeleted: 'Folder deleted. Its bookmarks are in All Bookmarks.',
  listDeleted: 'List deleted',
  listMemberRemoved: 'Member removed from the list',
  pushSubscribed: 'Push notifications are on for this device',
  pushUnsubscribed: 'Push notifications are off for this device',
  pushTestSent: 'Test notification sent',
  notificationsRead: 'Notifications marked as read',
  notificationDeleted: 'Notification deleted',
  notificationsDeleted: 'Notifications deleted',
  conversationRead: 'Conversation marked as read',
  conversationArchived: 'Conversation archived',
  conversationUnarchived: 'Conversation moved back to your messages',
  conversationLeft: 'You left the conversation',
} as const;

/** Field messages the server sends in `errors`, shown next to the matching input. */
export const EMAIL_TAKEN_FIELD_MESSAGE = 'An account with this email already exists';
export const INCORRECT_PASSWORD_FIELD_MESSAGE = 'Incorrect password';
export const AVATAR_REQUIRED_FIELD_MESSAGE = 'Please select a valid image file';
