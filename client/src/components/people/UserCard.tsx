import { useId } from 'react';
import { useShownPerson } from '../../data/ownProfileContext';
import type { MemberView } from '../../data/people';
import { VerifiedBadge } from '../premium/VerifiedBadge';
import { Avatar } from '../profile/Avatar';
import { FollowButton } from './FollowButton';
import { countOf, displayName, profilePath } from './memberLinks';
import { AppLink } from '../ui/AppLink';
import '../posts/posts.css';
import './people.css';

interface UserCardProps {
  member: MemberView;
  /** 'tile' for the Explore grid, 'row' for follow lists. */
  layout?: 'tile' | 'row';
}

/** A member with picture, names, bio, follower count and Follow/Unfollow; name and picture open the profile. */
export function UserCard({ member: stored, layout = 'tile' }: UserCardProps) {
  const member = useShownPerson(stored);
  const nameId = useId();
  const name = displayName(member);
  const to = profilePath(member.username);
  const tile = layout === 'tile';
  return (
    <article className={`user-card user-card-${layout}`} aria-labelledby={nameId}>
      <AppLink to={to} className="user-card-avatar" tabIndex={-1} aria-hidden="true">
        <Avatar
          src={member.profilePicture}
          name={member.firstName || member.username}
          size={tile ? 56 : 48}
        />
      </AppLink>
      <div className="user-card-body">
        <div className="user-card-names">
          <span className="user-card-name-line">
            <AppLink to={to} className="user-card-name" id={nameId}>
              {name}
            </AppLink>
            <VerifiedBadge member={member} size={16} />
          </span>
          <span className="user-card-username muted">@{member.username}</span>
        </div>
        {member.bio && <p className="user-card-bio">{member.bio}</p>}
        <p className="user-card-stats muted">
          <span>{countOf(member.followersCount, 'follower', 'followers')}</span>
          {tile && (
            <>
              <span aria-hidden="true"> · </span>
              <span>{countOf(member.postsCount, 'post', 'posts')}</span>
            </>
          )}
        </p>
      </div>
      <div className="user-card-action">
        <FollowButton member={member} size="sm" />
      </div>
    </article>
  );
}

/** Grey placeholders in the shape of user cards while a list loads. */
export function UserCardSkeletons({
  count = 4,
  layout = 'tile',
}: {
  count?: number;
  layout?: 'tile' | 'row';
}) {
  return (
    <div className={`user-card-skeletons user-card-skeletons-${layout}`} aria-busy="true">
      <span className="visually-hidden" role="status">
        Loading members
      </span>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={`user-card user-card-${layout}`} aria-hidden="true">
          <span className="skeleton skeleton-avatar" />
          <span className="user-card-body">
            <span className="skeleton skeleton-line skeleton-line-short" />
            <span className="skeleton skeleton-line skeleton-line-medium" />
          </span>
        </div>
      ))}
    </div>
  );
}
