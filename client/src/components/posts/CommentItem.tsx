import { Heart } from 'lucide-react';
import type { CommentDto } from '@flock/shared';
import { toggleCommentLike } from '../../data/comments';
import { useShownPerson } from '../../data/ownProfileContext';
import { Avatar } from '../profile/Avatar';
import { PendingMarker } from '../sync/PendingMarker';
import { fullNameOf } from './fullName';
import { VerifiedBadge } from '../premium/VerifiedBadge';
import { PostText } from './PostText';
import { PostTime } from './PostTime';
import { formatCount } from '../ui/numberFormats';
import { AppLink } from '../ui/AppLink';

interface CommentItemProps {
  comment: CommentDto;
  onReply(comment: CommentDto): void;
}

/** One comment: who, when, the text, a like button with its count and "Reply". */
export function CommentItem({ comment, onReply }: CommentItemProps) {
  const user = useShownPerson(comment.user);
  const name = fullNameOf(user);
  const profile = `/profile/${encodeURIComponent(user.username)}`;
  const likes = comment.likesCount;
  return (
    <div className="comment">
      <AppLink to={profile} tabIndex={-1} aria-hidden="true" className="comment-avatar">
        <Avatar src={user.profilePicture} name={name} size={32} />
      </AppLink>
      <div className="comment-body">
        <div className="comment-bubble">
          <div className="comment-header">
            <AppLink to={profile} className="comment-author">
              {name}
            </AppLink>
            <VerifiedBadge member={user} size={14} />
            <span className="post-username">@{user.username}</span>
            <span aria-hidden="true">·</span>
            <PostTime createdAt={comment.createdAt} />
            <PendingMarker entityId={comment.id} />
          </div>
          <PostText text={comment.content} className="comment-text" />
        </div>
        <div className="comment-actions">
          <button
            type="button"
            className={`comment-action comment-like${comment.isLiked ? ' is-active' : ''}`}
            aria-pressed={comment.isLiked}
            aria-label={`Like comment by ${name} (${formatCount(likes)} ${likes === 1 ? 'like' : 'likes'})`}
            onClick={() =>
              void toggleCommentLike(comment.id).catch((error: unknown) =>
                console.warn('Could not like the comment', error),
              )
            }
          >
            <Heart size={15} aria-hidden="true" />
            <span aria-hidden="true">{likes > 0 ? formatCount(likes) : 'Like'}</span>
          </button>
          <button
            type="button"
            className="comment-action"
            aria-label={`Reply to ${name}`}
            onClick={() => onReply(comment)}
          >
            Reply
          </button>
        </div>
      </div>
    </div>
  );
}
