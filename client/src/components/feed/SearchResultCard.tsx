import type { PostDto } from '@flock/shared';
import { useStoredPost } from '../../data/posts';
import { PostCard } from '../posts/PostCard';
import { postElementId } from './FeedList';

/**
 * A search hit. The search stored it on this device, so the card follows the stored copy (a like
 * shows at once) without asking the server again; the search's own copy stands in until the store answers.
 */
export function SearchResultCard({ post }: { post: PostDto }) {
  const stored = useStoredPost(post.id);
  // The search stored every hit before showing it, so a missing copy means the post was deleted here.
  if (stored === null) return null;
  return <PostCard id={postElementId(post.id)} post={stored ?? post} />;
}
