import { useState } from 'react';
import { deletePost } from '../../data/posts';
import { Alert } from '../ui/Alert';
import { Dialog } from '../ui/Dialog';

interface DeletePostDialogProps {
  postId: string;
  open: boolean;
  onClose(): void;
  onDeleted?(): void;
}

/** "Delete post?" confirmation; the data layer removes the post at once and tells the server. */
export function DeletePostDialog({ postId, open, onClose, onDeleted }: DeletePostDialogProps) {
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
      await deletePost(postId);
      setBusy(false);
      onClose();
      onDeleted?.();
    } catch (failure) {
      setBusy(false);
      setError(failure instanceof Error ? failure.message : 'Failed to delete post');
    }
  };

  return (
    <Dialog open={open} title="Delete post?" onClose={close} busy={busy} className="confirm-dialog">
      <p className="confirm-text">
        This can’t be undone. The post will be removed from your profile and from the feeds of the people who
        follow you.
      </p>
      {error && <Alert tone="error">{error}</Alert>}
      <div className="dialog-actions">
        <button type="button" className="btn btn-secondary" onClick={close} disabled={busy}>
          Cancel
        </button>
        <button type="button" className="btn btn-danger" onClick={() => void confirm()} disabled={busy}>
          {busy ? 'Deleting...' : 'Delete'}
        </button>
      </div>
    </Dialog>
  );
}
