import { useId } from 'react';
import { Gauge } from 'lucide-react';
import { DATA_SAVER_CHOICES, type DataSaverChoice } from '@flock/shared';
import { useDataMeter } from '../../data/dataMeter';
import { setDataSaverChoice, useDataSaver } from '../../data/dataSaver';
import { formatBytes } from './formatBytes';
import { SettingsCard } from './SettingsCard';
import './dataSaver.css';

const CHOICE_LABELS: Record<DataSaverChoice, { label: string; description: string }> = {
  automatic: {
    label: 'Automatic',
    description: 'On when your browser asks to save data or the connection is slow or metered',
  },
  on: { label: 'On', description: 'Always' },
  off: { label: 'Off', description: 'Full-size images and video previews' },
};

/** Data saver: the choice for this device, whether it is on now, and what the worker counted. */
export function DataSaverCard() {
  const saver = useDataSaver();
  const meter = useDataMeter();
  const statusId = useId();
  const status = saver.active
    ? `Data saver is on${saver.reason ? ` because ${saver.reason}` : ''}: images load as thumbnails (tap for full size), videos wait until you play them.`
    : 'Data saver is off: images load at full size.';
  return (
    <SettingsCard title="Data saver" icon={Gauge}>
      <fieldset className="data-saver-choices" aria-describedby={statusId}>
        <legend className="setting-label">Use data saver on this device</legend>
        {DATA_SAVER_CHOICES.map((choice) => (
          <label key={choice} className="data-saver-choice">
            <input
              type="radio"
              name="data-saver"
              value={choice}
              checked={saver.choice === choice}
              aria-label={CHOICE_LABELS[choice].label}
              aria-describedby={`${statusId}-${choice}`}
              onChange={() => setDataSaverChoice(choice)}
            />
            <span>
              <span className="data-saver-choice-label">{CHOICE_LABELS[choice].label}</span>
              <span id={`${statusId}-${choice}`} className="setting-description">
                {CHOICE_LABELS[choice].description}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <p id={statusId} className="data-saver-status" aria-live="polite">
        {status}
      </p>
      <table className="data-meter">
        <caption className="setting-label">Media data on this device</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">Period</span>
            </th>
            <th scope="col">Downloaded</th>
            <th scope="col">Saved</th>
          </tr>
        </thead>
        <tbody>
          {(['today', 'week'] as const).map((period) => (
            <tr key={period}>
              <th scope="row">{period === 'today' ? 'Today' : 'This week'}</th>
              <td>{meter.summary ? formatBytes(meter.summary[period].downloaded) : '…'}</td>
              <td>{meter.summary ? formatBytes(meter.summary[period].saved) : '…'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {meter.error && (
        <p className="field-error" role="alert">
          Could not read the data meter on this device.
        </p>
      )}
      <p className="setting-description">
        Counted by the app as media arrive from the network; what comes from this device&apos;s cache costs
        nothing.
      </p>
    </SettingsCard>
  );
}
