import type {
  ConversationDto,
  ConversationType,
  MessageSenderDto,
  MessageType,
  ParticipantDto,
  SubscriptionType,
} from '@flock/shared';
import { QueryTypes, type Transaction } from 'sequelize';
import type { Database } from '../db/database.js';
import { premiumBadgeOf } from '../presenters/presentAuthor.js';
import { presentConversation } from '../presenters/presentConversation.js';
import type { ReadPositions } from '../presenters/presentMessage.js';
import { toDate } from './rowValues.js';
import { sqlTime } from './sqlTime.js';

interface ConversationRow {
  id: string;
  type: ConversationType;
  name: string | null;
  description: string | null;
  creatorId: string | null;
  createdAt: Date | string;
  lastActivityAt: Date | string;
  viewerId: string;
  archived: number | string | boolean;
  unreadCount: number | string;
  lastId: string | null;
  lastSenderId: string | null;
  lastContent: string | null;
  lastType: MessageType | null;
  lastCreatedAt: Date | string | null;
}

interface ParticipantRow {
  conversationId: string;
  userId: string;
  lastReadAt: Date | string | null;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  profilePicture: string | null;
  subscriptionType: SubscriptionType;
}

/** Everyone in one conversation now, with how far each has read. */
export interface ConversationMembers {
  participants: ParticipantDto[];
  positions: ReadPositions;
}

const usernameOf = (row: { username: string; email: string }) => row.username || row.email.split('@')[0]!;

export const viewKey = (conversationId: string, viewerId: string) => `${conversationId}|${viewerId}`;

/**
 * Conversations as their members see them, with two queries whatever their number: each conversation
 * with, per viewer, their archive flag and unread count and the newest message; then everyone in them.
 * `viewers` narrows the members it is made for (all of them when left out). Keys are `viewKey`s.
 */
export async function loadConversationViews(
  db: Database,
  conversationIds: readonly string[],
  viewers?: readonly string[],
  transaction?: Transaction,
): Promise<Map<string, ConversationDto>> {
  const views = new Map<string, ConversationDto>();
  if (conversationIds.length === 0 || viewers?.length === 0) return views;
  const [rows, members] = await Promise.all([
    db.sequelize.query<ConversationRow>(
      `SELECT c.id, c.type, c.name, c.description, c.creator_id AS creatorId, c.created_at AS createdAt,
         c.last_activity_at AS lastActivityAt, p.user_id AS viewerId, p.archived AS archived,
         (SELECT COUNT(*) FROM messages m WHERE m.conversation_id = c.id AND m.sender_id <> p.user_id
            AND m.created_at > COALESCE(p.last_read_at, :never)) AS unreadCount,
         lm.id AS lastId, lm.sender_id AS lastSenderId, lm.content AS lastContent,
         lm.message_type AS lastType, lm.created_at AS lastCreatedAt
       FROM conversations c
       JOIN conversation_participants p ON p.conversation_id = c.id
       LEFT JOIN messages lm ON lm.id = (SELECT m2.id FROM messages m2 WHERE m2.conversation_id = c.id
         ORDER BY m2.created_at DESC, m2.id DESC LIMIT 1)
       WHERE c.id IN (:ids)${viewers ? ' AND p.user_id IN (:viewers)' : ''}`,
      {
        type: QueryTypes.SELECT,
        replacements: {
          ids: [...conversationIds],
          // Before any message: a member who never read counts them all (and the index still serves the range).
          never: sqlTime(db, new Date(0)),
          ...(viewers ? { viewers: [...viewers] } : {}),
        },
        ...(transaction ? { transaction } : {}),
      },
    ),
    loadConversationMembers(db, conversationIds, transaction),
  ]);
  for (const row of rows) {
    const view = presentConversation(
      {
        id: row.id,
        type: row.type,
        name: row.name,
        description: row.description,
        creatorId: row.creatorId,
        createdAt: toDate(row.createdAt),
        lastActivityAt: toDate(row.lastActivityAt),
        archived: Boolean(Number(row.archived)),
        unreadCount: Number(row.unreadCount),
        lastMessage:
          row.lastId && row.lastSenderId && row.lastContent !== null && row.lastCreatedAt
            ? {
                id: row.lastId,
                senderId: row.lastSenderId,
                content: row.lastContent,
                messageType: row.lastType ?? 'text',
                createdAt: toDate(row.lastCreatedAt),
              }
            : null,
      },
      members.get(row.id)?.participants ?? [],
    );
    views.set(viewKey(row.id, row.viewerId), view);
  }
  return views;
}

/** The members of conversations now, in the order they joined, with their read positions. */
export async function loadConversationMembers(
  db: Database,
  conversationIds: readonly string[],
  transaction?: Transaction,
): Promise<Map<string, ConversationMembers>> {
  const byConversation = new Map<string, ConversationMembers>();
  if (conversationIds.length === 0) return byConversation;
  const rows = await db.sequelize.query<ParticipantRow>(
    `SELECT p.conversation_id AS conversationId, p.user_id AS userId, p.last_read_at AS lastReadAt,
       u.username, u.email, u.first_name AS firstName, u.last_name AS lastName, u.profile_picture AS profilePicture,
       u.subscription_type AS subscriptionType
     FROM conversation_participants p JOIN users u ON u.id = p.user_id
     WHERE p.conversation_id IN (:ids)
     ORDER BY p.created_at, p.user_id`,
    {
      type: QueryTypes.SELECT,
      replacements: { ids: [...conversationIds] },
      ...(transaction ? { transaction } : {}),
    },
  );
  for (const row of rows) {
    let entry = byConversation.get(row.conversationId);
    if (!entry) {
      entry = { participants: [], positions: new Map() };
      byConversation.set(row.conversationId, entry);
    }
    const lastReadAt = row.lastReadAt === null ? null : toDate(row.lastReadAt);
    entry.participants.push({
      id: row.userId,
      _id: row.userId,
      username: usernameOf(row),
      firstName: row.firstName,
      lastName: row.lastName,
      profilePicture: row.profilePicture,
      ...premiumBadgeOf(row),
      lastReadAt: lastReadAt?.toISOString() ?? null,
    });
    (entry.positions as Map<string, Date | null>).set(row.userId, lastReadAt);
  }
  return byConversation;
}

/** Message senders' name blocks by id (members who left a group included). */
export async function loadSenders(
  db: Database,
  userIds: readonly string[],
  transaction?: Transaction,
): Promise<Map<string, MessageSenderDto>> {
  const senders = new Map<string, MessageSenderDto>();
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return senders;
  const rows = await db.models.User.findAll({
    where: { id: ids },
    attributes: ['id', 'username', 'email', 'firstName', 'lastName', 'profilePicture'],
    ...(transaction ? { transaction } : {}),
  });
  for (const user of rows) {
    senders.set(user.id, {
      id: user.id,
      username: usernameOf(user),
      firstName: user.firstName,
      lastName: user.lastName,
      profilePicture: user.profilePicture ?? null,
    });
  }
  return senders;
}
