import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { PUSH_LOG_CHANGED_MESSAGE, type LastPushActionRecord, type LastPushRecord } from '@flock/shared';
import { useAuth } from '../auth/useAuth';
import { memberDb } from '../db/memberDb';
import type { PushDeviceRecord, PushLogRecord } from '../db/pushLogRecords';
import { notifyExternalChanges } from '../sync/externalChanges';
import { activeMemberDb } from '../sync/member';

/** Where a notification action stands: still in the outbox, refused by the server, or done. */
export type PushActionState = 'waiting' | 'failed' | 'sent';

export interface PushLogView {
  lastPush: LastPushRecord | null;
  lastAction: (LastPushActionRecord & { state: PushActionState }) | null;
  device: PushDeviceRecord | null;
}

/** What this device's push log holds, live: the worker's writes are picked up when it says so. */
export function usePushLog(): PushLogView | undefined {
  const { user } = useAuth();
  const userId = user?.id;
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const onMessage = (event: MessageEvent<{ type?: unknown } | null>) => {
      if (event.data?.type === PUSH_LOG_CHANGED_MESSAGE.type) notifyExternalChanges();
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    return () => navigator.serviceWorker.removeEventListener('message', onMessage);
  }, []);
  return useLiveQuery(async () => {
    if (!userId) return undefined;
    const db = memberDb(userId);
    const [lastPush, lastAction, device] = await Promise.all([
      db.pushLog.get('lastPush'),
      db.pushLog.get('lastAction'),
      db.pushLog.get('device'),
    ]);
    const entry = lastAction?.key === 'lastAction' ? await db.outbox.get(lastAction.entryId) : undefined;
    return {
      lastPush: lastPush?.key === 'lastPush' ? lastPush : null,
      lastAction:
        lastAction?.key === 'lastAction'
          ? { ...lastAction, state: !entry ? 'sent' : entry.state === 'failed' ? 'failed' : 'waiting' }
          : null,
      device: device?.key === 'device' ? device : null,
    };
  }, [userId]);
}

/** This browser subscribed for the member: start-up re-subscribes it if the subscription is dropped. */
export async function rememberPushDevice(endpoint: string): Promise<void> {
  const record: PushLogRecord = { key: 'device', endpoint, subscribedAt: Date.now() };
  await activeMemberDb().pushLog.put(record);
}

export async function forgetPushDevice(): Promise<void> {
  await activeMemberDb().pushLog.delete('device');
}

export async function rememberedPushDevice(): Promise<PushDeviceRecord | null> {
  const record = await activeMemberDb().pushLog.get('device');
  return record?.key === 'device' ? record : null;
}
