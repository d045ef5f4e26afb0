import { lazy, Suspense, useEffect, useState } from 'react';
import type { AdAnalyticsDto } from '@flock/shared';
import { advertisementsApi } from '../../api/advertisements';
import { isApiError } from '../../api/ApiError';
import { errorText } from '../../data/errorText';
import type { AdRecord } from '../../db/adRecords';
import { Spinner } from '../ui/LoadingScreen';
import { formatCount, formatCtr, formatRupees } from './adFormat';

const AdChart = lazy(() => import('./AdChart'));

type State = { key: string } & (
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; analytics: AdAnalyticsDto }
);

/** One campaign's analytics: the overview and impressions and clicks per day. */
export function AdAnalytics({
  ads,
  selectedId,
  onSelect,
}: {
  ads: AdRecord[];
  selectedId: string | null;
  onSelect(id: string): void;
}) {
  // Without a choice, the newest campaign that has run (an unpaid one has nothing to show yet).
  const ad =
    ads.find((one) => one.id === selectedId) ?? ads.find((one) => one.status !== 'pending') ?? ads[0];
  const [loaded, setState] = useState<State | null>(null);
  const [attempt, setAttempt] = useState(0);
  const key = `${ad?.id}:${attempt}`;
  // What was loaded for another ad (or an earlier attempt) is not shown: this one is loading.
  const state: State = loaded?.key === key ? loaded : { key, status: 'loading' };
  useEffect(() => {
    if (!ad) return;
    let live = true;
    advertisementsApi.analytics(ad.id).then(
      (analytics) => live && setState({ key, status: 'ready', analytics }),
      (error: unknown) =>
        live &&
        setState({
          key,
          status: 'error',
          message:
            isApiError(error) && error.kind === 'network'
              ? 'Analytics load when you are online.'
              : errorText(error, 'Failed to load analytics'),
        }),
    );
    return () => {
      live = false;
    };
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps -- the key names the ad and the attempt

  if (!ad) return <p className="empty-state-text">Create a campaign to see its analytics here.</p>;
  return (
    <section className="ad-analytics" aria-label="Analytics">
      <div className="field">
        <label htmlFor="ad-analytics-pick">Campaign</label>
        <select id="ad-analytics-pick" value={ad.id} onChange={(e) => onSelect(e.target.value)}>
          {ads.map((one) => (
            <option key={one.id} value={one.id}>
              {one.title}
            </option>
          ))}
        </select>
      </div>
      {state.status === 'loading' ? (
        <div className="section-loading">
          <Spinner />
        </div>
      ) : state.status === 'error' ? (
        <div className="card empty-state" role="alert">
          <p className="empty-state-title">{state.message}</p>
          <button type="button" className="btn btn-primary" onClick={() => setAttempt((n) => n + 1)}>
            Retry
          </button>
        </div>
      ) : (
        <AnalyticsView analytics={state.analytics} />
      )}
    </section>
  );
}

function AnalyticsView({ analytics }: { analytics: AdAnalyticsDto }) {
  const { overview, daily } = analytics;
  const figures = [
    ['Impressions', formatCount(overview.total_impressions)],
    ['Clicks', formatCount(overview.total_clicks)],
    ['CTR', formatCtr(overview.ctr)],
    ['Avg. cost per click', formatRupees(overview.avg_cost)],
    ['Spent', `${formatRupees(overview.spent_amount)} of ${formatRupees(overview.budget_amount)}`],
  ];
  return (
    <>
      <dl className="card ad-overview" aria-label="Overview">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {daily.length === 0 ? (
        <p className="card empty-state-text ad-no-data">No impressions or clicks yet.</p>
      ) : (
        <figure className="card ad-chart-card">
          <figcaption>Impressions and clicks per day</figcaption>
          <Suspense fallback={<Spinner />}>
            <AdChart daily={daily} />
          </Suspense>
          <table className="visually-hidden">
            <caption>Impressions and clicks per day</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Impressions</th>
                <th scope="col">Clicks</th>
                <th scope="col">Spent</th>
              </tr>
            </thead>
            <tbody>
              {daily.map((day) => (
                <tr key={day.date}>
                  <th scope="row">{day.date}</th>
                  <td>{day.impressions}</td>
                  <td>{day.clicks}</td>
                  <td>{formatRupees(day.spent)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </figure>
      )}
    </>
  );
}
