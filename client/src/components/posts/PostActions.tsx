import { Heart, MessageCircle, Quote, Repeat2 } from 'lucide-react';
import type { PostDto } from '@flock/shared';
import { togglePostLike, togglePostRepost } from '../../data/posts';
import { BookmarkButton } from '../bookmarks/BookmarkButton';
import { useComposer } from '../composer/useComposer';
import { MenuButton } from './MenuButton';
import { SharePopover } from './SharePopover';
import { formatCompactCount, formatCount } from '../ui/numberFormats';
import './postActions.css';

const counted = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

/** The visible count next to an action; zero shows nothing, as the label carries the number. */
function Count({ value }: { value: number }) {
  return (
    <span className="post-action-count" aria-hidden="true">
      {value > 0 ? formatCompactCount(value) : ''}
    </span>
  );
}

/** Failures of these writes reach the member through the sync centre; here they are only logged. */
const run = (write: Promise<void>, what: string) =>
  write.catch((error: unknown) => console.warn(`Could not ${what}`, error));

interface PostActionsProps {
  post: PostDto;
  commentsOpen: boolean;
  commentsPanelId: string;
  onToggleComments(): void;
}

/** Comment, repost or quote, like, bookmark and share; every toggle shows at once. */
export function PostActions({ post, commentsOpen, commentsPanelId, onToggleComments }: PostActionsProps) {
  const { open } = useComposer();
  return (
    <div className="post-actions" role="group" aria-label="Post actions">
      <button
        type="button"
        className="post-action post-action-comment"
        aria-label={`Comments (${counted(post.commentsCount, 'comment', 'comments')})`}
        aria-expanded={commentsOpen}
        aria-controls={commentsPanelId}
        onClick={onToggleComments}
      >
        <MessageCircle size={18} aria-hidden="true" />
        <Count value={post.commentsCount} />
      </button>
      <MenuButton
        label={`${post.isRetweeted ? 'Reposted' : 'Repost'} (${counted(post.retweetsCount, 'repost', 'reposts')})`}
        className={`post-action post-action-repost${post.isRetweeted ? ' is-active' : ''}`}
        actions={[
          {
            label: post.isRetweeted ? 'Undo repost' : 'Repost',
            icon: Repeat2,
            onSelect: () => void run(togglePostRepost(post.id), 'repost'),
          },
          { label: 'Quote', icon: Quote, onSelect: () => open({ mode: 'quote', post }) },
        ]}
      >
        <Repeat2 size={18} aria-hidden="true" />
        <Count value={post.retweetsCount} />
      </MenuButton>
      <button
        type="button"
        className={`post-action post-action-like${post.isLiked ? ' is-active' : ''}`}
        aria-label={`Like (${counted(post.likesCount, 'like', 'likes')})`}
        aria-pressed={post.isLiked}
        onClick={() => void run(togglePostLike(post.id), 'like')}
      >
        <Heart size={18} aria-hidden="true" />
        <Count value={post.likesCount} />
      </button>
      <BookmarkButton post={post} />
      <SharePopover postId={post.id} />
    </div>
  );
}
