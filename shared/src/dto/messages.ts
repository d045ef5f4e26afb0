import type { SubscriptionType } from './user.js';
import type { ConversationType, MessageType } from '../messages/limits.js';

/**
 * Spec 001 section 3 "Conversation" and "Message". Field names as the spec's client reads them: the
 * conversation's `last_message`, `unread_count` and `updated_at` are snake case, the rest camel case.
 */

/** A member of a conversation (the spec's user summary) and how far they have read. */
export interface ParticipantDto {
  id: string;
  _id: string;
  username: string;
  firstName: string;
  lastName: string;
  profilePicture: string | null;
  isPremium: boolean;
  subscriptionType: SubscriptionType;
  /** The time of the newest message they have read here; null before their first read. */
  lastReadAt: string | null;
}

export interface LastMessageDto {
  id: string;
  senderId: string;
  content: string;
  messageType: MessageType;
  created_at: string;
}

export interface ConversationDto {
  id: string;
  _id: string;
  type: ConversationType;
  /** Groups: the name given, or null (the client names it after its members). */
  name: string | null;
  description: string | null;
  /** Everyone in it now, the viewer included. */
  participants: ParticipantDto[];
  /** A direct conversation whose other member deleted their account. */
  hasDeletedMember: boolean;
  createdBy: string | null;
  last_message: LastMessageDto | null;
  /** Messages from others newer than the viewer's last read. */
  unread_count: number;
  /** Archived by the viewer (only for them); a new message brings it back. */
  archived: boolean;
  created_at: string;
  /** The last activity: its newest message, or its creation. */
  updated_at: string;
}

/** Who wrote a message; a member who left a group still has a name. */
export interface MessageSenderDto {
  id: string;
  username: string;
  firstName: string;
  lastName: string;
  profilePicture: string | null;
}

export interface MessageDto {
  id: string;
  _id: string;
  conversationId: string;
  senderId: string;
  sender: MessageSenderDto | null;
  content: string;
  messageType: MessageType;
  mediaUrl: string | null;
  replyToMessageId: string | null;
  createdAt: string;
  /** Own messages: every other member has read it. Others' messages: the viewer has. */
  read: boolean;
}

/** GET /messages/conversations (also at the top level: `conversations`). */
export interface ConversationPageDto {
  conversations: ConversationDto[];
  hasMore: boolean;
}

/** POST /messages/conversations (also at the top level: `existing`, `conversation`). */
export interface ConversationCreatedDto {
  existing: boolean;
  conversation: ConversationDto;
}

/** GET /messages/conversations/:id/messages (also at the top level: `messages`). */
export interface MessagePageDto {
  messages: MessageDto[];
  hasMore: boolean;
}

/** PUT /messages/conversations/:id/read. */
export interface ConversationReadDto {
  conversationId: string;
  lastReadAt: string | null;
  unread_count: number;
}
