import { useEffect, useState } from 'react';
import type { useMemberSettings } from '../../hooks/useMemberSettings';
import { errorText } from '../../data/errorText';
import {
  currentPushSubscription,
  PUSH_MESSAGES,
  PushSetupError,
  subscribeThisDevice,
  unsubscribeThisDevice,
} from '../../realtime/pushDevice';

type MemberSettings = ReturnType<typeof useMemberSettings>;
type DeviceState = 'unknown' | 'subscribed' | 'none';

export interface PushToggle {
  /** On when the member has push on and this device is subscribed (or the change under way says so). */
  checked: boolean;
  busy: boolean;
  error: string | undefined;
  toggle(on: boolean): Promise<void>;
}

/**
 * The Settings push switch, for real: on asks for the permission, subscribes this device with the
 * server's VAPID key and registers it, then stores the preference; off stores the preference, then
 * drops the device. A failure on the way puts the switch back and says why.
 */
export function usePushToggle({ settings, errors, update }: MemberSettings): PushToggle {
  const [device, setDevice] = useState<DeviceState>('unknown');
  const [target, setTarget] = useState<boolean | null>(null);
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    let current = true;
    currentPushSubscription().then(
      (subscription) => current && setDevice(subscription ? 'subscribed' : 'none'),
      () => current && setDevice('none'),
    );
    return () => {
      current = false;
    };
  }, []);

  const stored = settings.pushNotifications;
  const checked = target ?? (stored && device !== 'none');

  async function toggle(on: boolean): Promise<void> {
    if (target !== null) return;
    setError(undefined);
    setTarget(on);
    try {
      if (on) {
        await subscribeThisDevice();
        setDevice('subscribed');
        if (!stored && !(await update('pushNotifications', true))) {
          await unsubscribeThisDevice();
          setDevice('none');
        }
      } else {
        if (stored && !(await update('pushNotifications', false))) return;
        await unsubscribeThisDevice();
        setDevice('none');
      }
    } catch (caught) {
      setError(caught instanceof PushSetupError ? caught.message : errorText(caught, PUSH_MESSAGES.failed));
      if (on)
        setDevice(
          await currentPushSubscription().then(
            (s) => (s ? 'subscribed' : 'none'),
            () => 'none' as const,
          ),
        );
    } finally {
      setTarget(null);
    }
  }

  return { checked, busy: target !== null, error: error ?? errors.pushNotifications, toggle };
}
