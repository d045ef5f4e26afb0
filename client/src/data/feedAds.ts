import { useEffect, useState } from 'react';
import type { FeedAdDto } from '@flock/shared';
import { advertisementsApi } from '../api/advertisements';
import { useAuth } from '../auth/useAuth';

/** Ads the home feed asks for: enough for its first three promoted slots. */
const FEED_ADS_WANTED = 3;

/**
 * The feed's ads, kept in memory for this page's session only (never on the device, so none is shown
 * offline after a reload). The server counts an impression when it answers, so they are only fetched
 * online, once per session and member; going back online fetches them if they never were.
 */
const sessionAds = new Map<string, FeedAdDto[]>();

export function useFeedAds(): readonly FeedAdDto[] {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const [fetched, setFetched] = useState<{ userId: string; ads: readonly FeedAdDto[] } | null>(null);
  useEffect(() => {
    if (!userId) return;
    let live = true;
    let asking = false;
    const fetchOnce = () => {
      if (sessionAds.has(userId) || asking || !navigator.onLine) return;
      asking = true;
      advertisementsApi.feed(FEED_ADS_WANTED).then(
        ({ advertisements }) => {
          sessionAds.set(userId, advertisements);
          if (live) setFetched({ userId, ads: advertisements });
        },
        () => {
          asking = false;
        },
      );
    };
    fetchOnce();
    window.addEventListener('online', fetchOnce);
    return () => {
      live = false;
      window.removeEventListener('online', fetchOnce);
    };
  }, [userId]);
  if (!userId) return NO_ADS;
  return fetched?.userId === userId ? fetched.ads : (sessionAds.get(userId) ?? NO_ADS);
}

const NO_ADS: readonly FeedAdDto[] = [];

/** Records a click (online only: a click made offline is never counted) before the link opens. */
export function recordAdClick(adId: string): void {
  if (!navigator.onLine) return;
  void advertisementsApi.click(adId).catch(() => undefined);
}
