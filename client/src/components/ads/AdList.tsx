import { BarChart3, CreditCard, Pause, Play } from 'lucide-react';
import type { AdRecord } from '../../db/adRecords';
import { formatCount, formatCtr, formatRupees, STATUS_LABELS } from './adFormat';

interface AdListProps {
  ads: AdRecord[];
  /** Ads whose create has not reached the server yet: they cannot be paid for so far. */
  unsent: Set<string>;
  payingId: string | null;
  onPay(ad: AdRecord): void;
  onPause(ad: AdRecord, paused: boolean): void;
  onAnalytics(ad: AdRecord): void;
}

/** The member's campaigns: status, budget, spend, impressions, clicks, CTR; Pause, Resume or Pay. */
export function AdList({ ads, unsent, payingId, onPay, onPause, onAnalytics }: AdListProps) {
  return (
    <ul className="ad-list" aria-label="Your advertisements">
      {ads.map((ad) => (
        <li key={ad.id} className="card ad-row">
          <div className="ad-row-head">
            <h4 className="ad-row-title">{ad.title}</h4>
            <span className={`ad-status ad-status-${ad.status}`}>{STATUS_LABELS[ad.status]}</span>
          </div>
          {ad.rejection_reason && <p className="ad-row-note">Rejected: {ad.rejection_reason}</p>}
          <dl className="ad-numbers">
            <div>
              <dt>Budget</dt>
              <dd>
                {formatRupees(ad.budget_amount)}{' '}
                <span className="ad-budget-type">{ad.budget_type.toUpperCase()}</span>
              </dd>
            </div>
            <div>
              <dt>Spent</dt>
              <dd>{formatRupees(ad.spent_amount)}</dd>
            </div>
            <div>
              <dt>Impressions</dt>
              <dd>{formatCount(ad.total_impressions)}</dd>
            </div>
            <div>
              <dt>Clicks</dt>
              <dd>{formatCount(ad.total_clicks)}</dd>
            </div>
            <div>
              <dt>CTR</dt>
              <dd>{formatCtr(ad.ctr)}</dd>
            </div>
          </dl>
          <div className="ad-row-actions">
            {ad.status === 'pending' &&
              (unsent.has(ad.id) ? (
                <span className="ad-row-note">Waiting to be sent; payment opens once it is.</span>
              ) : (
                <button
                  type="button"
                  className="btn btn-primary btn-sm"
                  aria-disabled={payingId !== null || undefined}
                  onClick={() => payingId === null && onPay(ad)}
                >
                  <CreditCard size={16} aria-hidden="true" />
                  {payingId === ad.id ? 'Paying…' : `Pay ${formatRupees(ad.budget_amount)}`}
                </button>
              ))}
            {ad.status === 'active' && (
              <button type="button" className="btn btn-secondary btn-sm" onClick={() => onPause(ad, true)}>
                <Pause size={16} aria-hidden="true" />
                Pause<span className="visually-hidden"> {ad.title}</span>
              </button>
            )}
            {ad.status === 'paused' && (
              <button type="button" className="btn btn-secondary btn-sm" onClick={() => onPause(ad, false)}>
                <Play size={16} aria-hidden="true" />
                Resume<span className="visually-hidden"> {ad.title}</span>
              </button>
            )}
            {!unsent.has(ad.id) && (
              <button type="button" className="btn btn-ghost btn-sm" onClick={() => onAnalytics(ad)}>
                <BarChart3 size={16} aria-hidden="true" />
                Analytics<span className="visually-hidden"> of {ad.title}</span>
              </button>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
