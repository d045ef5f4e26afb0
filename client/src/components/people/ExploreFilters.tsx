import type { ExploreFilter } from '@flock/shared';
import './explore.css';

const FILTER_LABELS: readonly { value: ExploreFilter; label: string }[] = [
  { value: 'all', label: 'All Users' },
  { value: 'not_following', label: 'Not Following' },
  { value: 'following', label: 'Following' },
];

interface ExploreFiltersProps {
  value: ExploreFilter;
  onChange(value: ExploreFilter): void;
}

/** All Users / Not Following / Following, as a row of toggle buttons (one pressed). */
export function ExploreFilters({ value, onChange }: ExploreFiltersProps) {
  return (
    <div className="explore-filters" role="group" aria-label="Show">
      {FILTER_LABELS.map((filter) => (
        <button
          key={filter.value}
          type="button"
          className="explore-filter"
          aria-pressed={filter.value === value}
          onClick={() => onChange(filter.value)}
        >
          {filter.label}
        </button>
      ))}
    </div>
  );
}
