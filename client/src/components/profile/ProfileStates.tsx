import { CircleAlert, UserX } from 'lucide-react';
import { AppLink } from '../ui/AppLink';

/** Shown when /profile/:username names nobody (spec 000 "Profile" states). */
export function UserNotFound({ username }: { username?: string }) {
  return (
    <div className="card empty-state profile-state">
      <span className="empty-state-icon" aria-hidden="true">
        <UserX size={28} />
      </span>
      <h1 className="empty-state-title">User Not Found</h1>
      <p className="empty-state-text">
        {username ? `No member goes by @${username}.` : 'This member does not exist.'} The account may have
        been removed, or the link may be wrong.
      </p>
      <AppLink to="/dashboard" className="btn btn-primary">
        Back to Home
      </AppLink>
    </div>
  );
}

/** Shown when a profile could not be loaded; Retry tries again. */
export function ProfileLoadError({ message, onRetry }: { message?: string; onRetry(): void }) {
  return (
    <div className="card empty-state profile-state" role="alert">
      <span className="empty-state-icon is-danger" aria-hidden="true">
        <CircleAlert size={28} />
      </span>
      <h1 className="empty-state-title">Error Loading Profile</h1>
      <p className="empty-state-text">
        {message ?? 'The profile could not be loaded. Check your connection and try again.'}
      </p>
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
