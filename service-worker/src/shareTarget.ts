/// <reference lib="webworker" />
import { PWA_CACHES, SHARE_TARGET, sharedFileKey } from '@flock/shared';
import { registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope;

const TEXT_FIELDS = ['title', 'text', 'url'] as const;

/**
 * What another app shares with Flock (the manifest's share target) arrives here as a POST. The files
 * go into a cache of their own, replacing any share never picked up; the app then opens the composer
 * with the text in the address and the files' keys, and takes the files out of the cache.
 */
export function receiveShares(): void {
  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && url.pathname === SHARE_TARGET.action,
    async ({ request }) => Response.redirect(await keepShare(request), 303),
    'POST',
  );
}

async function keepShare(request: Request): Promise<string> {
  const params = new URLSearchParams();
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return composerUrl(params);
  }
  for (const name of TEXT_FIELDS) {
    const value = form.get(name);
    if (typeof value === 'string' && value.trim() !== '') params.set(name, value);
  }
  const files = form
    .getAll(SHARE_TARGET.filesField)
    .filter((item): item is File => typeof item !== 'string' && item.size > 0);
  if (files.length > 0) {
    await caches.delete(PWA_CACHES.shared);
    const cache = await caches.open(PWA_CACHES.shared);
    const sharedAt = Date.now();
    const keys = await Promise.all(
      files.map(async (file, index) => {
        const key = sharedFileKey(sharedAt, index);
        const headers = {
          'content-type': file.type || 'application/octet-stream',
          [SHARE_TARGET.nameHeader]: encodeURIComponent(file.name),
        };
        await cache.put(`${SHARE_TARGET.filesPath}${key}`, new Response(file, { headers }));
        return key;
      }),
    );
    params.set(SHARE_TARGET.sharedParam, keys.join(','));
  }
  return composerUrl(params);
}

function composerUrl(params: URLSearchParams): string {
  if (params.toString() === '') params.set('compose', '1');
  return new URL(`/dashboard?${params.toString()}`, self.location.origin).href;
}
