import { LIST_MEMBERS_MAX, LISTS_MAX, type ListCreateSchema, type ListUpdateSchema } from '@flock/shared';
import { UniqueConstraintError } from 'sequelize';
import type * as z from 'zod/mini';
import type { AppContext } from '../context.js';
import { isUuid } from '../db/ids.js';
import { AppError } from '../errors.js';
import type { MemberList } from '../models/MemberList.js';
import type { User } from '../models/User.js';
import { findOwnList } from '../policies/listPolicy.js';
import { findListedMember } from '../queries/listedMembers.js';
import { findReplayedRecord } from './clientIds.js';

/** Creating, changing and deleting lists and their members; only the owner does any of it. */

export interface CreatedList {
  list: MemberList;
  created: boolean;
}

/** A new list with its owner as the first member. */
export async function createList(
  ctx: AppContext,
  member: User,
  { id, name, description, isPrivate }: z.output<typeof ListCreateSchema>,
): Promise<CreatedList> {
  const { MemberList, ListMember } = ctx.db.models;
  const find = (listId: string) => MemberList.findByPk(listId);
  const replayed = await findReplayedRecord(id, find, (l) => l.ownerId, member.id);
  if (replayed) return { list: replayed, created: false };
  if ((await MemberList.count({ where: { ownerId: member.id } })) >= LISTS_MAX) {
    throw new AppError('too_many_lists');
  }
  const now = new Date();
  try {
    const list = await ctx.db.sequelize.transaction(async (transaction) => {
      const created = await MemberList.create(
        {
          ...(id ? { id } : {}),
          ownerId: member.id,
          name,
          description: description ?? null,
          isPrivate,
          createdAt: now,
          updatedAt: now,
        },
        { transaction },
      );
      await ListMember.create({ listId: created.id, userId: member.id, createdAt: now }, { transaction });
      return created;
    });
    return { list, created: true };
  } catch (error) {
    const raced = error instanceof UniqueConstraintError && id ? await find(id) : null;
    if (!raced || raced.ownerId !== member.id) throw error;
    return { list: raced, created: false };
  }
}

export async function updateList(
  ctx: AppContext,
  member: User,
  listId: string,
  changes: z.output<typeof ListUpdateSchema>,
): Promise<MemberList> {
  const list = await findOwnList(ctx.db.models, member.id, listId);
  if (changes.name !== undefined) list.name = changes.name;
  if (changes.description !== undefined) list.description = changes.description;
  if (changes.isPrivate !== undefined) list.isPrivate = changes.isPrivate;
  if (list.changed()) {
    list.updatedAt = new Date();
    await list.save();
  }
  return list;
}

export async function deleteList(ctx: AppContext, member: User, listId: string): Promise<void> {
  const list = await findOwnList(ctx.db.models, member.id, listId);
  await list.destroy();
}

/** Adds a listed member; adding one who is there already changes nothing. */
export async function addListMember(
  ctx: AppContext,
  member: User,
  listId: string,
  userId: string,
): Promise<{ list: MemberList; user: User }> {
  const { ListMember } = ctx.db.models;
  const list = await findOwnList(ctx.db.models, member.id, listId);
  const user = await findListedMember(ctx.db.models, userId);
  if (!user) throw new AppError('user_not_found');
  await ctx.db.sequelize.transaction(async (transaction) => {
    const key = { listId: list.id, userId: user.id };
    if ((await ListMember.count({ where: key, transaction })) > 0) return;
    if ((await ListMember.count({ where: { listId: list.id }, transaction })) >= LIST_MEMBERS_MAX) {
      throw new AppError('list_full');
    }
    await ListMember.bulkCreate([{ ...key, createdAt: new Date() }], { transaction, ignoreDuplicates: true });
  });
  return { list, user };
}

/** Takes a member off the list (never its owner); one not on it is already off. */
export async function removeListMember(
  ctx: AppContext,
  member: User,
  listId: string,
  userId: string,
): Promise<MemberList> {
  const list = await findOwnList(ctx.db.models, member.id, listId);
  if (userId === list.ownerId) throw new AppError('cannot_remove_list_owner');
  if (isUuid(userId)) await ctx.db.models.ListMember.destroy({ where: { listId: list.id, userId } });
  return list;
}
