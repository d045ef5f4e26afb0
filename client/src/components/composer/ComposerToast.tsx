import { useEffect } from 'react';
import { CheckCircle2 } from 'lucide-react';
import './composerToast.css';

export const TOAST_DURATION_MS = 4000;

export interface ToastMessage {
  id: number;
  text: string;
}

/**
 * A polite live region that stays in the page (so screen readers hear what is put in it) and shows
 * the composer's confirmation for a few seconds.
 */
export function ComposerToast({ message, onDone }: { message: ToastMessage | null; onDone(): void }) {
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(onDone, TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [message, onDone]);

  return (
    <div className="composer-toast-region" aria-live="polite" aria-atomic="true">
      {message && (
        <div className="composer-toast" key={message.id}>
          <CheckCircle2 size={18} aria-hidden="true" />
          <span>{message.text}</span>
        </div>
      )}
    </div>
  );
}
