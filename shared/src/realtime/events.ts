import type { NotificationDto } from '../dto/notifications.js';

/**
 * The socket contract (spec 000 "Real-time connection"): the server puts each signed-in socket in
 * the room `user:<id>` and emits only these events. Sockets signal; HTTP carries the data.
 */

/** What a poke asks the client to pull again with `GET /api/sync/changes` (DESIGN section 4). */
export const SYNC_SCOPES = [
  'drafts',
  'bookmarks',
  'folders',
  'lists',
  'conversations',
  'messages',
  'notifications',
  'scheduled_posts',
  'settings',
] as const;
export type SyncScope = (typeof SYNC_SCOPES)[number];

export interface NewNotificationPayload {
  type: 'notification';
  data: NotificationDto;
}

export interface PostLikedPayload {
  postId: string;
  userId: string;
}

export interface PostCommentedPayload {
  postId: string;
  commentId: string;
  userId: string;
}

export interface UserFollowedPayload {
  followerId: string;
}

/**
 * A post reached the member's home feed (by someone they follow, visible to them). A signal only: the
 * client shows "N new posts" and fetches the feed when the member asks for it.
 */
export interface NewPostPayload {
  postId: string;
  authorId: string;
}

export interface SyncPokePayload {
  scope: SyncScope;
}

export interface UnreadCountPayload {
  count: number;
}

export interface ServerToClientEvents {
  new_notification: (payload: NewNotificationPayload) => void;
  post_liked: (payload: PostLikedPayload) => void;
  post_commented: (payload: PostCommentedPayload) => void;
  user_followed: (payload: UserFollowedPayload) => void;
  new_post: (payload: NewPostPayload) => void;
  'sync.poke': (payload: SyncPokePayload) => void;
  unread_count: (payload: UnreadCountPayload) => void;
}

/** The client sends nothing over the socket yet; writes go through HTTP. */
export type ClientToServerEvents = Record<never, never>;

export type ServerEventName = keyof ServerToClientEvents;
export type ServerEventPayload<E extends ServerEventName> = Parameters<ServerToClientEvents[E]>[0];
