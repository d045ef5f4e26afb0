import { Dialog } from '../../components/ui/Dialog';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The spec's question, e.g. 'Are you sure you want to delete this draft?'. */
  question: string;
  confirmLabel: string;
  danger?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** A yes/no question before something that cannot be taken back. */
export function ConfirmDialog({
  open,
  title,
  question,
  confirmLabel,
  danger = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} title={title} onClose={onCancel} className="confirm-dialog">
      <p className="confirm-text">{question}</p>
      <div className="dialog-actions">
        <button type="button" className="btn btn-secondary" onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className={`btn ${danger ? 'btn-danger' : 'btn-primary'}`} onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
