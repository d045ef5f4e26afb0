import { Workbox } from 'workbox-window';
import { offerUpdate } from './updateStore';

const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Registers /sw.js and offers a waiting version to the member (UpdatePrompt). The page never reloads
 * on its own: only after the member chose Reload and the new worker has taken over.
 */
export function startServiceWorker(): void {
  const wb = new Workbox('/sw.js', { scope: '/' });
  let registration: ServiceWorkerRegistration | undefined;

  const offer = () =>
    offerUpdate(() => {
      // Another tab may already have activated it: then this page only needs the reload.
      if (!registration?.waiting) return window.location.reload();
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    });
  wb.addEventListener('waiting', offer);

  wb.register()
    .then((registered) => {
      registration = registered;
      if (!registered) return;
      offerOnceInstalled(registered.installing, offer);
      checkForUpdatesRegularly(wb);
    })
    .catch(() => undefined);
}

/**
 * A version the browser started installing while the page was registering (its own check after the
 * navigation): workbox-window only follows updates found after register() has resolved.
 */
function offerOnceInstalled(worker: ServiceWorker | null, offer: () => void) {
  if (!worker || !navigator.serviceWorker.controller) return;
  worker.addEventListener('statechange', () => {
    if (worker.state === 'installed') offer();
  });
}

/** When the member comes back to the app, and every hour while it stays open. */
function checkForUpdatesRegularly(wb: Workbox) {
  const check = () => void wb.update().catch(() => undefined);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
  setInterval(check, UPDATE_CHECK_INTERVAL_MS);
}
