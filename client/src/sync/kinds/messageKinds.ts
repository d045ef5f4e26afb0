import type { ConversationCreatedDto, ConversationDto, ConversationReadDto, MessageDto } from '@flock/shared';
import {
  removeConversationLocally,
  storeFetchedConversations,
  storeFetchedMessages,
  type ConversationArchiveUndo,
  type ConversationLeaveUndo,
  type ConversationReadUndo,
  type MessageSendUndo,
} from '../../data/conversationStore';
import type { MemberDb } from '../../db/memberDb';
import type { KindHandler } from './types';

/** Conversations and messages written on this device: the server's copy replaces the local one. */

export const conversationCreateHandler: KindHandler = {
  async applySuccess(db, entry, data) {
    const answer = data as Partial<ConversationCreatedDto> | undefined;
    const conversation = answer?.conversation;
    if (!conversation) return;
    if (conversation.id !== entry.entityId) await mergeInto(db, entry.entityId, conversation.id);
    await storeFetchedConversations(db, [conversation]);
  },
  async rollback(db, entry) {
    const local = await db.conversations.get(entry.entityId);
    if (local?.origin === 'local') await removeConversationLocally(db, entry.entityId);
  },
};

/**
 * The server answered a direct conversation started here with the one the pair already had: what was
 * written under the local id moves there, and the local record points at it (an open screen follows).
 */
async function mergeInto(db: MemberDb, localId: string, serverId: string): Promise<void> {
  await db.messages.where('conversationId').equals(localId).modify({ conversationId: serverId });
  for (const queued of await db.outbox.toArray()) {
    if (queued.kind !== 'message.send') continue;
    const undo = queued.undo as MessageSendUndo;
    if (undo.conversationId !== localId) continue;
    await db.outbox.update(queued.id, {
      undo: { conversationId: serverId, message: { ...undo.message, conversationId: serverId } },
    });
  }
  await db.conversations.update(localId, { supersededBy: serverId });
}

export const messageSendHandler: KindHandler = {
  async applySuccess(db, entry, data) {
    const message = (data as { message?: MessageDto } | undefined)?.message;
    if (message) await storeFetchedMessages(db, [message]);
  },
  async rollback(db, entry) {
    // The bubble stays, from the failed entry, with Retry; the sync centre lists it too.
    const { message } = entry.undo as MessageSendUndo;
    const stored = await db.messages.get(message.id);
    if (stored?.origin === 'local') await db.messages.delete(message.id);
  },
};

export const conversationReadHandler: KindHandler = {
  async applySuccess(db, entry, data) {
    const answer = data as Partial<ConversationReadDto> | undefined;
    const conversation = await db.conversations.get(entry.entityId);
    if (!conversation || answer?.unread_count === undefined) return;
    await db.conversations.update(conversation.id, {
      unread_count: Math.min(conversation.unread_count, answer.unread_count),
    });
  },
  async rollback(db, entry) {
    const { unread } = entry.undo as ConversationReadUndo;
    const conversation = await db.conversations.get(entry.entityId);
    if (conversation && conversation.unread_count === 0) {
      await db.conversations.update(conversation.id, { unread_count: unread });
    }
  },
};

export const conversationArchiveHandler: KindHandler = {
  async applySuccess(db, _entry, data) {
    const conversation = (data as { conversation?: ConversationDto } | undefined)?.conversation;
    if (conversation) await storeFetchedConversations(db, [conversation]);
  },
  async rollback(db, entry) {
    const { archived } = entry.undo as ConversationArchiveUndo;
    await db.conversations.update(entry.entityId, { archived });
  },
};

export const conversationLeaveHandler: KindHandler = {
  async applySuccess() {
    // Already gone from the device.
  },
  async rollback(db, entry) {
    const { conversation } = entry.undo as ConversationLeaveUndo;
    if (!(await db.conversations.get(conversation.id))) await db.conversations.put(conversation);
  },
};
