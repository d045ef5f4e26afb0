import type {
  ConversationDto,
  ConversationType,
  LastMessageDto,
  MessageType,
  ParticipantDto,
} from '@flock/shared';

/** A conversation's row as queries/conversationViews.ts reads it, for one viewer. */
export interface ConversationFields {
  id: string;
  type: ConversationType;
  name: string | null;
  description: string | null;
  creatorId: string | null;
  createdAt: Date;
  lastActivityAt: Date;
  archived: boolean;
  unreadCount: number;
  lastMessage: {
    id: string;
    senderId: string;
    content: string;
    messageType: MessageType;
    createdAt: Date;
  } | null;
}

export function presentLastMessage(message: NonNullable<ConversationFields['lastMessage']>): LastMessageDto {
  return {
    id: message.id,
    senderId: message.senderId,
    content: message.content,
    messageType: message.messageType,
    created_at: message.createdAt.toISOString(),
  };
}

/** The spec's Conversation as one member sees it; `participants` are everyone in it now. */
export function presentConversation(
  fields: ConversationFields,
  participants: ParticipantDto[],
): ConversationDto {
  return {
    id: fields.id,
    _id: fields.id,
    type: fields.type,
    name: fields.name,
    description: fields.description,
    participants,
    // A direct conversation cannot be left: a member missing from it deleted their account.
    hasDeletedMember: fields.type === 'direct' && participants.length < 2,
    createdBy: fields.creatorId,
    last_message: fields.lastMessage ? presentLastMessage(fields.lastMessage) : null,
    unread_count: fields.unreadCount,
    archived: fields.archived,
    created_at: fields.createdAt.toISOString(),
    updated_at: fields.lastActivityAt.toISOString(),
  };
}
