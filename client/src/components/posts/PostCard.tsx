import { forwardRef, lazy, memo, Suspense, useId, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { Hash, MapPin, Repeat2, Smile, Tag } from 'lucide-react';
import type { PostDto, RetweetedByDto } from '@flock/shared';
import { useAuth } from '../../auth/useAuth';
import { useShownPerson } from '../../data/ownProfileContext';
import { Avatar } from '../profile/Avatar';
import { Spinner } from '../ui/LoadingScreen';
import { MediaGrid } from './MediaGrid';
import { PollView } from './PollView';
import { PostActions } from './PostActions';
import { fullNameOf } from './fullName';
import { PostHeader } from './PostHeader';
import { PostText } from './PostText';
import { QuotedPost } from './QuotedPost';
import { AppLink } from '../ui/AppLink';
import './posts.css';
import { VerifiedBadge } from '../premium/VerifiedBadge';

// Comments load the first time a panel opens, not with every card of the feed.
const CommentsPanel = lazy(() =>
  import('./CommentsPanel').then(({ CommentsPanel }) => ({ default: CommentsPanel })),
);

interface PostCardProps {
  post: PostDto;
  retweetedBy?: RetweetedByDto | null;
  /** In the home feed: the followed hashtag that brought the post there. */
  followedHashtag?: string | null;
  /** Open the comments panel from the start (the post's own page). */
  commentsOpen?: boolean;
  highlighted?: boolean;
  /** Called after the author deleted the post. */
  onDeleted?(): void;
  /** The article's id; feeds use post-<id> so notifications can scroll to it. */
  id?: string;
  /** A part of a thread card: drawn without a card of its own. */
  inThread?: boolean;
  /** A line runs from the avatar down to the next part of the thread. */
  joinsNext?: boolean;
  /** The part the page was opened for, marked for sight and for screen readers. */
  current?: boolean;
  /** Where the comments panel goes when not under the post (the post page puts it after the thread). */
  commentsIn?: Element | null;
}

/** One post as a card: who and when, the content, its media, poll or quote, the actions and comments. */
const PostCardView = forwardRef<HTMLElement, PostCardProps>(function PostCard(
  {
    post: stored,
    retweetedBy: storedRetweetedBy = null,
    followedHashtag = null,
    commentsOpen = false,
    highlighted = false,
    onDeleted,
    id,
    inThread = false,
    joinsNext = false,
    current = false,
    commentsIn,
  },
  ref,
) {
  const author = useShownPerson(stored.author);
  const retweetedBy = useShownPerson(storedRetweetedBy);
  const post = useMemo(() => (author === stored.author ? stored : { ...stored, author }), [stored, author]);
  const { user } = useAuth();
  const [showComments, setShowComments] = useState(commentsOpen);
  // The panel (and its reads) exists from the first time it opens.
  const [commentsUsed, setCommentsUsed] = useState(commentsOpen);
  const nameId = useId();
  const panelId = useId();
  const isOwn = user?.id === post.author.id;
  const name = fullNameOf(post.author);
  const profile = `/profile/${encodeURIComponent(post.author.username)}`;
  const classes = ['post-card'];
  if (inThread) classes.push('in-thread');
  if (highlighted) classes.push('is-highlighted');
  if (current) classes.push('is-current');
  const comments = commentsUsed ? (
    <Suspense
      fallback={
        <section id={panelId} className="comments-panel" aria-label="Comments" hidden={!showComments}>
          <Spinner label="Loading comments" />
        </section>
      }
    >
      <CommentsPanel post={post} id={panelId} open={showComments} isOwnPost={isOwn} />
    </Suspense>
  ) : (
    <section id={panelId} aria-label="Comments" hidden />
  );
  return (
    <article
      ref={ref}
      id={id}
      data-post-id={post.id}
      tabIndex={-1}
      className={classes.join(' ')}
      aria-labelledby={nameId}
      aria-current={current || undefined}
    >
      {retweetedBy && (
        <p className="post-repost-line">
          <Repeat2 size={15} aria-hidden="true" />
          <span>
            Reposted by{' '}
            <AppLink to={`/profile/${encodeURIComponent(retweetedBy.username)}`}>
              {`${retweetedBy.firstName} ${retweetedBy.lastName}`.trim()}
            </AppLink>
            <VerifiedBadge member={retweetedBy} size={13} />
          </span>
        </p>
      )}
      {!retweetedBy && followedHashtag && (
        <p className="post-repost-line">
          <Hash size={15} aria-hidden="true" />
          <span>
            You follow{' '}
            <AppLink to={`/hashtag/${encodeURIComponent(followedHashtag)}`}>#{followedHashtag}</AppLink>
          </span>
        </p>
      )}
      <div className="post-layout">
        <div className="post-gutter">
          <AppLink to={profile} className="post-avatar" tabIndex={-1} aria-hidden="true">
            <Avatar src={post.author.profilePicture} name={name} size={40} />
          </AppLink>
          {joinsNext && !(showComments && commentsIn === undefined) && (
            <span className="post-thread-line" aria-hidden="true" />
          )}
        </div>
        <div className="post-main">
          <PostHeader post={post} nameId={nameId} isOwn={isOwn} onDeleted={onDeleted} />
          <PostText text={post.content} />
          <PostDetails post={post} />
          <MediaGrid postId={post.id} media={post.mediaUrls} authorName={name} />
          {post.poll && <PollView postId={post.id} poll={post.poll} />}
          {(post.quotedPost || post.quotedPostId) && (
            <QuotedPost post={post.quotedPost} quotedPostId={post.quotedPostId} />
          )}
          <PostActions
            post={post}
            commentsOpen={showComments}
            commentsPanelId={panelId}
            onToggleComments={() => {
              setCommentsUsed(true);
              setShowComments((open) => !open);
            }}
          />
        </div>
      </div>
      {commentsIn === undefined ? comments : commentsIn && createPortal(comments, commentsIn)}
    </article>
  );
});

/**
 * Memoised: a list draws again only the cards whose post changed (lists keep an unchanged post the
 * same object, data/keepUnchangedItems.ts), not all of them after each change of one.
 */
export const PostCard = memo(PostCardView);

/** Tags as chips, then the location and feeling line. */
function PostDetails({ post }: { post: PostDto }) {
  const place =
    post.location ??
    (post.latitude !== null && post.longitude !== null
      ? `${post.latitude.toFixed(4)}, ${post.longitude.toFixed(4)}`
      : null);
  return (
    <>
      {post.tags.length > 0 && (
        <ul className="post-tags" aria-label="Tags">
          {post.tags.map((tag) => (
            <li key={tag} className="post-tag">
              <Tag size={12} aria-hidden="true" />
              {tag}
            </li>
          ))}
        </ul>
      )}
      {(place || post.feeling) && (
        <p className="post-context">
          {place && (
            <span className="post-context-item">
              <MapPin size={14} aria-hidden="true" />
              {place}
            </span>
          )}
          {post.feeling && (
            <span className="post-context-item">
              <Smile size={14} aria-hidden="true" />
              feeling {post.feeling}
            </span>
          )}
        </p>
      )}
    </>
  );
}
