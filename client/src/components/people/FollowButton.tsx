import { useState } from 'react';
import { UserCheck, UserPlus } from 'lucide-react';
import { useAuth } from '../../auth/useAuth';
import { setFollowingMember, type MemberView } from '../../data/people';
import { PendingMarker } from '../sync/PendingMarker';
import './people.css';

export const FOLLOW_FAILED = 'Failed to follow user';
export const UNFOLLOW_FAILED = 'Failed to unfollow user';

interface FollowButtonProps {
  member: MemberView;
  size?: 'sm' | 'md';
  /** Show "Sending…" / "Not sent" beside the button while the change waits in the outbox. */
  showSendState?: boolean;
}

/**
 * Follow / Unfollow. The change shows at once and is sent through the outbox, so it works offline;
 * the accessible name says whom it is about ("Follow @ada"). Hidden on the member's own record.
 */
export function FollowButton({ member, size = 'md', showSendState = true }: FollowButtonProps) {
  const { user } = useAuth();
  const [error, setError] = useState<string | null>(null);
  if (!user || user.id === member.id) return null;

  const following = member.isFollowing;
  const verb = following ? 'Unfollow' : 'Follow';
  const toggle = () => {
    setError(null);
    setFollowingMember(member, !following).catch((failure: unknown) => {
      console.warn(`${verb} failed`, failure);
      setError(following ? UNFOLLOW_FAILED : FOLLOW_FAILED);
    });
  };

  const Icon = following ? UserCheck : UserPlus;
  return (
    <span className={`follow-control follow-control-${size}`}>
      <button
        type="button"
        className={`btn ${following ? 'btn-secondary' : 'btn-primary'} follow-button${size === 'sm' ? ' btn-sm' : ''}`}
        aria-label={`${verb} @${member.username}`}
        onClick={toggle}
      >
        <Icon size={size === 'sm' ? 15 : 17} aria-hidden="true" />
        {verb}
      </button>
      {showSendState && <PendingMarker entityId={member.id} />}
      {error && (
        <span className="follow-error" role="alert">
          {error}
        </span>
      )}
    </span>
  );
}
