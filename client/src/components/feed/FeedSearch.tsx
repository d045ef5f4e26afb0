import { forwardRef, useImperativeHandle, useRef } from 'react';
import { Search, X } from 'lucide-react';

interface FeedSearchProps {
  value: string;
  onChange(value: string): void;
}

/** The "Search posts..." box above the feed, with a clear button. */
export const FeedSearch = forwardRef<HTMLInputElement, FeedSearchProps>(function FeedSearch(
  { value, onChange },
  ref,
) {
  const inputRef = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => inputRef.current!, []);
  return (
    <div className="feed-search" role="search" aria-label="Posts">
      <Search className="feed-search-icon" size={18} aria-hidden="true" />
      <input
        ref={inputRef}
        type="search"
        className="feed-search-input"
        placeholder="Search posts..."
        aria-label="Search posts"
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && value) {
            event.preventDefault();
            onChange('');
          }
        }}
      />
      {value && (
        <button
          type="button"
          className="icon-btn feed-search-clear"
          aria-label="Clear search"
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
