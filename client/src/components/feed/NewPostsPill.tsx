import { ArrowUp } from 'lucide-react';

interface NewPostsPillProps {
  count: number;
  onShow(): void;
}

/**
 * "N new posts" over the top of the feed, staying in view while the member scrolls. It floats: its
 * coming and going moves nothing on the page. The region stays in the page so its text is announced.
 */
export function NewPostsPill({ count, onShow }: NewPostsPillProps) {
  return (
    <div className="new-posts-anchor" aria-live="polite">
      {count > 0 && (
        <button type="button" className="btn btn-primary btn-sm new-posts-pill" onClick={onShow}>
          <ArrowUp size={16} aria-hidden="true" />
          {count === 1 ? '1 new post' : `${count} new posts`}
        </button>
      )}
    </div>
  );
}
