import type { PostDto, RetweetedByDto } from '@flock/shared';
import { fullNameOf } from './fullName';
import { PostCard } from './PostCard';
import { AppLink } from '../ui/AppLink';
import './postThread.css';

interface ThreadCardProps {
  /** The parts to show, in thread order. */
  parts: readonly PostDto[];
  retweetedBy?: RetweetedByDto | null;
  /** A part's article id (feeds use post-<id> so notifications can scroll to it). */
  partId?(postId: string): string | undefined;
  highlightId?: string | null;
  /** The part the page was opened for. */
  currentId?: string | null;
  /** Set when the card does not show the whole thread: a link to /post/<threadId>. */
  showThreadOf?: string | null;
  /** What the parts pass on to their cards (the post page's comments, its reaction to a delete). */
  partProps?(post: PostDto): { commentsIn?: Element | null; commentsOpen?: boolean; onDeleted?(): void };
}

/** A thread as one card: its parts in order, joined by a line between the avatars, as in Mastodon or Bluesky. */
export function ThreadCard({
  parts,
  retweetedBy = null,
  partId,
  highlightId = null,
  currentId = null,
  showThreadOf = null,
  partProps,
}: ThreadCardProps) {
  const first = parts[0];
  if (!first) return null;
  return (
    <div className="thread-card" role="group" aria-label={`Thread by ${fullNameOf(first.author)}`}>
      {parts.map((post, index) => (
        <PostCard
          key={post.id}
          id={partId?.(post.id)}
          post={post}
          retweetedBy={index === 0 ? retweetedBy : null}
          highlighted={post.id === highlightId}
          current={post.id === currentId}
          inThread
          joinsNext={index < parts.length - 1}
          {...partProps?.(post)}
        />
      ))}
      {showThreadOf && (
        <AppLink to={`/post/${encodeURIComponent(showThreadOf)}`} className="thread-show-link">
          Show this thread
        </AppLink>
      )}
    </div>
  );
}
