import type { Transaction } from 'sequelize';
import type { AppContext } from '../context.js';
import { announceConversation } from './announceConversation.js';

/**
 * A member's account is being deleted (in `transaction`): their messages and their place in
 * conversations go with it (foreign keys cascade), the conversations stay. Once committed, the other
 * members get each conversation again as it is now, so their devices drop the messages and show a
 * direct conversation's other side as a deleted member.
 */
export async function announceDepartureOnCommit(
  ctx: AppContext,
  userId: string,
  transaction: Transaction,
): Promise<void> {
  const rows = await ctx.db.models.ConversationParticipant.findAll({
    where: { userId },
    attributes: ['conversationId'],
    transaction,
  });
  const conversationIds = rows.map((r) => r.conversationId);
  if (conversationIds.length === 0) return;
  transaction.afterCommit(async () => {
    for (const conversationId of conversationIds) await announceConversation(ctx, conversationId);
  });
}
