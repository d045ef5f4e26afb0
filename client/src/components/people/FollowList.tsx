import { useState } from 'react';
import { Lock, UserPlus, Users } from 'lucide-react';
import type { FollowListKind } from '../../api/users';
import { useFollowList } from '../../data/people';
import { LoadMoreButton } from '../feed/LoadMoreButton';
import { UserCard, UserCardSkeletons } from './UserCard';
import '../feed/feed.css';
import './people.css';

export const LISTS_PRIVATE_TEXT = 'This member keeps their followers and following private.';

interface FollowListProps {
  userId: string;
  kind: FollowListKind;
  /** Whose list, for the empty text: "you" or "@name". */
  owner: { own: boolean; username: string };
  /** False when the profile already said the lists are private: nothing is asked for. */
  visible?: boolean;
}

function emptyText(kind: FollowListKind, { own, username }: FollowListProps['owner']) {
  if (kind === 'followers') {
    return own
      ? { title: 'No followers yet', line: 'When someone follows you, they will be listed here.' }
      : { title: 'No followers yet', line: `When someone follows @${username}, they will be listed here.` };
  }
  return own
    ? { title: 'Not following anyone yet', line: 'Find people to follow in Explore.' }
    : { title: 'Not following anyone yet', line: `People @${username} follows will be listed here.` };
}

/** A profile's Followers or Following tab: rows with Follow/Unfollow, 50 a page, readable offline once seen. */
export function FollowList({ visible = true, ...props }: FollowListProps) {
  return visible ? <LoadedFollowList {...props} /> : <PrivateLists kind={props.kind} />;
}

function PrivateLists({ kind }: { kind: FollowListKind }) {
  return (
    <div className="empty-state follow-list-state">
      <span className="empty-state-icon" aria-hidden="true">
        <Lock size={26} />
      </span>
      <p className="empty-state-title">{kind === 'followers' ? 'Followers' : 'Following'} are private</p>
      <p className="empty-state-text">{LISTS_PRIVATE_TEXT}</p>
    </div>
  );
}

function LoadedFollowList({ userId, kind, owner }: Omit<FollowListProps, 'visible'>) {
  const list = useFollowList(userId, kind);
  const { items, status, hasMore } = list;
  const [lastAction, setLastAction] = useState<'refresh' | 'more'>('refresh');
  const refresh = () => {
    setLastAction('refresh');
    void list.refresh();
  };
  const loadMore = () => {
    setLastAction('more');
    void list.loadMore();
  };
  const label = kind === 'followers' ? 'Followers' : 'Following';

  if (list.hidden) return <PrivateLists kind={kind} />;
  if (items === undefined || (items.length === 0 && status === 'loading')) {
    return <UserCardSkeletons layout="row" count={3} />;
  }
  if (items.length === 0 && status === 'error') {
    return (
      <div className="empty-state follow-list-state" role="alert">
        <p className="empty-state-title">Failed to fetch users</p>
        {list.error && list.error !== 'Failed to fetch users' && (
          <p className="empty-state-text">{list.error}</p>
        )}
        <button type="button" className="btn btn-primary" onClick={refresh}>
          Retry
        </button>
      </div>
    );
  }
  if (items.length === 0) {
    const { title, line } = emptyText(kind, owner);
    const Icon = kind === 'followers' ? Users : UserPlus;
    return (
      <div className="empty-state follow-list-state">
        <span className="empty-state-icon" aria-hidden="true">
          <Icon size={26} />
        </span>
        <p className="empty-state-title">{title}</p>
        <p className="empty-state-text">{line}</p>
      </div>
    );
  }
  return (
    <div className="follow-list">
      <ul className="member-rows" aria-label={label}>
        {items.map((member) => (
          <li key={member.id}>
            <UserCard member={member} layout="row" />
          </li>
        ))}
      </ul>
      {status === 'error' && (
        <div className="feed-inline-error follow-list-error" role="alert">
          <span>{list.error ?? 'Failed to fetch users'}</span>
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            onClick={lastAction === 'more' ? loadMore : refresh}
          >
            Retry
          </button>
        </div>
      )}
      {hasMore && <LoadMoreButton loading={status === 'loading'} onClick={loadMore} />}
    </div>
  );
}
