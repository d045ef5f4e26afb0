import {
  MESSAGE_MESSAGES,
  GROUP_OTHER_MEMBERS_MIN,
  type ConversationCreateValues,
  type ConversationDto,
  type ConversationType,
} from '@flock/shared';
import { UniqueConstraintError, type Transaction } from 'sequelize';
import type { AppContext } from '../context.js';
import { AppError, validationError } from '../errors.js';
import { directKeyOf, type Conversation } from '../models/Conversation.js';
import type { User } from '../models/User.js';
import { announceConversation } from '../messaging/announceConversation.js';
import { findMemberConversation } from '../policies/conversationPolicy.js';
import { loadConversationViews, viewKey } from '../queries/conversationViews.js';
import { listedUserWhere } from '../queries/listedMembers.js';

export interface CreatedConversation {
  conversation: ConversationDto;
  /** The conversation existed already (the pair's direct one, or a replay of this create). */
  existing: boolean;
}

/**
 * Starts a conversation with listed members. A direct one with someone the member already talks to
 * answers that conversation (`existing`); the id the device gave it then becomes another name for it,
 * so what the device queued under that id arrives. A group is always new.
 */
export async function createConversation(
  ctx: AppContext,
  member: User,
  values: ConversationCreateValues,
): Promise<CreatedConversation> {
  const others = values.participantIds.filter((id) => id !== member.id);
  const type: ConversationType = values.type ?? (others.length > 1 ? 'group' : 'direct');
  checkMembersFor(type, others.length);
  const listed = await ctx.db.models.User.count({ where: { id: others, ...listedUserWhere } });
  if (listed !== others.length) throw new AppError('user_not_found');

  const replayed = await findReplayed(ctx, member, values.id);
  if (replayed) return { conversation: await viewFor(ctx, replayed, member.id), existing: true };

  const attempt = () =>
    ctx.db.sequelize.transaction(async (transaction) => {
      if (type === 'direct') {
        const existing = await ctx.db.models.Conversation.findOne({
          where: { directKey: directKeyOf(member.id, others[0]!) },
          transaction,
        });
        if (existing)
          return { id: await reopen(ctx, member, existing, values.id, transaction), existing: true };
      }
      const created = await insertConversation(ctx, member, type, others, values, transaction);
      transaction.afterCommit(() => announceConversation(ctx, created.id));
      return { id: created.id, existing: false };
    });

  let outcome: { id: string; existing: boolean };
  try {
    outcome = await attempt();
  } catch (error) {
    // Another request made the pair's conversation, or this id, in the meantime: answer that one.
    if (!(error instanceof UniqueConstraintError)) throw error;
    const raced = await findReplayed(ctx, member, values.id);
    outcome = raced ? { id: raced, existing: true } : await attempt();
  }
  return { conversation: await viewFor(ctx, outcome.id, member.id), existing: outcome.existing };
}

function checkMembersFor(type: ConversationType, others: number): void {
  const problem =
    others === 0
      ? MESSAGE_MESSAGES.participantsRequired
      : type === 'direct' && others !== 1
        ? MESSAGE_MESSAGES.directNeedsOne
        : type === 'group' && others < GROUP_OTHER_MEMBERS_MIN
          ? MESSAGE_MESSAGES.groupNeedsTwo
          : null;
  if (problem) throw validationError([{ path: 'participantIds', msg: problem }]);
}

/**
 * The conversation a client id already names for this member: one they created (a replayed create)
 * or an alias their device gave one. Anything else with that id is a conflict.
 */
async function findReplayed(ctx: AppContext, member: User, id: string | undefined): Promise<string | null> {
  if (!id) return null;
  const { Conversation, ConversationAlias } = ctx.db.models;
  const [conversation, alias] = await Promise.all([
    Conversation.findByPk(id, { attributes: ['id', 'creatorId'] }),
    ConversationAlias.findByPk(id),
  ]);
  if (!conversation && !alias) return null;
  const own = conversation ? conversation.creatorId === member.id : alias?.userId === member.id;
  if (!own) throw new AppError('id_conflict');
  try {
    return (await findMemberConversation(ctx.db.models, member.id, id)).conversation.id;
  } catch (error) {
    throw error instanceof AppError ? new AppError('id_conflict') : error;
  }
}

/** The pair's direct conversation again: back in the member's list, and known by the device's id too. */
async function reopen(
  ctx: AppContext,
  member: User,
  conversation: Conversation,
  clientId: string | undefined,
  transaction: Transaction,
): Promise<string> {
  const { ConversationParticipant, ConversationAlias } = ctx.db.models;
  const [unarchived] = await ConversationParticipant.update(
    { archived: false },
    { where: { conversationId: conversation.id, userId: member.id, archived: true }, transaction },
  );
  if (clientId && clientId !== conversation.id) {
    await ConversationAlias.create(
      { id: clientId, conversationId: conversation.id, userId: member.id, createdAt: new Date() },
      { transaction },
    );
  }
  if (unarchived > 0) transaction.afterCommit(() => announceConversation(ctx, conversation.id, [member.id]));
  return conversation.id;
}

async function insertConversation(
  ctx: AppContext,
  member: User,
  type: ConversationType,
  others: string[],
  values: ConversationCreateValues,
  transaction: Transaction,
): Promise<Conversation> {
  const { Conversation, ConversationParticipant } = ctx.db.models;
  const now = new Date();
  const group = type === 'group';
  const conversation = await Conversation.create(
    {
      ...(values.id ? { id: values.id } : {}),
      type,
      name: group ? (values.name ?? null) : null,
      description: group ? (values.description ?? null) : null,
      creatorId: member.id,
      directKey: group ? null : directKeyOf(member.id, others[0]!),
      lastActivityAt: now,
      lastMessageAt: null,
      createdAt: now,
      updatedAt: now,
    },
    { transaction },
  );
  await ConversationParticipant.bulkCreate(
    [member.id, ...others].map((userId, i) => ({
      conversationId: conversation.id,
      userId,
      activityAt: now,
      // Members are listed in the order they joined: the creator, then the others as chosen.
      createdAt: new Date(now.getTime() + i),
      updatedAt: now,
    })),
    { transaction },
  );
  return conversation;
}

export async function viewFor(
  ctx: AppContext,
  conversationId: string,
  memberId: string,
): Promise<ConversationDto> {
  const views = await loadConversationViews(ctx.db, [conversationId], [memberId]);
  const view = views.get(viewKey(conversationId, memberId));
  if (!view) throw new AppError('conversation_not_found');
  return view;
}
