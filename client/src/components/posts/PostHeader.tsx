import { Globe, Lock, Users, type LucideIcon } from 'lucide-react';
import { POST_PRIVACY_LABELS, type PostDto, type PostPrivacy } from '@flock/shared';
import { PendingMarker } from '../sync/PendingMarker';
import { fullNameOf } from './fullName';
import { VerifiedBadge } from '../premium/VerifiedBadge';
import { PostOwnerMenu } from './PostOwnerMenu';
import { PostTime } from './PostTime';
import { AppLink } from '../ui/AppLink';

const PRIVACY_ICONS: Record<PostPrivacy, LucideIcon> = { public: Globe, friends: Users, private: Lock };

interface PostHeaderProps {
  post: PostDto;
  /** Id of the author's name, which labels the post's article. */
  nameId: string;
  isOwn: boolean;
  onDeleted?(): void;
}

/** Name, badge, @username, time (a link to the post), privacy, send state and the author's menu. */
export function PostHeader({ post, nameId, isOwn, onDeleted }: PostHeaderProps) {
  const { author } = post;
  const profile = `/profile/${encodeURIComponent(author.username)}`;
  const PrivacyIcon = PRIVACY_ICONS[post.privacy] ?? Globe;
  const privacyLabel = POST_PRIVACY_LABELS[post.privacy] ?? POST_PRIVACY_LABELS.public;
  return (
    <header className="post-header">
      <div className="post-header-text">
        <div className="post-author-line">
          <AppLink to={profile} className="post-author-name" id={nameId}>
            {fullNameOf(author)}
          </AppLink>
          <VerifiedBadge member={author} size={18} />
          <PendingMarker entityId={post.id} />
        </div>
        <div className="post-meta-line">
          <span className="post-username">@{author.username}</span>
          <span aria-hidden="true">·</span>
          <PostTime postId={post.id} createdAt={post.createdAt} />
          <span aria-hidden="true">·</span>
          <span className="post-privacy">
            <PrivacyIcon size={14} aria-hidden="true" />
            <span>{privacyLabel}</span>
          </span>
        </div>
      </div>
      {isOwn && <PostOwnerMenu postId={post.id} onDeleted={onDeleted} />}
    </header>
  );
}
