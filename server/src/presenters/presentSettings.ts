import type { UserSettingsDto } from '@flock/shared';
import type { User } from '../models/User.js';

export function presentSettings(user: User): UserSettingsDto {
  return {
    emailNotifications: user.emailNotifications,
    pushNotifications: user.pushNotifications,
    profileVisibility: user.profileVisibility,
    twoFactorEnabled: user.twoFactorEnabled,
  };
}
