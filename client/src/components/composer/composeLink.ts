import type { ComposerRequest } from './useComposer';

/** Query parameters that open the composer: the "New post" shortcut and the share target (spec'd in pwa/manifest.ts). */
export const COMPOSE_PARAMS = ['compose', 'title', 'text', 'url'] as const;

/** `?compose=1` opens an empty post; `?title=&text=&url=` (a share) opens one prefilled with what was shared. */
export function composeRequestFromParams(params: URLSearchParams): ComposerRequest | null {
  const shared = (['title', 'text', 'url'] as const)
    .map((name) => params.get(name)?.trim() ?? '')
    .filter((value, index, all) => value !== '' && !(index === 2 && all[1]!.includes(value)));
  if (shared.length > 0) return { mode: 'post', initialText: shared.join('\n') };
  return params.get('compose') === '1' ? { mode: 'post' } : null;
}
