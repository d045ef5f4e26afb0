import { SearchField } from '../ui/SearchField';
import './explore.css';

export const EXPLORE_SEARCH_PLACEHOLDER = 'Search users by name or email...';

interface ExploreSearchBoxProps {
  value: string;
  onChange(value: string): void;
  /** The search is waiting for the pause or the server. */
  busy: boolean;
}

/** Explore's search field; a clear button appears once something is typed. */
export function ExploreSearchBox({ value, onChange, busy }: ExploreSearchBoxProps) {
  return (
    <SearchField
      classPrefix="explore-search"
      label="Search users by name or email"
      placeholder={EXPLORE_SEARCH_PLACEHOLDER}
      clearLabel="Clear search text"
      spellCheck={false}
      busy={busy}
      value={value}
      onChange={onChange}
    />
  );
}
