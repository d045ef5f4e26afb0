import type { PostDto } from '@flock/shared';
import { useShownPerson } from '../../data/ownProfileContext';
import { Avatar } from '../profile/Avatar';
import { fullNameOf } from './fullName';
import { VerifiedBadge } from '../premium/VerifiedBadge';
import { PostTime } from './PostTime';
import { QuotedMedia } from './QuotedMedia';
import { AppLink } from '../ui/AppLink';

/** The post a quote refers to, as a compact card; the whole card opens it. */
export function QuotedPost({ post, quotedPostId }: { post: PostDto | null; quotedPostId: string | null }) {
  const author = useShownPerson(post?.author);
  if (!post || !author) {
    if (!quotedPostId) return null;
    return <div className="post-quote post-quote-missing">This post is unavailable.</div>;
  }
  const name = fullNameOf(author);
  return (
    <div className="post-quote">
      <AppLink to={`/post/${post.id}`} className="post-quote-link" aria-label={`Quoted post by ${name}`} />
      <div className="post-quote-header">
        <Avatar src={author.profilePicture} name={name} size={20} />
        <span className="post-quote-name">{name}</span>
        <VerifiedBadge member={author} size={14} />
        <span className="post-username">@{author.username}</span>
        <span aria-hidden="true">·</span>
        <PostTime createdAt={post.createdAt} />
      </div>
      {post.content && <p className="post-quote-text">{post.content}</p>}
      {post.poll && <p className="post-quote-note">Poll · {post.poll.options.length} options</p>}
      <QuotedMedia media={post.mediaUrls} />
    </div>
  );
}
