import { Op } from 'sequelize';
import type { ConversationReadDto } from '@flock/shared';
import type { AppContext } from '../context.js';
import type { User } from '../models/User.js';
import { findMemberConversation } from '../policies/conversationPolicy.js';

/**
 * Reads a conversation up to a message (what the member's device showed), or to its newest message.
 * A read position only moves forward; when it moves, every device of every member hears it (the
 * others' ticks turn read, the member's other devices clear the badge).
 */
export async function markConversationRead(
  ctx: AppContext,
  member: User,
  conversationId: string,
  upTo: string | null | undefined,
): Promise<ConversationReadDto> {
  const { models } = ctx.db;
  const result = await ctx.db.sequelize.transaction(async (transaction) => {
    const { conversation, participant } = await findMemberConversation(models, member.id, conversationId, {
      transaction,
    });
    // A message gone since (its author deleted their account) reads as "everything".
    const target = upTo
      ? await models.Message.findOne({
          where: { id: upTo, conversationId: conversation.id },
          attributes: ['createdAt'],
          transaction,
        })
      : null;
    const readTo = target?.createdAt ?? conversation.lastMessageAt ?? null;
    const current = participant.lastReadAt;
    const moved = readTo !== null && (current === null || readTo.getTime() > current.getTime());
    if (moved) {
      await participant.update({ lastReadAt: readTo }, { transaction });
      const userIds = (
        await models.ConversationParticipant.findAll({
          where: { conversationId: conversation.id },
          attributes: ['userId'],
          transaction,
        })
      ).map((p) => p.userId);
      transaction.afterCommit(() =>
        ctx.realtime.emitToUsers(userIds, 'messages_read', {
          conversationId: conversation.id,
          userId: member.id,
          lastReadAt: readTo.toISOString(),
        }),
      );
    }
    const lastReadAt = moved ? readTo : current;
    const unread = await models.Message.count({
      where: {
        conversationId: conversation.id,
        senderId: { [Op.ne]: member.id },
        ...(lastReadAt ? { createdAt: { [Op.gt]: lastReadAt } } : {}),
      },
      transaction,
    });
    return {
      conversationId: conversation.id,
      lastReadAt: lastReadAt?.toISOString() ?? null,
      unread_count: unread,
    };
  });
  return result;
}
