import { forwardRef, useImperativeHandle, useRef } from 'react';
import { Search, X } from 'lucide-react';
import './SearchField.css';

interface SearchFieldProps {
  /**
   * The box's own class, next to the shared `search-box` styles; its parts get `<classPrefix>-icon`,
   * `-input`, `-spinner` and `-clear` for what differs in that place.
   */
  classPrefix: string;
  value: string;
  onChange(value: string): void;
  /** The input's accessible name. */
  label: string;
  placeholder: string;
  clearLabel: string;
  /** The search landmark's name. */
  regionLabel?: string;
  /** Shows a spinner in place of the clear button. */
  busy?: boolean;
  spellCheck?: boolean;
}

/** A search box: Escape or the clear button empties it; the clear button keeps focus in the box. */
export const SearchField = forwardRef<HTMLInputElement, SearchFieldProps>(function SearchField(
  { classPrefix, value, onChange, label, placeholder, clearLabel, regionLabel, busy = false, spellCheck },
  ref,
) {
  const inputRef = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => inputRef.current!, []);
  return (
    <div className={`search-box ${classPrefix}`} role="search" aria-label={regionLabel}>
      <Search className={`search-box-icon ${classPrefix}-icon`} size={18} aria-hidden="true" />
      <input
        ref={inputRef}
        type="search"
        className={`search-box-input ${classPrefix}-input`}
        aria-label={label}
        placeholder={placeholder}
        autoComplete="off"
        spellCheck={spellCheck}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && value) {
            event.preventDefault();
            onChange('');
          }
        }}
      />
      {busy && <span className={`spinner search-box-spinner ${classPrefix}-spinner`} aria-hidden="true" />}
      {value && !busy && (
        <button
          type="button"
          className={`icon-btn search-box-clear ${classPrefix}-clear`}
          aria-label={clearLabel}
          onClick={() => {
            onChange('');
            inputRef.current?.focus();
          }}
        >
          <X size={16} aria-hidden="true" />
        </button>
      )}
    </div>
  );
});
