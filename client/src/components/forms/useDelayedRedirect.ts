import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';

interface Redirect {
  to: string;
  delayMs: number;
  state?: unknown;
}

/** Navigates (replacing the entry) once the given delay has passed; nothing happens if the page is left first. */
export function useDelayedRedirect(): (redirect: Redirect) => void {
  const navigate = useNavigate();
  const [pending, setPending] = useState<Redirect | null>(null);

  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(
      () => navigate(pending.to, { replace: true, state: pending.state }),
      pending.delayMs,
    );
    return () => clearTimeout(timer);
  }, [pending, navigate]);

  return setPending;
}
