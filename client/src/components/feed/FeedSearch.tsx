import { forwardRef } from 'react';
import { SearchField } from '../ui/SearchField';

interface FeedSearchProps {
  value: string;
  onChange(value: string): void;
}

/** The "Search posts..." box above the feed, with a clear button. */
export const FeedSearch = forwardRef<HTMLInputElement, FeedSearchProps>(function FeedSearch(
  { value, onChange },
  ref,
) {
  return (
    <SearchField
      ref={ref}
      classPrefix="feed-search"
      regionLabel="Posts"
      label="Search posts"
      placeholder="Search posts..."
      clearLabel="Clear search"
      value={value}
      onChange={onChange}
    />
  );
});
