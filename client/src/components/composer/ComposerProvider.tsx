import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useAuth } from '../../auth/useAuth';
import { readComposerAutosave, type RestoredComposer } from '../../data/composerAutosave';
import { memberDb } from '../../db/memberDb';
import { saveDraft } from '../../data/drafts';
import { draftFromComposer, stateFromStored, storedHasContent } from './composerDraft';
import { initialComposerState } from './composerState';
import { ComposerToast, type ToastMessage } from './ComposerToast';
import { ComposerContext, type ComposerControls, type ComposerRequest } from './useComposer';

const loadComposerDialog = () => import('./ComposerDialog');
const ComposerDialog = lazy(loadComposerDialog);
const PRELOAD_DELAY_MS = 2000;

interface Session {
  id: number;
  request: ComposerRequest;
  restored: RestoredComposer | null;
}

/**
 * Owns the one composer of the signed-in layout: `useComposer().open(...)` shows it, closing unmounts it
 * (so everything resets) and focus goes back to what opened it. Confirmations are announced politely.
 * A composer left open (a reload, a crash, a closed tab) opens again with what was typed.
 */
export function ComposerProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session | null>(null);
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const sessionCount = useRef(0);

  useEffect(() => {
    // The dialog's code is fetched once the layout has settled, so the first open is instant (and works offline).
    const timer = setTimeout(() => void loadComposerDialog(), PRELOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  // In the commit that takes the dialog away, not after the next frame: a key pressed right after
  // closing (j to move to the next post, say) must not have its focus taken back later.
  useLayoutEffect(() => {
    if (session || !opener.current) return;
    if (opener.current.isConnected) opener.current.focus();
    opener.current = null;
  }, [session]);

  const open = useCallback((request: ComposerRequest, restored?: RestoredComposer) => {
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    sessionCount.current += 1;
    setSession({ id: sessionCount.current, request, restored: restored ?? null });
  }, []);

  const { user } = useAuth();
  const userId = user?.id ?? null;
  useEffect(() => {
    if (!userId) return;
    let current = true;
    readComposerAutosave(memberDb(userId))
      .then((kept) => {
        if (!current || !kept || !storedHasContent(kept.fields)) return;
        sessionCount.current += 1;
        const id = sessionCount.current;
        setSession((open) => {
          if (!open) return { id, request: kept.request, restored: kept };
          // A composer opened meanwhile (a share, a click) wins; the kept one becomes a draft.
          void keepAsDraft(kept);
          return open;
        });
      })
      .catch((error: unknown) => console.warn('Could not read the composer kept on this device', error));
    return () => {
      current = false;
    };
  }, [userId]);

  const close = useCallback(() => setSession(null), []);
  const posted = useCallback((text: string) => {
    setSession(null);
    setToast({ id: Date.now(), text });
  }, []);
  const clearToast = useCallback(() => setToast(null), []);

  const controls = useMemo<ComposerControls>(() => ({ open, isOpen: session !== null }), [open, session]);

  return (
    <ComposerContext.Provider value={controls}>
      {children}
      {session && (
        <Suspense fallback={null}>
          <ComposerDialog
            key={session.id}
            request={session.request}
            restored={session.restored}
            onClose={close}
            onPosted={posted}
          />
        </Suspense>
      )}
      <ComposerToast message={toast} onDone={clearToast} />
    </ComposerContext.Provider>
  );
}

async function keepAsDraft(kept: RestoredComposer): Promise<void> {
  const state = stateFromStored(initialComposerState(kept.request), kept.fields);
  const media = kept.files.map(({ blobId, file }) => ({ id: blobId, file, previewUrl: '' }));
  await saveDraft(draftFromComposer(kept.request, { ...state, media }), kept.draftId).catch(
    (error: unknown) => console.warn('Could not keep the earlier composer as a draft', error),
  );
}
