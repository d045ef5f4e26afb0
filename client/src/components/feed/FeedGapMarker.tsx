import { ChevronsDown } from 'lucide-react';
import type { FeedGapView } from '../../data/useFeedGaps';
import './feedGap.css';

/** Where the feed skipped posts: "Load N missing posts" between the newest page and the older ones. */
export function FeedGapMarker({ gap, onFill }: { gap: FeedGapView; onFill(id: string): void }) {
  const count = gap.capped ? `${gap.missing}+` : String(gap.missing);
  const label = `Load ${count} missing ${gap.missing === 1 && !gap.capped ? 'post' : 'posts'}`;
  return (
    <div className="feed-gap" role="group" aria-label="Missing posts">
      <button
        type="button"
        className="btn btn-secondary btn-sm feed-gap-button"
        aria-disabled={gap.loading || undefined}
        onClick={() => {
          if (!gap.loading) onFill(gap.id);
        }}
      >
        <ChevronsDown size={16} aria-hidden="true" />
        {gap.loading ? 'Loading...' : label}
      </button>
      {gap.error && (
        <p className="feed-gap-error" role="alert">
          {gap.error}
        </p>
      )}
    </div>
  );
}
