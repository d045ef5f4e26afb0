import { FEELINGS } from './feelings';

/** "Feeling ...": one of a short list; choosing the chosen one again clears it. */
export function FeelingPicker({
  value,
  onChange,
}: {
  value: string | null;
  onChange(value: string | null): void;
}) {
  return (
    <div className="composer-panel">
      <div className="feeling-grid" role="group" aria-label="How are you feeling?">
        {FEELINGS.map((feeling) => (
          <button
            key={feeling.value}
            type="button"
            className="feeling-option"
            aria-pressed={value === feeling.value}
            onClick={() => onChange(value === feeling.value ? null : feeling.value)}
          >
            <span aria-hidden="true">{feeling.emoji}</span> {feeling.value}
          </button>
        ))}
      </div>
    </div>
  );
}
