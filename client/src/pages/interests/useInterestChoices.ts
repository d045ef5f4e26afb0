import { useCallback, useEffect, useState } from 'react';
import type { InterestCategoryDto } from '@flock/shared';
import { isApiError } from '../../api/ApiError';
import { interestsApi } from '../../api/interests';
import { interestsLoadErrorMessage } from '../../auth/errorMessages';

export type InterestChoices =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; categories: InterestCategoryDto[]; savedIds: string[]; hadInterests: boolean };

/** A member with no saved interests yet may get a 404 for their own list; that means "none". */
async function savedInterestIds(): Promise<string[]> {
  try {
    return (await interestsApi.mine()).categoryIds;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return [];
    throw error;
  }
}

/** Loads the categories and the member's current choice; `retry` loads again after a failure. */
export function useInterestChoices() {
  const [attempt, setAttempt] = useState(0);
  const [choices, setChoices] = useState<InterestChoices>({ status: 'loading' });

  useEffect(() => {
    let cancelled = false;
    Promise.all([interestsApi.categories(), savedInterestIds()])
      .then(([categories, savedIds]) => {
        const known = new Set(categories.map((c) => c.id));
        if (cancelled) return;
        setChoices({
          status: 'ready',
          categories,
          savedIds: savedIds.filter((id) => known.has(id)),
          hadInterests: savedIds.length > 0,
        });
      })
      .catch((error: unknown) => {
        if (!cancelled) setChoices({ status: 'failed', message: interestsLoadErrorMessage(error) });
      });
    return () => {
      cancelled = true;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setChoices({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  return { choices, retry };
}
