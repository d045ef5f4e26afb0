import type { SettingsUpdateInput, UserSettingsDto } from '@flock/shared';
import { request } from './http';

export const settingsApi = {
  get: () => request<{ settings: UserSettingsDto }>('/settings'),
  update: (input: SettingsUpdateInput) =>
    request<{ settings: UserSettingsDto }>('/settings', { method: 'PUT', body: input }),
};
