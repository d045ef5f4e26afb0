import { Bell } from 'lucide-react';
import type { useMemberSettings } from '../../hooks/useMemberSettings';
import { SettingsCard } from './SettingsCard';
import { Switch } from './Switch';

type MemberSettings = ReturnType<typeof useMemberSettings>;

export function NotificationSettingsCard({ settings, errors, update }: MemberSettings) {
  return (
    <SettingsCard title="Notifications" icon={Bell}>
      <Switch
        label="Email notifications"
        description="Get an email about new followers, likes and comments."
        checked={settings.emailNotifications}
        error={errors.emailNotifications}
        onChange={(on) => void update('emailNotifications', on)}
      />
      <Switch
        label="Push notifications"
        description="Get notified on this device when something happens."
        checked={settings.pushNotifications}
        error={errors.pushNotifications}
        onChange={(on) => void update('pushNotifications', on)}
      />
    </SettingsCard>
  );
}
