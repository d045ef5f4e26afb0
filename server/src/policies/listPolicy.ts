import type { Transaction } from 'sequelize';
import { isUuid } from '../db/ids.js';
import { AppError } from '../errors.js';
import type { Models } from '../models/index.js';
import type { MemberList } from '../models/MemberList.js';

/**
 * A public list may be read by any member; a private one is its owner's alone and 404 list_not_found
 * to everyone else, like a missing one. Only the owner changes a list (403 list_owner_only to others).
 */
export async function findReadableList(
  models: Pick<Models, 'MemberList'>,
  viewerId: string,
  listId: string,
  transaction?: Transaction,
): Promise<MemberList> {
  const list = isUuid(listId) ? await models.MemberList.findByPk(listId, { transaction }) : null;
  if (!list || (list.isPrivate && list.ownerId !== viewerId)) throw new AppError('list_not_found');
  return list;
}

export async function findOwnList(
  models: Pick<Models, 'MemberList'>,
  memberId: string,
  listId: string,
  transaction?: Transaction,
): Promise<MemberList> {
  const list = await findReadableList(models, memberId, listId, transaction);
  if (list.ownerId !== memberId) throw new AppError('list_owner_only');
  return list;
}
