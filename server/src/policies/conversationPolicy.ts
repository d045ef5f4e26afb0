import type { Transaction } from 'sequelize';
import { isUuid } from '../db/ids.js';
import { AppError } from '../errors.js';
import type { Conversation } from '../models/Conversation.js';
import type { ConversationParticipant } from '../models/ConversationParticipant.js';
import type { Models } from '../models/index.js';

export interface MemberConversation {
  conversation: Conversation;
  participant: ConversationParticipant;
}

/**
 * A conversation the member is in, by its id or by an id the member's device gave it offline
 * (ConversationAlias). Anyone else gets 404, as if it did not exist. `lock` takes the conversation's
 * row for the rest of the transaction, so its messages are numbered one at a time.
 */
export async function findMemberConversation(
  models: Models,
  memberId: string,
  id: string,
  options: { transaction?: Transaction; lock?: boolean } = {},
): Promise<MemberConversation> {
  if (!isUuid(id)) throw new AppError('conversation_not_found');
  const { transaction } = options;
  const inTransaction = transaction ? { transaction } : {};
  const own = (conversationId: string) =>
    models.ConversationParticipant.findOne({ where: { conversationId, userId: memberId }, ...inTransaction });
  let participant = await own(id);
  if (!participant) {
    const alias = await models.ConversationAlias.findOne({
      where: { id, userId: memberId },
      ...inTransaction,
    });
    if (alias) participant = await own(alias.conversationId);
  }
  if (!participant) throw new AppError('conversation_not_found');
  const conversation = await models.Conversation.findByPk(participant.conversationId, {
    ...inTransaction,
    ...(options.lock && transaction ? { lock: true } : {}),
  });
  if (!conversation) throw new AppError('conversation_not_found');
  return { conversation, participant };
}
