import type { ConversationDto, MessageDto } from '../dto/messages.js';
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

/** A message in a conversation of the member's, as they see both (their unread count, their `read`). */
export interface NewMessagePayload {
  conversation: ConversationDto;
  message: MessageDto;
}

/** Another member of the conversation started or stopped typing. */
export interface TypingPayload {
  userId: string;
  conversationId: string;
}

/** A member read a conversation up to `lastReadAt`: messages up to then are read by them. */
export interface MessagesReadPayload {
  conversationId: string;
  userId: string;
  lastReadAt: string;
}

/** A conversation of the member's changed (created, someone left, archived on another device). */
export interface ConversationUpdatedPayload {
  conversation: ConversationDto;
}

/** The member is no longer in the conversation (they left it on another device). */
export interface ConversationRemovedPayload {
  conversationId: string;
}

export interface ServerToClientEvents {
  new_notification: (payload: NewNotificationPayload) => void;
  post_liked: (payload: PostLikedPayload) => void;
  post_commented: (payload: PostCommentedPayload) => void;
  user_followed: (payload: UserFollowedPayload) => void;
  new_post: (payload: NewPostPayload) => void;
  'sync.poke': (payload: SyncPokePayload) => void;
  unread_count: (payload: UnreadCountPayload) => void;
  new_message: (payload: NewMessagePayload) => void;
  user_typing: (payload: TypingPayload) => void;
  user_stopped_typing: (payload: TypingPayload) => void;
  messages_read: (payload: MessagesReadPayload) => void;
  conversation_updated: (payload: ConversationUpdatedPayload) => void;
  conversation_removed: (payload: ConversationRemovedPayload) => void;
}

/** What a client says about its own typing in a conversation. */
export interface TypingSignalPayload {
  conversationId: string;
}

/**
 * The client sends only typing signals over the socket (they are not worth keeping); every write goes
 * through HTTP. The server relays them to the conversation's other members and stops a start itself
 * after TYPING_SERVER_TIMEOUT_MS without another.
 */
export interface ClientToServerEvents {
  /** `accepted` says whether the server relayed it (false: not a conversation of the member's). */
  typing_start: (payload: TypingSignalPayload, ack?: (accepted: boolean) => void) => void;
  typing_stop: (payload: TypingSignalPayload, ack?: (accepted: boolean) => void) => void;
}

export type ServerEventName = keyof ServerToClientEvents;
export type ServerEventPayload<E extends ServerEventName> = Parameters<ServerToClientEvents[E]>[0];
