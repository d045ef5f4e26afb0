import { Smartphone } from 'lucide-react';
import type { PushActionState, PushLogView } from '../../data/pushLog';
import { usePushLog } from '../../data/pushLog';
import { SettingsCard } from './SettingsCard';
import { usePushDeviceCheck, type PushDeviceCheck } from './usePushDeviceCheck';

const ACTION_STATE: Record<PushActionState, string> = {
  waiting: 'waiting to be sent',
  failed: 'could not be applied',
  sent: 'done',
};

export function formatMoment(at: string | number): string {
  return new Date(at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

function statusText(check: PushDeviceCheck): string {
  switch (check.status) {
    case 'checking':
      return 'Checking…';
    case 'unsupported':
      return 'Not supported in this browser';
    case 'none':
      return 'Not subscribed';
    case 'subscribed':
      if (check.serverError) return 'Subscribed (not checked with the server)';
      return check.device ? 'Subscribed' : 'Subscribed here, unknown to the server';
  }
}

function rows(check: PushDeviceCheck, log: PushLogView | undefined): [string, string][] {
  const list: [string, string][] = [['Status', statusText(check)]];
  if (check.status === 'subscribed' && check.device)
    list.push(['Since', formatMoment(check.device.createdAt)]);
  const last = log?.lastPush;
  list.push(['Last push received', last ? `${formatMoment(last.receivedAt)}: ${last.body}` : 'None yet']);
  const action = log?.lastAction;
  if (action) {
    list.push([
      'Last notification action',
      `${action.label}, ${ACTION_STATE[action.state]} (${formatMoment(action.at)})`,
    ]);
  }
  return list;
}

/** Whether this device gets pushes, since when, the last one, and a test push to check it. */
export function PushDeviceCard({ pushOn }: { pushOn: boolean }) {
  const log = usePushLog();
  const { check, testing, testResult, sendTest } = usePushDeviceCheck(pushOn, log?.device?.endpoint ?? '');
  return (
    <SettingsCard title="This device's push" icon={Smartphone}>
      <dl className="account-info push-device-info" aria-busy={check.status === 'checking'}>
        {rows(check, log).map(([term, value]) => (
          <div key={term} className="account-info-row">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {check.status === 'subscribed' && check.serverError && (
        <p className="push-device-note muted">{check.serverError}</p>
      )}
      {check.status === 'none' && (
        <p className="push-device-note muted">Turn on Push notifications above to get them on this device.</p>
      )}
      {check.status === 'subscribed' && (
        <div className="setting-row">
          <div className="setting-text">
            <span className="setting-label">Check this device</span>
            <span className="setting-description">Flock sends a notification to this device only.</span>
          </div>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => void sendTest()}
            disabled={testing}
          >
            {testing ? 'Sending…' : 'Send a test notification'}
          </button>
        </div>
      )}
      <p role="status" className={`push-device-note${testResult && !testResult.ok ? ' field-error' : ''}`}>
        {testResult?.text}
      </p>
    </SettingsCard>
  );
}
