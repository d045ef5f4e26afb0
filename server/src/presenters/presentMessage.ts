import type { MessageDto, MessageSenderDto, MessageType } from '@flock/shared';

export interface MessageFields {
  id: string;
  conversationId: string;
  senderId: string;
  content: string;
  messageType: MessageType;
  mediaUrl: string | null;
  replyToMessageId: string | null;
  createdAt: Date;
}

/** How far each member of the conversation has read (their last read time, or null). */
export type ReadPositions = ReadonlyMap<string, Date | null>;

const hasRead = (position: Date | null | undefined, at: Date) =>
  position !== null && position !== undefined && position.getTime() >= at.getTime();

/**
 * Own messages are read once every other member has read them (none left: not read); the others'
 * messages once the viewer has.
 */
export function isMessageRead(message: MessageFields, viewerId: string, positions: ReadPositions): boolean {
  if (message.senderId !== viewerId) return hasRead(positions.get(viewerId), message.createdAt);
  const others = [...positions].filter(([userId]) => userId !== viewerId);
  return others.length > 0 && others.every(([, position]) => hasRead(position, message.createdAt));
}

export function presentMessage(
  message: MessageFields,
  sender: MessageSenderDto | null,
  viewerId: string,
  positions: ReadPositions,
): MessageDto {
  return {
    id: message.id,
    _id: message.id,
    conversationId: message.conversationId,
    senderId: message.senderId,
    sender,
    content: message.content,
    messageType: message.messageType,
    mediaUrl: message.mediaUrl,
    replyToMessageId: message.replyToMessageId,
    createdAt: message.createdAt.toISOString(),
    read: isMessageRead(message, viewerId, positions),
  };
}
