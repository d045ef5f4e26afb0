import {
  MESSAGE_MAX_LENGTH,
  MESSAGE_MESSAGES,
  uuidv7,
  withinLength,
  type ConversationType,
  type ParticipantDto,
} from '@flock/shared';
import { messagePaths } from '../api/messages';
import type { MemberDb } from '../db/memberDb';
import type { ConversationRecord, MessageRecord } from '../db/messageRecords';
import { activeMemberId } from '../sync/member';
import { enqueue, isUntouched } from '../sync/outboxQueue';
import {
  removeConversationLocally,
  type ConversationArchiveUndo,
  type ConversationLeaveUndo,
  type ConversationReadUndo,
  type MessageSendUndo,
} from './conversationStore';
import { conversationTitle, otherMemberOf } from './conversationNames';
import { withSnippet } from './labels';
import { ownAuthor } from './ownAuthor';
import { LocalValidationError, writeLocally } from './writeTransaction';

/**
 * Messaging writes: each changes the device at once and queues its request in the outbox, so they
 * work offline and reach the server in order, exactly once (client ids, Idempotency-Key).
 */

/** Someone chosen in the New Message dialog. */
export type ChosenMember = Pick<
  ParticipantDto,
  'id' | 'username' | 'firstName' | 'lastName' | 'profilePicture' | 'isPremium' | 'subscriptionType'
>;

const participant = (member: ChosenMember): ParticipantDto => ({
  id: member.id,
  _id: member.id,
  username: member.username,
  firstName: member.firstName,
  lastName: member.lastName,
  profilePicture: member.profilePicture ?? null,
  isPremium: member.isPremium,
  subscriptionType: member.subscriptionType,
  lastReadAt: null,
});

/** The conversation that stands for `id` now (a direct one started offline may have become another). */
export async function currentConversation(db: MemberDb, id: string): Promise<ConversationRecord | undefined> {
  let record = await db.conversations.get(id);
  for (let hops = 0; record?.supersededBy && hops < 3; hops++)
    record = await db.conversations.get(record.supersededBy);
  return record;
}

/**
 * Starts a conversation with the chosen members (a group when more than one, spec 001 section 5) and
 * answers its id. A direct conversation the device already has with that member is answered instead.
 */
export function startConversation(chosen: ChosenMember[], name?: string): Promise<string> {
  const selfId = activeMemberId();
  const others = chosen.filter((m, i) => m.id !== selfId && chosen.findIndex((c) => c.id === m.id) === i);
  if (others.length === 0)
    return Promise.reject(new LocalValidationError(MESSAGE_MESSAGES.participantsRequired));
  const type: ConversationType = others.length > 1 ? 'group' : 'direct';
  return writeLocally(async (db) => {
    if (type === 'direct') {
      const existing = (await db.conversations.toArray()).find(
        (c) => c.type === 'direct' && !c.supersededBy && otherMemberOf(c, selfId)?.id === others[0]!.id,
      );
      if (existing) return existing.id;
    }
    const self = await ownAuthor(db);
    const now = new Date().toISOString();
    const groupName = type === 'group' ? name?.trim() || null : null;
    const record: ConversationRecord = {
      id: uuidv7(),
      _id: '',
      type,
      name: groupName,
      description: null,
      participants: [participant(self), ...others.map(participant)],
      hasDeletedMember: false,
      createdBy: selfId,
      last_message: null,
      unread_count: 0,
      archived: false,
      created_at: now,
      updated_at: now,
      savedAt: Date.now(),
      origin: 'local',
    };
    record._id = record.id;
    await db.conversations.add(record);
    const title = conversationTitle(record, selfId);
    await enqueue(db, {
      method: 'POST',
      path: messagePaths.conversations,
      body: {
        id: record.id,
        participantIds: others.map((m) => m.id),
        type,
        ...(groupName ? { name: groupName } : {}),
      },
      kind: 'conversation.create',
      entityId: record.id,
      creates: [record.id],
      label: type === 'group' ? `Start the group “${title}”` : `Start a conversation with ${title}`,
      undo: null,
    });
    return record.id;
  });
}

/** Checks a message the way the server will, so nothing that would be refused is queued. */
export function checkMessageText(text: string): string {
  const content = text.trim();
  if (!content) throw new LocalValidationError(MESSAGE_MESSAGES.contentRequired);
  if (!withinLength(content, MESSAGE_MAX_LENGTH))
    throw new LocalValidationError(MESSAGE_MESSAGES.contentTooLong);
  return content;
}

