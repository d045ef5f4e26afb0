import { useEffect, useState } from 'react';
import { interestsApi } from '../api/interests';
import { useAuth } from '../auth/useAuth';
import { cacheInterestCompletion, isInterestCompletionCached } from './interestCompletionCache';

export type InterestCompletion = 'checking' | 'complete' | 'incomplete';

/**
 * Complete when the member has completed interests and meets the minimum (spec 001 section 2).
 * Known-complete is cached per member; when the check cannot reach the server the member is let
 * through, so the app still opens offline.
 */
export function useInterestCompletion(): InterestCompletion {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const cached = userId !== '' && isInterestCompletionCached(userId);
  const [result, setResult] = useState<{ userId: string; value: InterestCompletion } | null>(null);

  useEffect(() => {
    if (!userId || cached) return;
    let cancelled = false;
    interestsApi
      .completion()
      .then((c) => {
        const complete = c.hasCompletedInterests && c.meetsMinimumRequirement;
        if (complete) cacheInterestCompletion(userId);
        if (!cancelled) setResult({ userId, value: complete ? 'complete' : 'incomplete' });
      })
      .catch(() => {
        if (!cancelled) setResult({ userId, value: 'complete' });
      });
    return () => {
      cancelled = true;
    };
  }, [userId, cached]);

  if (cached) return 'complete';
  return result?.userId === userId ? result.value : 'checking';
}
