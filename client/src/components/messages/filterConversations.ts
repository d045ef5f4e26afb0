import type { ConversationDto } from '@flock/shared';
import { conversationTitle } from '../../data/conversationNames';

/** The list narrowed to conversations whose name or last message holds the search (any case). */
export function filterConversations<C extends ConversationDto>(
  conversations: C[],
  query: string,
  selfId: string,
): C[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return conversations;
  return conversations.filter((c) => {
    const haystack = [
      conversationTitle(c, selfId),
      ...c.participants
        .filter((p) => p.id !== selfId)
        .map((p) => `${p.firstName} ${p.lastName} @${p.username}`),
      c.last_message?.content ?? '',
    ];
    return haystack.some((text) => text.toLocaleLowerCase().includes(needle));
  });
}
