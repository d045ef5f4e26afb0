import type { CommentDto } from '@flock/shared';
import type { Comment } from '../models/Comment.js';
import { presentAuthor, type AuthorFields } from './presentAuthor.js';

export function presentComment(comment: Comment, author: AuthorFields, isLiked: boolean): CommentDto {
  return {
    id: comment.id,
    _id: comment.id,
    postId: comment.postId,
    parentId: comment.parentId ?? null,
    user: presentAuthor(author),
    content: comment.content,
    isLiked,
    likesCount: comment.likesCount,
    createdAt: comment.createdAt.toISOString(),
  };
}
