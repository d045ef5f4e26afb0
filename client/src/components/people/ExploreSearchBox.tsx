import { useRef } from 'react';
import { Search, X } from 'lucide-react';
import './people.css';

export const EXPLORE_SEARCH_PLACEHOLDER = 'Search users by name or email...';

interface ExploreSearchBoxProps {
  value: string;
  onChange(value: string): void;
  /** The search is waiting for the pause or the server. */
  busy: boolean;
}

/** Explore's search field; a clear button appears once something is typed. */
export function ExploreSearchBox({ value, onChange, busy }: ExploreSearchBoxProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <div className="explore-search" role="search">
      <Search className="explore-search-icon" size={18} aria-hidden="true" />
      <input
        ref={inputRef}
        type="search"
        className="explore-search-input"
        aria-label="Search users by name or email"
        placeholder={EXPLORE_SEARCH_PLACEHOLDER}
        autoComplete="off"
        spellCheck={false}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && value) {
            event.preventDefault();
            onChange('');
          }
        }}
      />
      {busy && <span className="spinner explore-search-spinner" aria-hidden="true" />}
      {value && !busy && (
        <button
          type="button"
          className="icon-btn explore-search-clear"
          aria-label="Clear search text"
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
}
