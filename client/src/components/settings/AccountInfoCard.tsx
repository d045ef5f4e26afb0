import { UserRound } from 'lucide-react';
import type { SelfUserDto } from '@flock/shared';
import { isPremiumMember } from '../../data/premium';
import { SettingsCard } from './SettingsCard';

export function formatMemberSince(createdAt: string | undefined): string {
  const date = createdAt ? new Date(createdAt) : null;
  if (!date || Number.isNaN(date.getTime())) return 'Unknown';
  return date.toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });
}

export function AccountInfoCard({ user }: { user: SelfUserDto }) {
  const rows: [string, string][] = [
    ['Email', user.email],
    ['Username', `@${user.username}`],
    ['Member since', formatMemberSince(user.createdAt)],
    ['Subscription', isPremiumMember(user) ? 'Premium' : 'Basic'],
  ];
  return (
    <SettingsCard title="Account Information" icon={UserRound}>
      <dl className="account-info">
        {rows.map(([term, value]) => (
          <div key={term} className="account-info-row">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </SettingsCard>
  );
}
