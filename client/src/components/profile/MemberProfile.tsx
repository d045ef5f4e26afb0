import { useEffect, useRef } from 'react';
import { CloudOff } from 'lucide-react';
import { useMemberProfile, type MemberView } from '../../data/people';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useIsPending, useOnline } from '../../sync/status';
import { FollowButton } from '../people/FollowButton';
import { displayName } from '../people/memberLinks';
import { Spinner } from '../ui/LoadingScreen';
import { ProfileHeader } from './ProfileHeader';
import { ProfileLoadError, UserNotFound } from './ProfileStates';
import { ProfileTabs, useProfileTabs } from './ProfileTabs';
import './Profile.css';

/** Another member's profile (/profile/:username): the copy on this device at once, then the server's. */
export function MemberProfile({ username }: { username: string }) {
  const { member, status, error, retry } = useMemberProfile(username);
  useDocumentTitle(member ? `${displayName(member)} (@${member.username})` : 'Profile');

  if (member) return <LoadedProfile member={member} refreshError={error} onRetry={retry} />;
  if (status === 'not-found') return <UserNotFound username={username} />;
  if (status === 'error') return <ProfileLoadError message={error ?? undefined} onRetry={retry} />;
  return (
    <div className="section-loading">
      <Spinner label="Loading profile" />
    </div>
  );
}

interface LoadedProfileProps {
  member: MemberView;
  refreshError: string | null;
  onRetry(): void;
}

function LoadedProfile({ member, refreshError, onRetry }: LoadedProfileProps) {
  const tabs = useProfileTabs();
  const online = useOnline();
  const pending = useIsPending(member.id);
  useRefetchWhenSent(pending, onRetry);

  // Following lets the member see a followers-only profile's posts once the server has the follow.
  const canViewPosts = member.canViewPosts !== false || (member.isFollowing && !pending);
  return (
    <div className="section">
      {!online ? (
        <p className="profile-note" role="status">
          <CloudOff size={16} aria-hidden="true" />
          You are offline: this is @{member.username} as last seen on this device.
        </p>
      ) : (
        refreshError && (
          <div className="profile-note is-error" role="alert">
            <span>Could not refresh this profile. {refreshError}</span>
            <button type="button" className="btn btn-secondary btn-sm" onClick={onRetry}>
              Retry
            </button>
          </div>
        )
      )}
      <ProfileHeader user={member} actions={<FollowButton member={member} />} onShowTab={tabs.show} />
      <ProfileTabs
        tabs={tabs}
        member={member}
        own={false}
        canViewPosts={canViewPosts}
        profileVisibility={member.profileVisibility}
        canViewFollowLists={member.canViewFollowLists !== false}
      />
    </div>
  );
}

/** Once a follow or unfollow of this member has reached the server, fetch the profile again. */
function useRefetchWhenSent(pending: boolean, refetch: () => void): void {
  const wasPending = useRef(pending);
  useEffect(() => {
    if (wasPending.current && !pending) refetch();
    wasPending.current = pending;
  }, [pending, refetch]);
}
