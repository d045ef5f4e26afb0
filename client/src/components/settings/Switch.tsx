import { useId } from 'react';

interface SwitchProps {
  label: string;
  description?: string;
  checked: boolean;
  onChange(checked: boolean): void;
  disabled?: boolean;
  error?: string;
}

/** An on/off setting: a labelled role="switch" button with its description and any save error. */
export function Switch({ label, description, checked, onChange, disabled = false, error }: SwitchProps) {
  const id = useId();
  const describedBy = [description ? `${id}-desc` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="setting-row">
      <div className="setting-text">
        <span id={`${id}-label`} className="setting-label">
          {label}
        </span>
        {description && (
          <span id={`${id}-desc`} className="setting-description">
            {description}
          </span>
        )}
        {error && (
          <span id={`${id}-error`} className="field-error" role="alert">
            {error}
          </span>
        )}
      </div>
      <button
        type="button"
        role="switch"
        className="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={describedBy || undefined}
        disabled={disabled}
        onClick={() => onChange(!checked)}
      >
        <span className="switch-thumb" aria-hidden="true" />
      </button>
    </div>
  );
}
