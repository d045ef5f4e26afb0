import { useId } from 'react';
import { Plus, X } from 'lucide-react';
import {
  POLL_DURATIONS_HOURS,
  POLL_MAX_OPTIONS,
  POLL_MIN_OPTIONS,
  POLL_OPTION_MAX_LENGTH,
} from '@flock/shared';
import type { PollDraft } from './composerState';
import './composerPoll.css';

const DURATION_LABELS: Record<number, string> = {
  1: '1 hour',
  6: '6 hours',
  12: '12 hours',
  24: '1 day',
  72: '3 days',
  168: '1 week',
};

interface PollEditorProps {
  poll: PollDraft;
  onChange(poll: PollDraft): void;
  onRemove(): void;
  error?: string;
}

/** 2 to 4 choices (add hidden at 4, remove hidden at 2), each up to 100 characters, and the poll's length. */
export function PollEditor({ poll, onChange, onRemove, error }: PollEditorProps) {
  const errorId = useId();
  const setOption = (index: number, text: string) =>
    onChange({ ...poll, options: poll.options.map((o, i) => (i === index ? text : o)) });
  const canRemove = poll.options.length > POLL_MIN_OPTIONS;

  return (
    <fieldset className="poll-editor" aria-describedby={error ? errorId : undefined}>
      <legend className="poll-editor-legend">Poll</legend>
      <ol className="poll-options">
        {poll.options.map((option, index) => (
          <li key={index} className="poll-option-row">
            <input
              className="input"
              aria-label={`Choice ${index + 1}`}
              placeholder={
                index < POLL_MIN_OPTIONS ? `Choice ${index + 1}` : `Choice ${index + 1} (optional)`
              }
              maxLength={POLL_OPTION_MAX_LENGTH}
              value={option}
              aria-invalid={error ? true : undefined}
              onChange={(event) => setOption(index, event.target.value)}
            />
            {canRemove && (
              <button
                type="button"
                className="icon-btn"
                aria-label={`Remove choice ${index + 1}`}
                onClick={() => onChange({ ...poll, options: poll.options.filter((_, i) => i !== index) })}
              >
                <X size={18} aria-hidden="true" />
              </button>
            )}
          </li>
        ))}
      </ol>
      {poll.options.length < POLL_MAX_OPTIONS && (
        <button
          type="button"
          className="btn btn-ghost btn-sm poll-add"
          onClick={() => onChange({ ...poll, options: [...poll.options, ''] })}
        >
          <Plus size={16} aria-hidden="true" />
          Add choice
        </button>
      )}
      <div className="poll-footer">
        <label className="poll-duration">
          <span>Poll length</span>
          <select
            className="input"
            value={poll.durationHours}
            onChange={(event) => onChange({ ...poll, durationHours: Number(event.target.value) })}
          >
            {POLL_DURATIONS_HOURS.map((hours) => (
              <option key={hours} value={hours}>
                {DURATION_LABELS[hours]}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="btn btn-ghost btn-sm poll-remove" onClick={onRemove}>
          Remove poll
        </button>
      </div>
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
