import { BadgeCheck, Check, Crown } from 'lucide-react';
import type { SubscriptionDetailsDto } from '@flock/shared';
import { DaysRemaining } from './DaysRemaining';
import { statusLabel } from './formatDate';

/** Spec 000 "Subscription page": the Premium Active badge, plan name, status, features and days remaining. */
export function PlanCard({ details, pending }: { details: SubscriptionDetailsDto; pending: boolean }) {
  const premium = details.isPremium;
  return (
    <section className="card subscription-card" aria-labelledby="plan-title">
      <div className="subscription-plan-head">
        <div>
          <p className="muted subscription-kicker">Your plan</p>
          <h2 id="plan-title" className="subscription-plan-name">
            <Crown size={22} aria-hidden="true" />
            {details.plan}
          </h2>
        </div>
        {premium && (
          <span className="premium-active-badge">
            <BadgeCheck size={16} aria-hidden="true" />
            Premium Active
          </span>
        )}
      </div>
      <p className="subscription-status">
        Status:{' '}
        <strong className={`subscription-status-value status-${details.status ?? 'none'}`}>
          {statusLabel(details.status)}
        </strong>
        {pending && <span className="subscription-pending"> (change waiting to be sent)</span>}
      </p>
      {premium && <DaysRemaining days={details.daysRemaining} />}
      <h3 className="subscription-features-title">
        {premium ? 'Your premium features' : 'Premium features'}
      </h3>
      <ul className="subscription-features">
        {details.features.map((feature) => (
          <li key={feature}>
            <Check size={16} aria-hidden="true" />
            {feature}
          </li>
        ))}
      </ul>
    </section>
  );
}
