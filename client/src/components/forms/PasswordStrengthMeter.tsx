import { passwordStrength } from './passwordStrength';
import './passwordStrengthMeter.css';

/** A meter named "Password strength" whose value and words follow the typed password. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const { score, band, label } = passwordStrength(password);
  const words = password ? label : 'Not set';
  return (
    <div className={`strength strength-${password ? band : 'empty'}`}>
      <div
        className="strength-track"
        role="meter"
        aria-label="Password strength"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={score}
        aria-valuetext={`${score}%: ${words}`}
      >
        <div className="strength-fill" style={{ width: `${score}%` }} />
      </div>
      <span className="strength-label" aria-hidden="true">
        {words}
      </span>
    </div>
  );
}
