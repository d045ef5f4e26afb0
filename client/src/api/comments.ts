import { COMMENTS_PAGE_SIZE, type CommentDto } from '@flock/shared';
import { request } from './http';

const id = (value: string) => encodeURIComponent(value);

export const commentsApi = {
  list: (postId: string, page: number, limit = COMMENTS_PAGE_SIZE) =>
    request<{ comments: CommentDto[]; hasMore: boolean }>(
      `/posts/${id(postId)}/comments?page=${page}&limit=${limit}`,
    ),
};

export const commentPaths = {
  create: (postId: string) => `/posts/${id(postId)}/comments`,
  reply: (postId: string, commentId: string) => `/posts/${id(postId)}/comments/${id(commentId)}/reply`,
  like: (commentId: string) => `/posts/comments/${id(commentId)}/like`,
};
