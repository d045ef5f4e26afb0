import { BarChart3, Image as ImageIcon } from 'lucide-react';
import type { PostAuthorDto } from '@flock/shared';
import { useShownPerson } from '../../data/ownProfileContext';
import { Avatar } from '../profile/Avatar';
import { VerifiedBadge } from '../premium/VerifiedBadge';

interface QuotedPostPreviewProps {
  author: PostAuthorDto;
  content: string;
  mediaCount?: number;
  hasPoll?: boolean;
  label: string;
}

/** A compact, read-only view of the post being quoted or replied to. */
export function QuotedPostPreview({
  author: stored,
  content,
  mediaCount = 0,
  hasPoll = false,
  label,
}: QuotedPostPreviewProps) {
  const author = useShownPerson(stored);
  const name = `${author.firstName} ${author.lastName}`.trim() || author.username;
  return (
    <figure className="quoted-post" aria-label={label}>
      <figcaption className="quoted-post-author">
        <Avatar src={author.profilePicture} name={author.firstName || author.username} size={20} />
        <span className="quoted-post-name">{name}</span>
        <VerifiedBadge member={author} size={13} />
        <span className="muted">@{author.username}</span>
      </figcaption>
      {content && <p className="quoted-post-text">{content}</p>}
      {(mediaCount > 0 || hasPoll) && (
        <p className="quoted-post-extras muted">
          {mediaCount > 0 && (
            <span>
              <ImageIcon size={14} aria-hidden="true" /> {mediaCount}{' '}
              {mediaCount === 1 ? 'attachment' : 'attachments'}
            </span>
          )}
          {hasPoll && (
            <span>
              <BarChart3 size={14} aria-hidden="true" /> Poll
            </span>
          )}
        </p>
      )}
    </figure>
  );
}
