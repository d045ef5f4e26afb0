import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { takeSharedFiles } from '../../pwa/sharedFiles';
import { COMPOSE_PARAMS, composeRequestFromParams, sharedFileKeys } from './composeLink';
import { useComposer } from './useComposer';

/**
 * Opens the composer for /dashboard?compose=1 and for shares (with the shared files, once read), then
 * takes those parameters off the address.
 */
export function ComposeFromLink() {
  const [params, setParams] = useSearchParams();
  const { open } = useComposer();

  useEffect(() => {
    if (!COMPOSE_PARAMS.some((name) => params.has(name))) return;
    const keys = sharedFileKeys(params);
    const rest = new URLSearchParams(params);
    for (const name of COMPOSE_PARAMS) rest.delete(name);
    setParams(rest, { replace: true });
    if (keys.length === 0) {
      const request = composeRequestFromParams(params);
      if (request) open(request);
      return;
    }
    void takeSharedFiles(keys)
      .catch((error: unknown) => {
        console.warn('Could not read the shared files', error);
        return [];
      })
      // Files gone from the cache (taken already, or cleared) still leave a share to write about.
      .then((files) => open(composeRequestFromParams(params, files) ?? { mode: 'post' }));
  }, [params, open, setParams]);

  return null;
}