/** Sends a message: shown at once (pending until the server has it), delivered in order, once. */
export async function sendMessage(conversationId: string, text: string): Promise<MessageRecord> {
  const content = checkMessageText(text);
  const selfId = activeMemberId();
  return writeLocally(async (db) => {
    const conversation = await currentConversation(db, conversationId);
    if (!conversation) throw new LocalValidationError('This conversation is not available on this device.');
    const self = await ownAuthor(db);
    const now = new Date().toISOString();
    const message: MessageRecord = {
      id: uuidv7(),
      _id: '',
      conversationId: conversation.id,
      senderId: selfId,
      sender: {
        id: self.id,
        username: self.username,
        firstName: self.firstName,
        lastName: self.lastName,
        profilePicture: self.profilePicture,
      },
      content,
      messageType: 'text',
      mediaUrl: null,
      replyToMessageId: null,
      createdAt: now,
      read: false,
      savedAt: Date.now(),
      origin: 'local',
    };
    message._id = message.id;
    await db.messages.add(message);
    await db.conversations.update(conversation.id, {
      last_message: { id: message.id, senderId: selfId, content, messageType: 'text', created_at: now },
      updated_at: now,
      archived: false,
    });
    await enqueue(db, {
      method: 'POST',
      path: messagePaths.messages(conversation.id),
      body: { id: message.id, content },
      kind: 'message.send',
      entityId: message.id,
      creates: [message.id],
      ...(conversation.origin === 'local' ? { dependsOn: [conversation.id] } : {}),
      label: withSnippet(`Message to ${conversationTitle(conversation, selfId)}`, content),
      undo: { conversationId: conversation.id, message } satisfies MessageSendUndo,
    });
    return message;
  });
}

/**
 * Reads a conversation up to the newest message from others the device has (spec 001 section 4:
 * opening it sets its unread count to 0). Reads queued and not yet tried are merged into one.
 */
export function markConversationRead(conversationId: string): Promise<void> {
  const selfId = activeMemberId();
  return writeLocally(async (db) => {
    const conversation = await currentConversation(db, conversationId);
    if (!conversation || conversation.origin === 'local') return;
    const fromOthers = (
      await db.messages
        .where('[conversationId+createdAt]')
        .between([conversation.id, ''], [conversation.id, '\uffff'])
        .toArray()
    ).filter((m) => m.senderId !== selfId && m.origin !== 'local');
    const newest = fromOthers.at(-1);
    const own = conversation.participants.find((p) => p.id === selfId);
    const behind = newest && (!own?.lastReadAt || Date.parse(newest.createdAt) > Date.parse(own.lastReadAt));
    if (conversation.unread_count === 0 && !behind) return;
    await db.conversations.update(conversation.id, {
      unread_count: 0,
      participants: conversation.participants.map((p) =>
        p.id === selfId && newest && behind ? { ...p, lastReadAt: newest.createdAt } : p,
      ),
    });
    const body = newest ? { upTo: newest.id } : {};
    const waiting = (await db.outbox.where('entityId').equals(conversation.id).toArray()).find(
      (e) => e.kind === 'conversation.read' && isUntouched(e),
    );
    if (waiting) {
      await db.outbox.update(waiting.id, { body });
      return;
    }
    await enqueue(db, {
      method: 'PUT',
      path: messagePaths.read(conversation.id),
      body,
      kind: 'conversation.read',
      entityId: conversation.id,
      okStatuses: [404],
      label: `Read the conversation with ${conversationTitle(conversation, selfId)}`,
      undo: { unread: conversation.unread_count } satisfies ConversationReadUndo,
    });
  });
}

/** Archives a conversation for the member (or brings it back); a new message brings it back too. */
export function archiveConversation(conversationId: string, archived: boolean): Promise<void> {
  const selfId = activeMemberId();
  return writeLocally(async (db) => {
    const conversation = await currentConversation(db, conversationId);
    if (!conversation || conversation.archived === archived) return;
    await db.conversations.update(conversation.id, { archived });
    await enqueue(db, {
      method: 'PUT',
      path: messagePaths.archive(conversation.id),
      body: { archived },
      kind: 'conversation.archive',
      entityId: conversation.id,
      ...(conversation.origin === 'local' ? { dependsOn: [conversation.id] } : {}),
      label: `${archived ? 'Archive' : 'Unarchive'} the conversation with ${conversationTitle(conversation, selfId)}`,
      undo: { archived: conversation.archived } satisfies ConversationArchiveUndo,
    });
  });
}

/** Leaves a group: it goes from the device at once. */
export function leaveConversation(conversationId: string): Promise<void> {
  const selfId = activeMemberId();
  return writeLocally(async (db) => {
    const conversation = await currentConversation(db, conversationId);
    if (!conversation || conversation.type !== 'group') return;
    await removeConversationLocally(db, conversation.id);
    await enqueue(db, {
      method: 'POST',
      path: messagePaths.leave(conversation.id),
      kind: 'conversation.leave',
      entityId: conversation.id,
      okStatuses: [404],
      ...(conversation.origin === 'local' ? { dependsOn: [conversation.id] } : {}),
      label: `Leave “${conversationTitle(conversation, selfId)}”`,
      undo: { conversation } satisfies ConversationLeaveUndo,
    });
  });
}
