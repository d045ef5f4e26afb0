import { useId } from 'react';
import { Shield } from 'lucide-react';
import { PROFILE_VISIBILITIES, type ProfileVisibility } from '@flock/shared';
import type { useMemberSettings } from '../../hooks/useMemberSettings';
import { SettingsCard } from './SettingsCard';
import { Switch } from './Switch';
import { AppLink } from '../ui/AppLink';

type MemberSettings = ReturnType<typeof useMemberSettings>;

const VISIBILITY_LABELS: Record<ProfileVisibility, string> = {
  public: 'Public',
  followers: 'Followers only',
  private: 'Private',
};

/** Profile visibility other than public is a premium control ("advanced privacy controls"). */
export function PrivacyCard({ settings, errors, update, premium }: MemberSettings & { premium: boolean }) {
  const id = useId();
  return (
    <SettingsCard title="Privacy & Security" icon={Shield}>
      <div className="setting-row">
        <div className="setting-text">
          <label htmlFor={id} className="setting-label">
            Profile visibility
          </label>
          <span id={`${id}-desc`} className="setting-description">
            Who can see your profile and posts.
            {!premium && (
              <>
                {' '}
                Followers only and Private are Premium features.{' '}
                <AppLink to="/dashboard?section=subscription-details">Get Premium</AppLink>
              </>
            )}
          </span>
          {errors.profileVisibility && (
            <span id={`${id}-error`} className="field-error" role="alert">
              {errors.profileVisibility}
            </span>
          )}
        </div>
        <select
          id={id}
          className="setting-select"
          value={settings.profileVisibility}
          aria-describedby={errors.profileVisibility ? `${id}-desc ${id}-error` : `${id}-desc`}
          onChange={(event) => void update('profileVisibility', event.target.value as ProfileVisibility)}
        >
          {PROFILE_VISIBILITIES.map((value) => {
            const locked = !premium && value !== 'public' && settings.profileVisibility !== value;
            return (
              <option key={value} value={value} disabled={locked}>
                {VISIBILITY_LABELS[value]}
                {locked ? ' (Premium)' : ''}
              </option>
            );
          })}
        </select>
      </div>
      <Switch
        label="Two-factor authentication"
        description="Ask for a second step when you sign in."
        checked={settings.twoFactorEnabled}
        error={errors.twoFactorEnabled}
        onChange={(on) => void update('twoFactorEnabled', on)}
      />
    </SettingsCard>
  );
}
