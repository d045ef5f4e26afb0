import type { ConversationDto } from '@flock/shared';
import type { AppContext } from '../context.js';
import type { User } from '../models/User.js';
import { announceConversation } from '../messaging/announceConversation.js';
import { findMemberConversation } from '../policies/conversationPolicy.js';
import { viewFor } from './createConversation.js';

/** Archives a conversation for the member alone (or brings it back); their other devices follow. */
export async function archiveConversation(
  ctx: AppContext,
  member: User,
  conversationId: string,
  archived: boolean,
): Promise<ConversationDto> {
  const id = await ctx.db.sequelize.transaction(async (transaction) => {
    const { conversation, participant } = await findMemberConversation(
      ctx.db.models,
      member.id,
      conversationId,
      {
        transaction,
      },
    );
    if (participant.archived !== archived) {
      await participant.update({ archived }, { transaction });
      transaction.afterCommit(() => announceConversation(ctx, conversation.id, [member.id]));
    }
    return conversation.id;
  });
  return viewFor(ctx, id, member.id);
}
