import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { DELAYS_MS } from '@flock/shared';
import type { FeedItem, PagedList } from '../../data/types';
import { postElementId } from './FeedList';

const SETTLE_MS = 600;

/**
 * `/dashboard?highlight=<postId>` (a notification about a post): once the feed shows that post, it is
 * scrolled into view, focused and highlighted for 2 seconds. A post that is not in the feed opens on
 * its own page instead. `seeking`: a post was asked for, so the feed draws all its cards at once.
 */
export function usePostHighlight(feed: PagedList<FeedItem>): {
  highlightId: string | null;
  seeking: boolean;
} {
  const [params] = useSearchParams();
  const wanted = params.get('highlight');
  const navigate = useNavigate();
  const handled = useRef<string | null>(null);
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const { items, status } = feed;

  useEffect(() => {
    if (!wanted || handled.current === wanted || !items) return;
    const found = items.some((item) => item.post.id === wanted);
    if (!found) {
      if (status !== 'idle') return;
      // The list may still be catching up with the page that just arrived: decide a moment later.
      const timer = setTimeout(() => {
        handled.current = wanted;
        navigate(`/post/${encodeURIComponent(wanted)}`, { replace: true });
      }, SETTLE_MS);
      return () => clearTimeout(timer);
    }
    // After this commit's effects: the layout scrolls to the top when the section changes.
    const frame = requestAnimationFrame(() => {
      handled.current = wanted;
      setHighlighted(wanted);
      const element = document.getElementById(postElementId(wanted));
      if (!element) return;
      const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      element.scrollIntoView({ block: 'center', behavior: smooth ? 'smooth' : 'auto' });
      element.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [wanted, items, status, navigate]);

  useEffect(() => {
    if (!highlighted) return;
    const timer = setTimeout(() => setHighlighted(null), DELAYS_MS.postHighlight);
    return () => clearTimeout(timer);
  }, [highlighted]);

  return { highlightId: highlighted, seeking: wanted !== null };
}
