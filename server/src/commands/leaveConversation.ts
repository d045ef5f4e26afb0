import type { AppContext } from '../context.js';
import { AppError } from '../errors.js';
import type { User } from '../models/User.js';
import { announceConversation } from '../messaging/announceConversation.js';
import { findMemberConversation } from '../policies/conversationPolicy.js';

/**
 * The member leaves a group: it goes from their list and they can no longer read or write there;
 * their messages stay for the others, who go on as before. The last one out takes the group with
 * them. A direct conversation cannot be left (it can be archived).
 */
export async function leaveConversation(
  ctx: AppContext,
  member: User,
  conversationId: string,
): Promise<void> {
  const { models } = ctx.db;
  await ctx.db.sequelize.transaction(async (transaction) => {
    const { conversation, participant } = await findMemberConversation(models, member.id, conversationId, {
      transaction,
      lock: true,
    });
    if (conversation.type !== 'group') throw new AppError('cannot_leave_direct_conversation');
    await participant.destroy({ transaction });
    await models.ConversationAlias.destroy({
      where: { conversationId: conversation.id, userId: member.id },
      transaction,
    });
    const remaining = await models.ConversationParticipant.count({
      where: { conversationId: conversation.id },
      transaction,
    });
    if (remaining === 0) await conversation.destroy({ transaction });
    transaction.afterCommit(async () => {
      ctx.realtime.emitToUser(member.id, 'conversation_removed', { conversationId: conversation.id });
      if (remaining > 0) await announceConversation(ctx, conversation.id);
    });
  });
}
