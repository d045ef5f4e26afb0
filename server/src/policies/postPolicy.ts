import { AppError } from '../errors.js';
import type { Post } from '../models/Post.js';

/** What a member may do to a post they can see. Only the author deletes it. */
export function assertMayDeletePost(post: Post, memberId: string): void {
  if (post.authorId !== memberId) throw new AppError('forbidden');
}
