import type { SettingsUpdateSchema } from '@flock/shared';
import type * as z from 'zod/mini';
import type { User } from '../models/User.js';

/** Changes only the settings present in the request. */
export async function updateSettings(
  user: User,
  changes: z.output<typeof SettingsUpdateSchema>,
): Promise<User> {
  const present = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  return Object.keys(present).length > 0 ? user.update(present) : user;
}
