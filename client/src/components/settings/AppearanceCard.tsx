import { Palette } from 'lucide-react';
import { useTheme } from '../../theme/useTheme';
import { SettingsCard } from './SettingsCard';
import { Switch } from './Switch';

export function AppearanceCard() {
  const { theme, setTheme } = useTheme();
  return (
    <SettingsCard title="Appearance" icon={Palette}>
      <Switch
        label="Dark mode"
        description="Use the dark colour scheme on this and your other devices."
        checked={theme === 'dark'}
        onChange={(dark) => setTheme(dark ? 'dark' : 'light')}
      />
    </SettingsCard>
  );
}
