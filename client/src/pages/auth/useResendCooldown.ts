import { useCallback, useEffect, useState } from 'react';
import { authApi } from '../../api/auth';

/**
 * Seconds left before another code may be requested. Starts from the server's cooldown for this
 * address (a 404 there is normal for new accounts) and counts down once a second.
 */
export function useResendCooldown(email: string) {
  const [endsAt, setEndsAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const secondsLeft = Math.max(0, Math.ceil((endsAt - now) / 1000));

  const start = useCallback((seconds: number) => {
    const startedAt = Date.now();
    setNow(startedAt);
    setEndsAt(startedAt + seconds * 1000);
  }, []);

  useEffect(() => {
    let cancelled = false;
    authApi
      .cooldownStatus(email)
      .then((status) => {
        if (!cancelled && status?.cooldownActive && status.cooldownSecondsLeft > 0)
          start(status.cooldownSecondsLeft);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [email, start]);

  const counting = secondsLeft > 0;
  useEffect(() => {
    if (!counting) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [counting]);

  return { secondsLeft, start };
}

/** m:ss, as the resend button shows it. */
export function formatCountdown(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}
