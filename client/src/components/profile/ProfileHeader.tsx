import type { ReactNode } from 'react';
import { BadgeCheck, CalendarDays } from 'lucide-react';
import type { PublicUserDto } from '@flock/shared';
import { Avatar } from './Avatar';

const counts = new Intl.NumberFormat();

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
}

/** The top of a profile: banner, picture, name, @username, bio, joined date and counts. */
export function ProfileHeader({ user, avatarAction, actions, children }: ProfileHeaderProps) {
  const premium = user.isPremium || user.subscriptionType === 'premium';
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
          {premium && (
            <span className="premium-badge" title="Verified Premium User">
              <BadgeCheck size={20} aria-hidden="true" />
              <span className="visually-hidden">Verified Premium User</span>
            </span>
          )}
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
              <li>
                <strong>{counts.format(user.followingCount ?? 0)}</strong>{' '}
                <span className="muted">Following</span>
              </li>
              <li>
                <strong>{counts.format(user.followersCount ?? 0)}</strong>{' '}
                <span className="muted">Followers</span>
              </li>
              <li>
                <strong>{counts.format(user.postsCount ?? 0)}</strong> <span className="muted">Posts</span>
              </li>
            </ul>
          </>
        )}
      </div>
    </section>
  );
}
