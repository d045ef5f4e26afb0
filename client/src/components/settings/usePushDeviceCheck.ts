import { useCallback, useEffect, useState } from 'react';
import type { PushDeviceDto } from '@flock/shared';
import { isApiError } from '../../api/ApiError';
import { pushApi } from '../../api/push';
import { errorText } from '../../data/errorText';
import { currentPushSubscription, pushSupported } from '../../realtime/pushDevice';
import { healPushDevice } from '../../realtime/pushHealing';

export type PushDeviceCheck =
  | { status: 'checking' }
  | { status: 'unsupported' }
  | { status: 'none' }
  /** `device` is null when the server has no record; `serverError` when it could not be asked. */
  | { status: 'subscribed'; endpoint: string; device: PushDeviceDto | null; serverError?: string };

export const PUSH_CHECK_FAILED = 'Could not check this device with the server.';
const TEST_FAILED = 'Could not send a test notification. Please try again.';

export interface PushDeviceCheckState {
  check: PushDeviceCheck;
  testing: boolean;
  /** What the last test said, for the live region. */
  testResult: { ok: boolean; text: string } | null;
  sendTest(): Promise<void>;
}

/** This browser's subscription and the server's record of it; re-checked when `revision` changes. */
export function usePushDeviceCheck(pushOn: boolean, revision: string): PushDeviceCheckState {
  const [check, setCheck] = useState<PushDeviceCheck>({ status: 'checking' });
  const [testing, setTesting] = useState(false);
  const [testResult, setTestResult] = useState<PushDeviceCheckState['testResult']>(null);

  const read = useCallback(async (): Promise<PushDeviceCheck> => {
    if (!pushSupported()) return { status: 'unsupported' };
    const subscription = await currentPushSubscription().catch(() => null);
    if (!subscription) return { status: 'none' };
    const { endpoint } = subscription;
    try {
      return { status: 'subscribed', endpoint, device: (await pushApi.device(endpoint)).device };
    } catch (error) {
      return {
        status: 'subscribed',
        endpoint,
        device: null,
        serverError: errorText(error, PUSH_CHECK_FAILED),
      };
    }
  }, []);

  useEffect(() => {
    let current = true;
    void read().then((next) => current && setCheck(next));
    return () => {
      current = false;
    };
  }, [read, pushOn, revision]);

  async function sendTest(): Promise<void> {
    if (check.status !== 'subscribed' || testing) return;
    setTesting(true);
    setTestResult(null);
    try {
      await pushApi.test(check.endpoint);
      setTestResult({
        ok: true,
        text: 'Test notification sent. It should appear on this device in a moment.',
      });
    } catch (error) {
      // The wait the server names is more use than the generic "too many requests".
      const tooSoon = isApiError(error) && error.code === 'push_test_too_soon';
      setTestResult({ ok: false, text: tooSoon ? error.serverMessage : errorText(error, TEST_FAILED) });
      // The push service or the server forgot the device: heal it now instead of at the next start.
      if (
        isApiError(error) &&
        (error.code === 'push_device_gone' || error.code === 'push_subscription_not_found')
      )
        await healPushDevice(pushOn).catch(() => undefined);
    } finally {
      setCheck(await read());
      setTesting(false);
    }
  }

  return { check, testing, testResult, sendTest };
}
