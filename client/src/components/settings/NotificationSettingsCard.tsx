import { Bell } from 'lucide-react';
import type { useMemberSettings } from '../../hooks/useMemberSettings';
import { SettingsCard } from './SettingsCard';
import { Switch } from './Switch';
import { usePushToggle } from './usePushToggle';

type MemberSettings = ReturnType<typeof useMemberSettings>;

export function NotificationSettingsCard(memberSettings: MemberSettings) {
  const { settings, errors, update } = memberSettings;
  const push = usePushToggle(memberSettings);
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
        description="Get notified on this device when something happens, even when Flock is closed."
        checked={push.checked}
        disabled={push.busy}
        error={push.error}
        onChange={(on) => void push.toggle(on)}
      />
    </SettingsCard>
  );
}
