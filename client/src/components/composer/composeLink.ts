import { SHARE_TARGET } from '@flock/shared';
import type { ComposerRequest } from './useComposer';

/** Query parameters that open the composer: the "New post" shortcut and the share target (spec'd in pwa/manifest.ts). */
export const COMPOSE_PARAMS = ['compose', 'title', 'text', 'url', SHARE_TARGET.sharedParam] as const;

/** The keys of shared files the worker kept (`?shared=<key,key>`); none when the address names none. */
export function sharedFileKeys(params: URLSearchParams): string[] {
  return (params.get(SHARE_TARGET.sharedParam) ?? '').split(',').filter((key) => key !== '');
}

/**
 * `?compose=1` opens an empty post; `?title=&text=&url=` (a share) opens one prefilled with what was
 * shared; shared files (`?shared=`) come with it once read, as `files`.
 */
export function composeRequestFromParams(
  params: URLSearchParams,
  files: File[] = [],
): ComposerRequest | null {
  const shared = (['title', 'text', 'url'] as const)
    .map((name) => params.get(name)?.trim() ?? '')
    .filter((value, index, all) => value !== '' && !(index === 2 && all[1]!.includes(value)));
  const withFiles = files.length > 0 ? { initialFiles: files } : {};
  if (shared.length > 0) return { mode: 'post', initialText: shared.join('\n'), ...withFiles };
  if (files.length > 0) return { mode: 'post', ...withFiles };
  return params.get('compose') === '1' ? { mode: 'post' } : null;
}
