import type { ReactNode } from 'react';
import { CalendarDays } from 'lucide-react';
import type { PublicUserDto } from '@flock/shared';
import { isPremiumMember } from '../../data/premium';
import { VerifiedBadge } from '../premium/VerifiedBadge';
import { Avatar } from './Avatar';
import { formatCount } from '../ui/numberFormats';

export type ProfileTabKey = 'posts' | 'followers' | 'following';

const COUNTS: readonly { tab: ProfileTabKey; label: string; count(user: PublicUserDto): number }[] = [
  { tab: 'following', label: 'Following', count: (user) => user.followingCount },
  { tab: 'followers', label: 'Followers', count: (user) => user.followersCount },
  { tab: 'posts', label: 'Posts', count: (user) => user.postsCount },
];

export function formatJoined(createdAt: string | undefined): string | null {
  const date = createdAt ? new Date(createdAt) : null;
  if (!date || Number.isNaN(date.getTime())) return null;
  return `Joined ${date.toLocaleDateString(undefined, { month: 'long', year: 'numeric' })}`;
}

interface ProfileHeaderProps {
  user: PublicUserDto;
  /** Controls over the avatar (e.g. change picture). */
  avatarAction?: ReactNode;
  /** Buttons at the top right (Edit Profile, Settings, Follow). */
  actions?: ReactNode;
  /** Replaces the name, bio and counts, e.g. with the edit form. */
  children?: ReactNode;
  /** Makes the counts buttons that open the matching tab. */
  onShowTab?(tab: ProfileTabKey): void;
}

/** The top of a profile: banner, picture, name, @username, bio, joined date and counts. */
export function ProfileHeader({ user, avatarAction, actions, children, onShowTab }: ProfileHeaderProps) {
  const joined = formatJoined(user.createdAt);
  const name = user.fullName || `${user.firstName} ${user.lastName}`.trim() || user.username;
  return (
    <section className="card profile-card" aria-labelledby="section-title">
      <div className="profile-banner" aria-hidden="true" />
      <div className="profile-top">
        <div className="profile-avatar">
          <Avatar
            src={user.profilePicture}
            name={user.firstName || user.username}
            size={112}
            alt={`${name}'s profile picture`}
          />
          {avatarAction}
        </div>
        {actions && <div className="profile-actions">{actions}</div>}
      </div>
      <div className="profile-info">
        <h1 id="section-title" className="profile-name">
          {name}
          <VerifiedBadge member={user} size={20} focusable />
          {isPremiumMember(user) && <span className="premium-pill">Premium</span>}
        </h1>
        <p className="profile-username muted">@{user.username}</p>
        {children ?? (
          <>
            {user.bio && <p className="profile-bio">{user.bio}</p>}
            {joined && (
              <p className="profile-joined muted">
                <CalendarDays size={16} aria-hidden="true" />
                {joined}
              </p>
            )}
            <ul className="profile-counts" aria-label="Counts">
              {COUNTS.map(({ tab, label, count }) => {
                const content = (
                  <>
                    <strong>{formatCount(count(user) ?? 0)}</strong> <span className="muted">{label}</span>
                  </>
                );
                return (
                  <li key={tab}>
                    {onShowTab ? (
                      <button type="button" className="profile-count" onClick={() => onShowTab(tab)}>
                        {content}
                      </button>
                    ) : (
                      content
                    )}
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}
