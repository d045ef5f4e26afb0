import { Op, type WhereOptions } from 'sequelize';
import { isUuid } from '../db/ids.js';
import type { Models } from '../models/index.js';
import type { User } from '../models/User.js';

/**
 * Listed members are active and verified: the only ones profiles, people lists, search and the
 * follow counts show. The same rule as SQL (on the users row `alias`) and as a model filter.
 */
export const listedUserSql = (alias: string) =>
  `${alias}.is_active = 1 AND ${alias}.email_verified_at IS NOT NULL`;

export const listedUserWhere: WhereOptions<User> = { isActive: true, emailVerifiedAt: { [Op.ne]: null } };

/** A listed member by id or by username (any case). */
export function findListedMember(models: Pick<Models, 'User'>, idOrUsername: string): Promise<User | null> {
  const usernameLower = idOrUsername.toLowerCase();
  const key = isUuid(idOrUsername) ? { id: idOrUsername } : { usernameLower };
  return models.User.findOne({ where: { ...key, ...listedUserWhere } });
}
