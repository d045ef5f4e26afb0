import type { SubscriptionDetailsDto } from '@flock/shared';
import { formatDate } from './formatDate';

/** Start date, Next Billing (Access Ends once canceled) and the billing period. */
export function SubscriptionDates({ details }: { details: SubscriptionDetailsDto }) {
  const canceled = details.status === 'canceled';
  const rows: [string, string][] = [
    ['Start date', formatDate(details.startDate)],
    canceled
      ? ['Access Ends', formatDate(details.accessUntil)]
      : ['Next Billing', formatDate(details.nextBillingDate ?? details.currentPeriodEnd)],
    ['Billing period', `${formatDate(details.currentPeriodStart)} – ${formatDate(details.currentPeriodEnd)}`],
  ];
  return (
    <section className="card subscription-card" aria-labelledby="dates-title">
      <h2 id="dates-title" className="subscription-card-title">
        Billing
      </h2>
      <dl className="subscription-dates">
        {rows.map(([term, value]) => (
          <div key={term} className="subscription-date-row">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
