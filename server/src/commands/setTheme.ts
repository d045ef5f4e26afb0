import type { Theme } from '@flock/shared';
import type { User } from '../models/User.js';

export async function setTheme(user: User, theme: Theme): Promise<User> {
  return user.update({ theme });
}
