import { MESSAGE_MESSAGES, type MessageDto, type MessageSendValues } from '@flock/shared';
import { UniqueConstraintError } from 'sequelize';
import type { AppContext } from '../context.js';
import { AppError, validationError } from '../errors.js';
import type { Message } from '../models/Message.js';
import type { User } from '../models/User.js';
import { deliverMessage } from '../messaging/deliverMessage.js';
import { findMemberConversation } from '../policies/conversationPolicy.js';
import { loadConversationMembers } from '../queries/conversationViews.js';
import { presentMessages, toMessageFields } from '../queries/messagePage.js';

export interface SentMessage {
  message: MessageDto;
  created: boolean;
}

/**
 * Posts a message in a conversation the member is in. Messages of a conversation are written one at
 * a time (its row is locked) and each is later than the one before, so arrival order is their order.
 * The conversation comes back to everyone's list (archived or not) at the top; the sender has read
 * everything up to their own message. A message id sent again answers the message it made.
 */
export async function sendMessage(
  ctx: AppContext,
  member: User,
  conversationId: string,
  values: MessageSendValues,
): Promise<SentMessage> {
  const { models } = ctx.db;
  const replayed = await findOwnMessage(ctx, member, conversationId, values.id);
  if (replayed) return { message: await presentOne(ctx, replayed, member.id), created: false };
  try {
    const message = await ctx.db.sequelize.transaction(async (transaction) => {
      const { conversation, participant } = await findMemberConversation(models, member.id, conversationId, {
        transaction,
        lock: true,
      });
      if (values.replyToMessageId) {
        const target = await models.Message.findOne({
          where: { id: values.replyToMessageId, conversationId: conversation.id },
          attributes: ['id'],
          transaction,
        });
        if (!target) throw validationError([{ path: 'replyToMessageId', msg: MESSAGE_MESSAGES.replyTo }]);
      }
      const now = Date.now();
      const previous = conversation.lastMessageAt?.getTime() ?? 0;
      const at = new Date(Math.max(now, previous + 1));
      const created = await models.Message.create(
        {
          ...(values.id ? { id: values.id } : {}),
          conversationId: conversation.id,
          senderId: member.id,
          content: values.content,
          messageType: values.messageType,
          mediaUrl: values.mediaUrl ?? null,
          replyToMessageId: values.replyToMessageId ?? null,
          createdAt: at,
          updatedAt: at,
        },
        { transaction },
      );
      await conversation.update({ lastActivityAt: at, lastMessageAt: at, updatedAt: at }, { transaction });
      await models.ConversationParticipant.update(
        { activityAt: at, archived: false, updatedAt: at },
        { where: { conversationId: conversation.id }, transaction },
      );
      // Writing in a conversation reads it: the others' messages before this one are read by the sender.
      const hadUnread =
        previous > 0 && (participant.lastReadAt === null || participant.lastReadAt.getTime() < previous);
      await participant.update({ lastReadAt: at }, { transaction });
      transaction.afterCommit(() => deliverMessage(ctx, created, { readUpTo: hadUnread }));
      return created;
    });
    return { message: await presentOne(ctx, message, member.id), created: true };
  } catch (error) {
    const raced =
      error instanceof UniqueConstraintError
        ? await findOwnMessage(ctx, member, conversationId, values.id)
        : null;
    if (!raced) throw error;
    return { message: await presentOne(ctx, raced, member.id), created: false };
  }
}

/**
 * A message this id already names: the member's own in this conversation is a replay; anyone else's,
 * or one elsewhere, is a conflict.
 */
async function findOwnMessage(
  ctx: AppContext,
  member: User,
  conversationId: string,
  id: string | undefined,
): Promise<Message | null> {
  if (!id) return null;
  const existing = await ctx.db.models.Message.findByPk(id);
  if (!existing) return null;
  if (existing.senderId !== member.id) throw new AppError('id_conflict');
  const { conversation } = await findMemberConversation(ctx.db.models, member.id, conversationId);
  if (conversation.id !== existing.conversationId) throw new AppError('id_conflict');
  return existing;
}

async function presentOne(ctx: AppContext, message: Message, viewerId: string): Promise<MessageDto> {
  const members = await loadConversationMembers(ctx.db, [message.conversationId]);
  const positions = members.get(message.conversationId)?.positions ?? new Map();
  const [dto] = await presentMessages(ctx.db, [toMessageFields(message)], viewerId, positions);
  return dto!;
}
