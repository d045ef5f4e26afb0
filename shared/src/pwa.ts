/** Names the page and the service worker both rely on (DESIGN.md section 5). */

/**
 * Cache Storage buckets filled at run time; they hold a member's data and go on sign-out. `shared`
 * keeps files another app shared until the composer picks them up; `pinned` holds the media of
 * bookmark folders the member made available offline, kept until they say otherwise (no expiry).
 */
export const PWA_CACHES = {
  media: 'flock-media',
  avatars: 'flock-avatars',
  shared: 'flock-shared',
  pinned: 'flock-pinned-media',
} as const;

/**
 * The manifest's share target: another app posts title, text, url and files (multipart) to `action`;
 * the worker keeps the files under `filesPath<key>` and opens the composer with `?shared=<key,key>`.
 */
export const SHARE_TARGET = {
  action: '/share',
  filesField: 'media',
  filesPath: '/shared-files/',
  sharedParam: 'shared',
  /** The shared file's name, URI-encoded, on its cached response. */
  nameHeader: 'x-flock-file-name',
} as const;

/** A kept file's key: the share's time in base 36 and the file's place in it. */
export const sharedFileKey = (sharedAt: number, index: number): string => `${sharedAt.toString(36)}-${index}`;
export const isSharedFileKey = (key: string): boolean => /^[a-z0-9]+-\d+$/.test(key);

/** The message a page posts to a waiting worker when the member chooses to reload (workbox-window's format). */
export const SKIP_WAITING_MESSAGE = { type: 'SKIP_WAITING' } as const;

/** The app's icon on notifications it shows (desktop and push). */
export const NOTIFICATION_ICON = '/icons/icon-192.png';

/** What a notification shown by the app keeps for its click: where to go and what it stands for. */
export interface NotificationClickData {
  url: string;
  tag?: string;
  notificationId?: string;
}

/** The worker tells an open page that a notification was clicked: the page marks it read and routes. */
export const NOTIFICATION_CLICK_MESSAGE = { type: 'FLOCK_NOTIFICATION_CLICK' } as const;
export interface NotificationClickMessage extends NotificationClickData {
  type: typeof NOTIFICATION_CLICK_MESSAGE.type;
}

/**
 * Guest pages built to HTML at build time (client/vite/prerenderGuestPages.ts), each in the file
 * `<name>.html` at the root of the build: the server and the worker answer a navigation to the path
 * with it, so the page paints before any script has run.
 */
export const PRERENDERED_PAGES = [
  { path: '/login', file: 'login.html' },
  { path: '/register', file: 'register.html' },
  { path: '/forgot-password', file: 'forgot-password.html' },
] as const;

/** Marks the root of a prerendered page: the page takes over its HTML instead of rendering afresh. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
