import { DELETED_MEMBER_NAME, type ConversationDto, type ParticipantDto } from '@flock/shared';

/** How a conversation and its members are named on screen, for the member `selfId`. */

export const fullNameOf = (person: Pick<ParticipantDto, 'firstName' | 'lastName'>) =>
  `${person.firstName} ${person.lastName}`.trim();

export const DELETED_MEMBER = fullNameOf(DELETED_MEMBER_NAME);

/** Everyone in it but the member. */
export const othersIn = (conversation: Pick<ConversationDto, 'participants'>, selfId: string) =>
  conversation.participants.filter((p) => p.id !== selfId);

/** The other member of a direct conversation (undefined once they deleted their account). */
export const otherMemberOf = (conversation: Pick<ConversationDto, 'participants'>, selfId: string) =>
  othersIn(conversation, selfId)[0];

/**
 * A direct conversation is named after the other member ("Deleted member" once their account is
 * gone); a group by its name, else by its members' first names.
 */
export function conversationTitle(
  conversation: Pick<ConversationDto, 'type' | 'name' | 'participants'>,
  selfId: string,
): string {
  if (conversation.type === 'direct') {
    const other = otherMemberOf(conversation, selfId);
    return other ? fullNameOf(other) : DELETED_MEMBER;
  }
  if (conversation.name) return conversation.name;
  const names = othersIn(conversation, selfId).map((p) => p.firstName);
  if (names.length === 0) return 'Group';
  return names.length <= 3
    ? names.join(', ')
    : `${names.slice(0, 3).join(', ')} and ${names.length - 3} more`;
}

/** Whose verified badge a conversation shows: the other member of a direct one; a group shows none. */
export const badgeMemberOf = (
  conversation: Pick<ConversationDto, 'type' | 'participants'>,
  selfId: string,
) => (conversation.type === 'direct' ? otherMemberOf(conversation, selfId) : undefined);
