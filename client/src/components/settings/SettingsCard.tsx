import { useId, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

interface SettingsCardProps {
  title: string;
  icon: LucideIcon;
  tone?: 'default' | 'danger';
  children: ReactNode;
}

export function SettingsCard({ title, icon: Icon, tone = 'default', children }: SettingsCardProps) {
  const headingId = useId();
  return (
    <section
      className={`card settings-card${tone === 'danger' ? ' settings-card-danger' : ''}`}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className="settings-card-title">
        <Icon size={20} aria-hidden="true" />
        {title}
      </h2>
      {children}
    </section>
  );
}
