/// <reference lib="webworker" />
/**
 * The Flock service worker. This file only wires events; what is cached and how lives in caching.ts.
 * A new version installs and then waits: the page offers "Update available" and sends SKIP_WAITING
 * when the member chooses to reload, so nothing changes under someone who is composing.
 */
import { SKIP_WAITING_MESSAGE } from '@flock/shared';
import { clientsClaim } from 'workbox-core';
import type { PrecacheEntry } from 'workbox-precaching';
import { sendOutboxOnSync } from './backgroundSync';
import { cacheMedia, serveAppShell } from './caching';
import { openNotificationsOnClick } from './notificationClick';
import { showPushes } from './push';
import { applyNotificationActions } from './pushActions';
import { resubscribeOnChange } from './pushSubscriptionChange';
import { receiveShares } from './shareTarget';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

serveAppShell(self.__WB_MANIFEST);
cacheMedia();
sendOutboxOnSync();
showPushes();
openNotificationsOnClick();
applyNotificationActions();
resubscribeOnChange();
receiveShares();

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING_MESSAGE.type) void self.skipWaiting();
});

// The first install takes over open pages at once; later versions wait for the member (above).
clientsClaim();
