import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { COMPOSE_PARAMS, composeRequestFromParams } from './composeLink';
import { useComposer } from './useComposer';

/** Opens the composer for /dashboard?compose=1 and for shares, then takes those parameters off the address. */
export function ComposeFromLink() {
  const [params, setParams] = useSearchParams();
  const { open } = useComposer();

  useEffect(() => {
    if (!COMPOSE_PARAMS.some((name) => params.has(name))) return;
    const request = composeRequestFromParams(params);
    if (request) open(request);
    const rest = new URLSearchParams(params);
    for (const name of COMPOSE_PARAMS) rest.delete(name);
    setParams(rest, { replace: true });
  }, [params, open, setParams]);

  return null;
}
