import type { BrowserContext, CDPSession, Page, Protocol } from 'puppeteer-core';
import { OUTBOX_SYNC_TAG } from '@flock/shared';

export interface BackgroundSync {
  /** Fires the worker's `sync` event for `tag`, as Chromium does when the connection returns. */
  fire(tag?: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * DevTools' ServiceWorker domain on a blank page of the context (not a client of the app, so the
 * app's pages can all be closed): it learns the worker's registration id and fires Background Sync.
 */
export async function backgroundSyncFor(context: BrowserContext, origin: string): Promise<BackgroundSync> {
  const page: Page = await context.newPage();
  const session: CDPSession = await page.createCDPSession();
  const registrations = new Map<string, string>();
  session.on(
    'ServiceWorker.workerRegistrationUpdated',
    (event: Protocol.ServiceWorker.WorkerRegistrationUpdatedEvent) => {
      for (const registration of event.registrations) {
        if (registration.isDeleted) registrations.delete(registration.scopeURL);
        else registrations.set(registration.scopeURL, registration.registrationId);
      }
    },
  );
  await session.send('ServiceWorker.enable');

  const registrationId = async (): Promise<string> => {
    const scope = `${origin}/`;
    const deadline = Date.now() + 15_000;
    while (!registrations.has(scope)) {
      if (Date.now() > deadline) throw new Error(`no service worker registration for ${scope}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return registrations.get(scope)!;
  };

  return {
    async fire(tag = OUTBOX_SYNC_TAG) {
      await session.send('ServiceWorker.dispatchSyncEvent', {
        origin,
        registrationId: await registrationId(),
        tag,
        lastChance: false,
      });
    },
    async close() {
      await session.detach().catch(() => undefined);
      await page.close().catch(() => undefined);
    },
  };
}
