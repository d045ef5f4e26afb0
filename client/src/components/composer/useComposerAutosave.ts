import { useEffect, useLayoutEffect, useRef, type MutableRefObject } from 'react';
import { clearComposerAutosave, saveComposerAutosave } from '../../data/composerAutosave';
import { composerSnapshot, hasDraftContent } from './composerDraft';
import type { ComposerState } from './composerState';
import type { ComposerRequest } from './useComposer';

export const AUTOSAVE_DELAY_MS = 300;

interface Latest {
  request: ComposerRequest;
  state: ComposerState;
  draftId: string | null;
  stopped: boolean;
}

function saveNow(latest: MutableRefObject<Latest>): void {
  const { request, state, draftId, stopped } = latest.current;
  if (stopped) return;
  const saving = hasDraftContent(state)
    ? saveComposerAutosave(composerSnapshot(request, state, draftId))
    : clearComposerAutosave();
  saving.catch((error: unknown) => console.warn('Could not keep the composer on this device', error));
}

/**
 * Keeps the open composer on the device: a short pause after each change, and at once when the page is
 * hidden or unloaded. An emptied composer keeps nothing. `stop` holds saving while the composer posts or
 * keeps its draft (so nothing saved late brings it back); `resume` lets it go on after a failure.
 */
export function useComposerAutosave(request: ComposerRequest, state: ComposerState, draftId: string | null) {
  const latest = useRef<Latest>({ request, state, draftId, stopped: false });

  useLayoutEffect(() => {
    latest.current = { ...latest.current, request, state, draftId };
  }, [request, state, draftId]);

  useEffect(() => {
    const timer = setTimeout(() => saveNow(latest), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [request, state, draftId]);

  useEffect(() => {
    const flush = () => saveNow(latest);
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);

  return {
    stop: () => {
      latest.current.stopped = true;
    },
    resume: () => {
      latest.current.stopped = false;
    },
  };
}
