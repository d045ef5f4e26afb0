import type { ProfileUpdateSchema } from '@flock/shared';
import type * as z from 'zod/mini';
import type { User } from '../models/User.js';

export async function updateProfile(user: User, values: z.output<typeof ProfileUpdateSchema>): Promise<User> {
  return user.update({ firstName: values.firstName, lastName: values.lastName, bio: values.bio });
}
