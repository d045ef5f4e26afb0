import { Dialog } from '../ui/Dialog';
import { formatDate } from './formatDate';

interface CancelDialogProps {
  open: boolean;
  periodEnd: string | null;
  onConfirm(): void;
  onClose(): void;
}

/** Asks before canceling: premium stays until the period ends and can be reactivated until then. */
export function CancelDialog({ open, periodEnd, onConfirm, onClose }: CancelDialogProps) {
  return (
    <Dialog open={open} title="Cancel your subscription?" onClose={onClose}>
      <p>
        You keep every premium benefit until <strong>{formatDate(periodEnd)}</strong>, and you will not be
        charged again. You can reactivate any time before then.
      </p>
      <div className="dialog-actions">
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          Keep Premium
        </button>
        <button type="button" className="btn btn-danger" onClick={onConfirm}>
          Cancel Subscription
        </button>
      </div>
    </Dialog>
  );
}
