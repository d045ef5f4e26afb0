import { Dialog } from '../ui/Dialog';

/** The "Create Post" dialog. Posting itself arrives with the posts feature, which replaces this. */
export function NewPostDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  return (
    <Dialog open={open} title="Create Post" onClose={onClose} className="new-post-dialog">
      <textarea
        className="composer-text"
        aria-label="Post text"
        placeholder="What's happening?"
        rows={4}
        disabled
      />
      <p className="composer-note muted">Posting is not available yet.</p>
      <div className="dialog-actions">
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          Close
        </button>
      </div>
    </Dialog>
  );
}
