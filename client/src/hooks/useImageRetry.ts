import { useEffect, useState } from 'react';

/** How long a failed image waits before each new try; after the last one it stays failed. */
export const IMAGE_RETRY_DELAYS_MS = [2_000, 4_000, 8_000, 15_000, 30_000];

interface RetryState {
  src: string;
  attempt: number;
  failed: boolean;
}

/**
 * An image that failed to load (a connection that dropped, a network that came back a moment later)
 * tries again: at once when the browser comes back online, else after a growing wait, a few times.
 * `attempt` is meant as the image element's key, so each try is a fresh element and a fresh request.
 * Files on this device (blob: URLs) are not retried: nothing about them changes by waiting.
 */
export function useImageRetry(src: string): { attempt: number; onError: () => void } {
  const [state, setState] = useState<RetryState>({ src, attempt: 0, failed: false });
  const current = state.src === src ? state : { src, attempt: 0, failed: false };
  if (current !== state) setState(current);

  const { failed, attempt } = current;
  useEffect(() => {
    if (!failed || attempt >= IMAGE_RETRY_DELAYS_MS.length) return;
    const retry = () => setState((s) => (s.src === src ? { src, attempt: s.attempt + 1, failed: false } : s));
    const timer = setTimeout(retry, IMAGE_RETRY_DELAYS_MS[attempt]);
    window.addEventListener('online', retry);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('online', retry);
    };
  }, [failed, attempt, src]);

  const onError = () => {
    if (src.startsWith('blob:')) return;
    setState((s) => (s.src === src ? { ...s, failed: true } : s));
  };
  return { attempt, onError };
}
