import type { ConversationDto, MessageDto } from '@flock/shared';

/**
 * Whether the member's own message shows the read tick: every other member has read up to it (their
 * read positions arrive live), or the server said so.
 */
export function isReadByOthers(
  message: Pick<MessageDto, 'createdAt' | 'read'>,
  conversation: Pick<ConversationDto, 'participants'>,
  selfId: string,
): boolean {
  if (message.read) return true;
  const at = Date.parse(message.createdAt);
  const others = conversation.participants.filter((p) => p.id !== selfId);
  return others.length > 0 && others.every((p) => p.lastReadAt !== null && Date.parse(p.lastReadAt) >= at);
}
