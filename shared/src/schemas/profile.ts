import * as z from 'zod/mini';
import { PROFILE_VISIBILITIES } from '../constants.js';
import { bioField, personName } from './fields.js';

export const ProfileUpdateSchema = z.object({
  firstName: personName('First name'),
  lastName: personName('Last name'),
  bio: z._default(bioField, ''),
});
export type ProfileUpdateInput = z.input<typeof ProfileUpdateSchema>;

export const SettingsUpdateSchema = z.partial(
  z.object({
    emailNotifications: z.boolean({ error: 'emailNotifications must be true or false' }),
    pushNotifications: z.boolean({ error: 'pushNotifications must be true or false' }),
    profileVisibility: z.enum(PROFILE_VISIBILITIES, {
      error: 'Profile visibility must be public, followers or private',
    }),
    twoFactorEnabled: z.boolean({ error: 'twoFactorEnabled must be true or false' }),
  }),
);
export type SettingsUpdateInput = z.input<typeof SettingsUpdateSchema>;
