import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ComposerToast, type ToastMessage } from './ComposerToast';
import { ComposerContext, type ComposerControls, type ComposerRequest } from './useComposer';

const loadComposerDialog = () => import('./ComposerDialog');
const ComposerDialog = lazy(loadComposerDialog);
const PRELOAD_DELAY_MS = 2000;

interface Session {
  id: number;
  request: ComposerRequest;
}

/**
 * Owns the one composer of the signed-in layout: `useComposer().open(...)` shows it, closing unmounts it
 * (so everything resets) and focus goes back to what opened it. Confirmations are announced politely.
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

  useEffect(() => {
    if (session || !opener.current) return;
    if (opener.current.isConnected) opener.current.focus();
    opener.current = null;
  }, [session]);

  const open = useCallback((request: ComposerRequest) => {
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    sessionCount.current += 1;
    setSession({ id: sessionCount.current, request });
  }, []);

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
          <ComposerDialog key={session.id} request={session.request} onClose={close} onPosted={posted} />
        </Suspense>
      )}
      <ComposerToast message={toast} onDone={clearToast} />
    </ComposerContext.Provider>
  );
}
