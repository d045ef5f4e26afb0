import { useEffect, useState } from 'react';
import type { PostDto } from '@flock/shared';
import { postElementId } from '../../components/feed/FeedList';
import { ThreadCard } from '../../components/posts/ThreadCard';
import { Spinner } from '../../components/ui/LoadingScreen';
import type { ThreadView } from '../../data/threads';

interface PostThreadProps {
  /** The part the page was opened for. */
  post: PostDto;
  thread: ThreadView;
  onDeleted(): void;
}

/**
 * A post that is part of a thread: the whole thread in order with the opened part marked and
 * scrolled to, then that part's comments.
 */
export function PostThread({ post, thread, onDeleted }: PostThreadProps) {
  const [commentsBox, setCommentsBox] = useState<HTMLDivElement | null>(null);
  const parts = withOpenedPart(thread.parts ?? [], post);
  const index = parts.findIndex((part) => part.id === post.id);

  // Parts above the opened one may arrive after it (from the server): it is scrolled to again.
  useEffect(() => {
    if (index <= 0) return;
    const frame = requestAnimationFrame(() => {
      document.getElementById(postElementId(post.id))?.scrollIntoView({ block: 'start' });
    });
    return () => cancelAnimationFrame(frame);
  }, [post.id, index]);

  return (
    <>
      <ThreadCard
        parts={parts}
        partId={postElementId}
        currentId={post.id}
        partProps={(part) =>
          part.id === post.id ? { commentsOpen: true, commentsIn: commentsBox, onDeleted } : {}
        }
      />
      {thread.status === 'loading' && parts.length === 1 && (
        <div className="post-thread-loading">
          <Spinner label="Loading thread" />
        </div>
      )}
      {thread.status === 'error' && (
        <div className="feed-inline-error" role="alert">
          <span>Failed to load the whole thread</span>
          <button type="button" className="btn btn-secondary btn-sm" onClick={thread.retry}>
            Retry
          </button>
        </div>
      )}
      <div ref={setCommentsBox} className="thread-comments" />
    </>
  );
}

/** The stored parts with the opened one in its place (it may be on the device before its siblings are read). */
function withOpenedPart(parts: readonly PostDto[], post: PostDto): PostDto[] {
  if (parts.some((part) => part.id === post.id)) return [...parts];
  const position = post.threadPosition ?? 0;
  const before = parts.filter((part) => (part.threadPosition ?? 0) < position);
  return [...before, post, ...parts.slice(before.length)];
}
