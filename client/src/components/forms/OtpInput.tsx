import { useId, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import './otpInput.css';

interface OtpInputProps {
  /** One entry per box, '' when empty. */
  digits: readonly string[];
  onChange(digits: string[]): void;
  /** Called when a paste or an autofill fills every box at once. */
  onComplete?(code: string): void;
  label: string;
  error?: string;
  disabled?: boolean;
}

const onlyDigits = (text: string) => text.replace(/\D/g, '');

/**
 * One box per digit: typing moves on, Backspace in an empty box goes back and clears it, the arrow keys
 * move, and pasting (or an SMS autofill of) the whole code fills every box.
 */
export function OtpInput({ digits, onChange, onComplete, label, error, disabled }: OtpInputProps) {
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const labelId = useId();
  const errorId = useId();
  const length = digits.length;

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(length - 1, index))];
    box?.focus();
    box?.select();
  };

  /** Writes `typed` into the boxes from `index` on and moves focus past the last one written. */
  const fillFrom = (index: number, typed: string) => {
    const next = [...digits];
    const written = typed.slice(0, length - index).split('');
    written.forEach((digit, offset) => (next[index + offset] = digit));
    onChange(next);
    focusBox(index + written.length);
    if (written.length > 1 && next.every((d) => d !== '')) onComplete?.(next.join(''));
  };

  const handleInput = (index: number, raw: string) => {
    const typed = onlyDigits(raw);
    if (typed === '') {
      if (raw === '') onChange(digits.map((d, i) => (i === index ? '' : d)));
      return;
    }
    if (typed.length >= length) return fillFrom(0, typed);
    const previous = digits[index] ?? '';
    // Typing into a filled box leaves the old digit beside the new one; keep the new one.
    const fresh =
      previous && typed.length > 1 && typed.includes(previous) ? typed.replace(previous, '') : typed;
    fillFrom(index, fresh);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && digits[index] === '' && index > 0) {
      event.preventDefault();
      onChange(digits.map((d, i) => (i === index - 1 ? '' : d)));
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = onlyDigits(event.clipboardData.getData('text'));
    event.preventDefault();
    if (pasted === '') return;
    fillFrom(pasted.length >= length ? 0 : index, pasted);
  };

  return (
    <div
      className="otp"
      role="group"
      aria-labelledby={labelId}
      aria-describedby={error ? errorId : undefined}
    >
      <span id={labelId} className="field-label">
        {label}
      </span>
      <div className="otp-boxes">
        {digits.map((digit, index) => (
          <input
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            className="otp-box"
            aria-label={`Digit ${index + 1} of ${length}`}
            aria-invalid={error ? true : undefined}
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            value={digit}
            disabled={disabled}
            onChange={(event) => handleInput(index, event.target.value)}
            onKeyDown={(event) => handleKeyDown(index, event)}
            onPaste={(event) => handlePaste(index, event)}
            onFocus={(event) => event.target.select()}
          />
        ))}
      </div>
      {error && (
        <span id={errorId} className="field-error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
