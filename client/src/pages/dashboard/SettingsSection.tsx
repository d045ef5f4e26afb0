import { isPremiumMember } from '../../data/premium';
import { AccountInfoCard } from '../../components/settings/AccountInfoCard';
import { AppearanceCard } from '../../components/settings/AppearanceCard';
import { DangerZoneCard } from '../../components/settings/DangerZoneCard';
import { DataSaverCard } from '../../components/settings/DataSaverCard';
import { NotificationSettingsCard } from '../../components/settings/NotificationSettingsCard';
import { PrivacyCard } from '../../components/settings/PrivacyCard';
import { PushDeviceCard } from '../../components/settings/PushDeviceCard';
import { ThemePreviewCard } from '../../components/settings/ThemePreviewCard';
import { useOwnProfile } from '../../data/profile';
import { useMemberSettings } from '../../hooks/useMemberSettings';
import '../../components/settings/Settings.css';

/** Spec 000 "Settings". */
export default function SettingsSection() {
  const user = useOwnProfile();
  const memberSettings = useMemberSettings();
  if (!user) return null;
  return (
    <section className="section" aria-labelledby="section-title">
      <div>
        <h1 id="section-title" className="section-title">
          Settings
        </h1>
        <p className="muted section-subtitle">Manage how Flock looks, what it tells you and who sees you.</p>
      </div>
      <div className="settings-cards">
        <AppearanceCard />
        <NotificationSettingsCard {...memberSettings} />
        <PushDeviceCard pushOn={memberSettings.settings.pushNotifications} />
        <PrivacyCard {...memberSettings} premium={isPremiumMember(user)} />
        <DataSaverCard />
        <AccountInfoCard user={user} />
        <ThemePreviewCard user={user} />
        <DangerZoneCard />
      </div>
    </section>
  );
}
