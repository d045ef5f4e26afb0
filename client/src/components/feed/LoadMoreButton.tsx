import { forwardRef } from 'react';

interface LoadMoreButtonProps {
  loading: boolean;
  onClick(): void;
  label?: string;
}

/** "Load More" under a list; it stays in place (and keeps focus) while the next page arrives. */
export const LoadMoreButton = forwardRef<HTMLButtonElement, LoadMoreButtonProps>(function LoadMoreButton(
  { loading, onClick, label = 'Load More' },
  ref,
) {
  return (
    <button
      ref={ref}
      type="button"
      className="btn btn-secondary load-more"
      aria-disabled={loading || undefined}
      onClick={() => {
        if (!loading) onClick();
      }}
    >
      {loading ? 'Loading...' : label}
    </button>
  );
});
