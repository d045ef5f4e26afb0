/** Business constants and limits from the product specification (spec 000 section 9, spec 001 section 9). */

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'dark';

export const OTP_LENGTH = 6;
export const OTP_TTL_SECONDS = 8 * 60;
export const OTP_MAX_WRONG_ATTEMPTS = 5;
export const RESEND_COOLDOWN_SECONDS = 480;
export const RESEND_COOLDOWN_AFTER_TOO_MANY_SECONDS = 300;

export const RESET_TOKEN_TTL_SECONDS = 10 * 60;
/** Reset tokens are 43 characters (32 random bytes, base64url); anything much longer is not one. */
export const RESET_TOKEN_MAX = 256;

export const NAME_MIN = 2;
export const NAME_MAX = 50;
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
export const PASSWORD_STRONG_LENGTH = 8;
export const EMAIL_MAX = 254;
export const BIO_MAX = 500;

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_SIZE_PX = 400;
/** What the avatar picker says about a refused file (spec 000 section 5). */
export const AVATAR_FILE_MESSAGES = {
  notAnImage: 'Please select a valid image file',
  tooLarge: 'Image must be smaller than 5MB',
} as const;
export const AVATAR_CROP = {
  minZoom: 1,
  maxZoom: 3,
  minRotation: 0,
  maxRotation: 360,
  jpegQuality: 0.95,
} as const;

export const MIN_INTERESTS = 5;

export const JSON_BODY_LIMIT = '1mb';
/** The deepest nesting of arrays and objects a JSON body may have; no request of ours needs more than a few. */
export const JSON_MAX_DEPTH = 32;

export const PROFILE_VISIBILITIES = ['public', 'followers', 'private'] as const;
export type ProfileVisibility = (typeof PROFILE_VISIBILITIES)[number];

/** Spec 000 "Settings": email on, push off, public profile, two-factor off. */
export const DEFAULT_USER_SETTINGS = {
  emailNotifications: true,
  pushNotifications: false,
  profileVisibility: 'public' as ProfileVisibility,
  twoFactorEnabled: false,
} as const;

/** Redirect and notice delays, in milliseconds. */
export const DELAYS_MS = {
  afterRegister: 2000,
  afterLogin: 1500,
  afterAccountDeletion: 3000,
  afterPasswordReset: 3000,
  afterSessionExpiredOnInterests: 2000,
  postHighlight: 2000,
  linkCopied: 2000,
} as const;

export const PICTURE_RETRY_DELAYS_MS = [1000, 2000, 3000] as const;

export const SEARCH = { minLength: 2, debounceMs: 300, feedDebounceMs: 500, cacheSize: 20 } as const;

export const BADGE_LIMITS = { bell: 99, sidebar: 9 } as const;

/** Spec 000 section 9: the latest notifications loaded when the live connection opens, and the dropdown's share. */
export const NOTIFICATION_COUNTS = { onConnect: 10, dropdown: 5 } as const;
