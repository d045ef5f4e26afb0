import { extractMentions } from '@flock/shared';
import type { Transaction } from 'sequelize';
import type { Models } from '../models/index.js';

/** A post or comment notifies at most this many of the members it @mentions. */
export const MENTION_NOTIFICATIONS_MAX = 20;

/** The members a text @mentions (usernames matched case-insensitively), in order of appearance. */
export async function mentionedMemberIds(
  models: Pick<Models, 'User'>,
  text: string,
  transaction: Transaction,
): Promise<string[]> {
  const usernames = extractMentions(text).slice(0, MENTION_NOTIFICATIONS_MAX);
  if (usernames.length === 0) return [];
  const members = await models.User.findAll({
    where: { usernameLower: usernames },
    attributes: ['id', 'usernameLower'],
    transaction,
  });
  const idByName = new Map(members.map((m) => [m.usernameLower, m.id]));
  return usernames.flatMap((name) => idByName.get(name) ?? []);
}
