import { CircleAlert, FileQuestion } from 'lucide-react';
import { AppLink } from '../../components/ui/AppLink';

export function PostNotFound() {
  return (
    <div className="card empty-state">
      <span className="empty-state-icon" aria-hidden="true">
        <FileQuestion size={28} />
      </span>
      <h2 className="empty-state-title">Post not found</h2>
      <p className="empty-state-text">It may have been deleted, or it is not shared with you.</p>
      <AppLink to="/dashboard" className="btn btn-primary">
        Back to Home
      </AppLink>
    </div>
  );
}

export function PostLoadError({ onRetry }: { onRetry(): void }) {
  return (
    <div className="card empty-state" role="alert">
      <span className="empty-state-icon post-state-danger" aria-hidden="true">
        <CircleAlert size={28} />
      </span>
      <h2 className="empty-state-title">Failed to load post</h2>
      <p className="empty-state-text">Check your connection and try again.</p>
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
