import { useCallback, useEffect, useRef, useState } from 'react';
import {
  SUBSCRIPTION_MESSAGES,
  subscriptionDetails,
  type SelfUserDto,
  type SubscriptionAnswerDto,
  type SubscriptionDetailsDto,
} from '@flock/shared';
import { isApiError } from '../../api/ApiError';
import { subscriptionApi } from '../../api/subscription';
import { useAuth } from '../../auth/useAuth';
import { errorText } from '../../data/errorText';
import { saveOwnProfile, useOwnProfile } from '../../data/profile';
import { subscriptionEntityId } from '../../data/subscription';
import { useOnline, useOutbox } from '../../sync/status';

export interface SubscriptionPage {
  user: SelfUserDto | null;
  /** Worked out from the member's record on this device, with what only the server knows once it answered. */
  details: SubscriptionDetailsDto | null;
  /** Null until the server answered: whether payments can be made here. */
  paymentsConfigured: boolean | null;
  loading: boolean;
  /** The last refresh failed (the page still shows the device's record). */
  loadError: string | null;
  online: boolean;
  /** A cancel or reactivate waiting to be sent. */
  pending: boolean;
  /** A cancel or reactivate the server refused: what the sync centre says about it. */
  failedChange: { label: string; error: string | null } | null;
  refresh(): Promise<void>;
  /** Stores the member's record from an answer (a purchase). */
  adopt(user: SelfUserDto): Promise<void>;
}

/**
 * The Subscription page's data, offline first: the plan, status and dates come from the member's own
 * record kept on the device (with cancel/reactivate still queued on top), so the page opens offline;
 * GET /subscription/details refreshes that record and says whether payments are configured.
 */
export function useSubscriptionPage(): SubscriptionPage {
  const user = useOwnProfile();
  const { setUser } = useAuth();
  const online = useOnline();
  const outbox = useOutbox();
  const [server, setServer] = useState<SubscriptionDetailsDto | null>(null);
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState<string | null>(null);
  const setUserRef = useRef(setUser);
  useEffect(() => {
    setUserRef.current = setUser;
  });

  const adopt = useCallback(async (next: SelfUserDto) => {
    await saveOwnProfile(next).catch(() => undefined);
    setUserRef.current(next);
  }, []);

  const apply = useCallback(
    async (outcome: DetailsOutcome) => {
      if (outcome.ok) {
        setServer(outcome.answer.subscription);
        setLoadError(null);
        await adopt(outcome.answer.user);
      } else {
        setLoadError(outcome.error);
      }
      setLoading(false);
    },
    [adopt],
  );

  useEffect(() => {
    let current = true;
    void fetchDetails().then((outcome) => (current ? apply(outcome) : undefined));
    return () => {
      current = false;
    };
  }, [apply]);

  const refresh = useCallback(async () => {
    setLoading(true);
    await apply(await fetchDetails());
  }, [apply]);

  const entityId = user ? subscriptionEntityId(user.id) : '';
  const changes = (outbox ?? []).filter((entry) => entry.entityId === entityId);
  const failed = changes.find((entry) => entry.state === 'failed');
  const details = user
    ? subscriptionDetails(user, {
        paymentsConfigured: server?.paymentsConfigured ?? false,
        hasSubscription: server ? server.hasSubscription || !server.isPremium : true,
      })
    : null;
  return {
    user,
    details,
    paymentsConfigured: server?.paymentsConfigured ?? null,
    loading: loading && !server,
    loadError,
    online,
    pending: changes.some((entry) => entry.state !== 'failed'),
    failedChange: failed ? { label: failed.label, error: failed.error } : null,
    refresh,
    adopt,
  };
}

type DetailsOutcome = { ok: true; answer: SubscriptionAnswerDto } | { ok: false; error: string | null };

/** GET /subscription/details; offline is no error (the device's record is shown). */
async function fetchDetails(): Promise<DetailsOutcome> {
  try {
    return { ok: true, answer: await subscriptionApi.details() };
  } catch (error) {
    const offline = isApiError(error) && error.kind === 'network';
    return { ok: false, error: offline ? null : errorText(error, SUBSCRIPTION_MESSAGES.loadFailed) };
  }
}
