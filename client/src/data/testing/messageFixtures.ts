import type { ConversationDto, MessageDto, ParticipantDto } from '@flock/shared';
import type { MemberDb } from '../../db/memberDb';

/** Test support for messaging. Imported by tests only. The member is TEST_USER (user-1, Ada). */

export function person(id: string, firstName: string, lastName: string, username: string): ParticipantDto {
  return {
    id,
    _id: id,
    firstName,
    lastName,
    username,
    profilePicture: null,
    isPremium: false,
    subscriptionType: 'basic',
    lastReadAt: null,
  };
}

export const ADA_P = person('user-1', 'Ada', 'Lovelace', 'ada');
export const GRACE_P = person('user-2', 'Grace', 'Hopper', 'grace');
export const ALAN_P = person('user-3', 'Alan', 'Turing', 'alan');

const T0 = Date.parse('2026-11-26T10:00:00.000Z');
export const at = (minutes: number) => new Date(T0 + minutes * 60_000).toISOString();

/** A direct conversation of Ada's with Grace as the server sends it. */
export function serverConversation(id: string, overrides: Partial<ConversationDto> = {}): ConversationDto {
  return {
    id,
    _id: id,
    type: 'direct',
    name: null,
    description: null,
    participants: [ADA_P, GRACE_P],
    hasDeletedMember: false,
    createdBy: 'user-1',
    last_message: null,
    unread_count: 0,
    archived: false,
    created_at: at(0),
    updated_at: at(0),
    ...overrides,
  };
}

/** A message as the server sends it, `minute` minutes after the conversations start. */
export function serverMessage(
  id: string,
  conversationId: string,
  minute: number,
  overrides: Partial<MessageDto> = {},
): MessageDto {
  const senderId = overrides.senderId ?? 'user-2';
  const sender = [ADA_P, GRACE_P, ALAN_P].find((p) => p.id === senderId) ?? GRACE_P;
  return {
    id,
    _id: id,
    conversationId,
    senderId,
    sender: {
      id: sender.id,
      username: sender.username,
      firstName: sender.firstName,
      lastName: sender.lastName,
      profilePicture: null,
    },
    content: `Message ${id}`,
    messageType: 'text',
    mediaUrl: null,
    replyToMessageId: null,
    createdAt: at(minute),
    read: false,
    ...overrides,
  };
}

export async function putConversations(db: MemberDb, ...conversations: ConversationDto[]): Promise<void> {
  await db.conversations.bulkPut(conversations.map((c) => ({ ...c, savedAt: 0 })));
}

export async function putMessages(db: MemberDb, ...messages: MessageDto[]): Promise<void> {
  await db.messages.bulkPut(messages.map((m) => ({ ...m, savedAt: 0 })));
}
