import { MESSAGE_MESSAGES, type MessageDto, type MessagePageDto, type MessageType } from '@flock/shared';
import { QueryTypes } from 'sequelize';
import type { Database } from '../db/database.js';
import { validationError } from '../errors.js';
import { presentMessage, type MessageFields, type ReadPositions } from '../presenters/presentMessage.js';
import type { Message } from '../models/Message.js';
import { loadConversationMembers, loadSenders } from './conversationViews.js';
import { toDate } from './rowValues.js';
import { sqlTime } from './sqlTime.js';

interface MessageRow {
  id: string;
  conversationId: string;
  senderId: string;
  content: string;
  messageType: MessageType;
  mediaUrl: string | null;
  replyToMessageId: string | null;
  createdAt: Date | string;
}

export const toMessageFields = (row: MessageRow | Message): MessageFields => ({
  id: row.id,
  conversationId: row.conversationId,
  senderId: row.senderId,
  content: row.content,
  messageType: row.messageType ?? 'text',
  mediaUrl: row.mediaUrl ?? null,
  replyToMessageId: row.replyToMessageId ?? null,
  createdAt: toDate(row.createdAt),
});

/**
 * One page of a conversation's messages: the newest `limit` before the message `before` (or the
 * newest of all), given oldest to newest. Keyset on (time, id), so pages neither overlap nor leave
 * gaps while messages arrive.
 */
export async function listMessages(
  db: Database,
  viewerId: string,
  conversationId: string,
  query: { limit: number; before?: string | undefined },
): Promise<MessagePageDto> {
  let cursor: { time: Date; id: string } | null = null;
  if (query.before) {
    const before = await db.models.Message.findOne({
      where: { id: query.before, conversationId },
      attributes: ['id', 'createdAt'],
    });
    if (!before) throw validationError([{ path: 'before', msg: MESSAGE_MESSAGES.before }]);
    cursor = { time: before.createdAt, id: before.id };
  }
  const rows = await db.sequelize.query<MessageRow>(
    `SELECT m.id, m.conversation_id AS conversationId, m.sender_id AS senderId, m.content,
       m.message_type AS messageType, m.media_url AS mediaUrl, m.reply_to_message_id AS replyToMessageId,
       m.created_at AS createdAt
     FROM messages m
     WHERE m.conversation_id = :conversationId
       ${cursor ? 'AND (m.created_at < :before OR (m.created_at = :before AND m.id < :beforeId))' : ''}
     ORDER BY m.created_at DESC, m.id DESC
     LIMIT :limit`,
    {
      type: QueryTypes.SELECT,
      replacements: {
        conversationId,
        limit: query.limit + 1,
        ...(cursor ? { before: sqlTime(db, cursor.time), beforeId: cursor.id } : {}),
      },
    },
  );
  const page = rows.slice(0, query.limit).reverse().map(toMessageFields);
  const members = await loadConversationMembers(db, [conversationId]);
  const positions = members.get(conversationId)?.positions ?? new Map();
  return {
    messages: await presentMessages(db, page, viewerId, positions),
    hasMore: rows.length > query.limit,
  };
}

/** Messages for one viewer, their senders read in one query. */
export async function presentMessages(
  db: Database,
  messages: readonly MessageFields[],
  viewerId: string,
  positions: ReadPositions,
): Promise<MessageDto[]> {
  const senders = await loadSenders(
    db,
    messages.map((m) => m.senderId),
  );
  return messages.map((m) => presentMessage(m, senders.get(m.senderId) ?? null, viewerId, positions));
}
