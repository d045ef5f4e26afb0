import { CalendarClock } from 'lucide-react';
import { toLocalInput } from '../../pages/scheduled/scheduledView';
import { useNow } from '../posts/useNow';

/** The schedule toggle of the composer's toolbar. */
export function ScheduleToggle({
  on,
  controls,
  onToggle,
}: {
  on: boolean;
  controls: string;
  onToggle(): void;
}) {
  return (
    <button
      type="button"
      className="composer-tool"
      aria-label="Schedule for later"
      title="Schedule for later"
      aria-pressed={on}
      aria-controls={on ? controls : undefined}
      onClick={onToggle}
    >
      <CalendarClock size={20} aria-hidden="true" />
    </button>
  );
}

interface SchedulePanelProps {
  id: string;
  value: string;
  error?: string;
  onChange(value: string): void;
}

/** The date and time to publish at; the picker's minimum is now. */
export function SchedulePanel({ id, value, error, onChange }: SchedulePanelProps) {
  const now = useNow();
  const errorId = `${id}-error`;
  return (
    <div id={id} className="composer-schedule">
      <label className="composer-schedule-label">
        <span>Publish at</span>
        <input
          type="datetime-local"
          className="input"
          value={value}
          min={toLocalInput(now)}
          step={1}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
