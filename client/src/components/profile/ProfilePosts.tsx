import { Lock } from 'lucide-react';
import type { ProfileVisibility } from '@flock/shared';
import { useUserPosts } from '../../data/feed';
import { FeedList } from '../feed/FeedList';

interface ProfilePostsProps {
  userId: string;
  username: string;
  own: boolean;
  canView: boolean;
  visibility?: ProfileVisibility;
}

/** A profile's Posts tab: the member's posts (readable offline once seen), or why they are hidden. */
export function ProfilePosts({ userId, username, own, canView, visibility }: ProfilePostsProps) {
  if (!canView) return <HiddenPosts username={username} visibility={visibility} />;
  return <PostsOf userId={userId} username={username} own={own} />;
}

function PostsOf({ userId, username, own }: Pick<ProfilePostsProps, 'userId' | 'username' | 'own'>) {
  const feed = useUserPosts(userId);
  return (
    <FeedList
      feed={feed}
      heading={
        <h2 className="feed-heading profile-posts-heading">{own ? 'Your posts' : `Posts by @${username}`}</h2>
      }
      emptyTitle="No posts yet"
      emptyText={
        own ? 'Share something with the New Post button.' : `When @${username} posts, it will show up here.`
      }
    />
  );
}

function HiddenPosts({ username, visibility }: { username: string; visibility?: ProfileVisibility }) {
  return (
    <div className="empty-state profile-posts-hidden">
      <span className="empty-state-icon" aria-hidden="true">
        <Lock size={26} />
      </span>
      <p className="empty-state-title">
        {visibility === 'private' ? 'These posts are private' : 'Posts for followers only'}
      </p>
      <p className="empty-state-text">
        Only people who follow @{username} can see their posts. Follow them to see what they share.
      </p>
    </div>
  );
}
