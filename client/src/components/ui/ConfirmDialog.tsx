import { useState } from 'react';
import { Alert } from './Alert';
import { Dialog } from './Dialog';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The question, as the spec words it. */
  text: string;
  confirmLabel: string;
  onConfirm(): Promise<void>;
  onClose(): void;
}

/** Asks before something that cannot be taken back; the action's failure is shown in the dialog. */
export function ConfirmDialog({ open, title, text, confirmLabel, onConfirm, onClose }: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    onClose();
  };
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      setBusy(false);
      onClose();
    } catch (failure) {
      setBusy(false);
      setError(failure instanceof Error ? failure.message : 'Something went wrong');
    }
  };
  return (
    <Dialog open={open} title={title} onClose={close} busy={busy} className="confirm-dialog">
      <p className="confirm-text">{text}</p>
      {error && <Alert tone="error">{error}</Alert>}
      <div className="dialog-actions">
        <button type="button" className="btn btn-secondary" onClick={close} disabled={busy}>
          Cancel
        </button>
        <button type="button" className="btn btn-danger" onClick={() => void confirm()} disabled={busy}>
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
