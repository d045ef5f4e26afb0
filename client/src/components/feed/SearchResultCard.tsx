import type { PostDto } from '@flock/shared';
import { usePost } from '../../data/posts';
import { PostCard } from '../posts/PostCard';
import { postElementId } from './FeedList';

/**
 * A search hit. The search stored it on this device, so the card follows the stored copy (a like
 * shows at once); the search's own copy stands in until the store answers.
 */
export function SearchResultCard({ post }: { post: PostDto }) {
  const stored = usePost(post.id);
  if (stored.status === 'not-found') return null;
  return <PostCard id={postElementId(post.id)} post={stored.post ?? post} />;
}
