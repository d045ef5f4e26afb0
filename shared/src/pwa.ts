/** Names the page and the service worker both rely on (DESIGN.md section 5). */

/** Cache Storage buckets filled at run time; they hold a member's data and go on sign-out. */
export const PWA_CACHES = { media: 'flock-media', avatars: 'flock-avatars' } as const;

/** The message a page posts to a waiting worker when the member chooses to reload (workbox-window's format). */
export const SKIP_WAITING_MESSAGE = { type: 'SKIP_WAITING' } as const;
