import { PWA_CACHES } from '@flock/shared';
import type { WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { meterNetworkBytes } from './dataMeter';

/** Paths the server answers itself: a navigation to one of them goes to the network, never to the shell. */
const SERVER_PATHS = [/^\/api(\/|\?|$)/, /^\/socket\.io(\/|\?|$)/, /^\/media(\/|\?|$)/, /^\/health(\/|\?|$)/];

const MEDIA_LIMITS = { maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60 };

/**
 * The app shell comes from the precache, and every client route falls back to index.html so the app
 * starts offline on any deep link. The guest pages built to HTML (PRERENDERED_PAGES, `/login` in
 * `login.html`) are answered by the precache route itself, which tries a path with `.html` added.
 * API responses are never cached here: the app keeps its data in IndexedDB.
 */
export function serveAppShell(entries: Array<PrecacheEntry | string>): void {
  precacheAndRoute(entries);
  cleanupOutdatedCaches();
  registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: SERVER_PATHS }));
}

/** Only complete responses: no errors, redirects or partial content end up in the media cache. */
const onlyCompleteResponses: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null),
};

/**
 * Uploaded media never change under one URL, so they are served from the cache first, in a bounded cache.
 * Media of folders the member keeps offline come first from the pinned cache, which nothing expires.
 * Range requests (video seeking) go straight to the network: a cached full body cannot answer them.
 */
export function cacheMedia(): void {
  const media = new CacheFirst({
    cacheName: PWA_CACHES.media,
    plugins: [
      onlyCompleteResponses,
      meterNetworkBytes,
      new ExpirationPlugin({ ...MEDIA_LIMITS, purgeOnQuotaError: true }),
    ],
  });
  registerRoute(
    ({ url, request, sameOrigin }) =>
      sameOrigin && url.pathname.startsWith('/media/') && !request.headers.has('range'),
    async (options) => {
      const pinned = await caches.match(options.request, { cacheName: PWA_CACHES.pinned });
      return pinned ?? media.handle(options);
    },
  );
}
