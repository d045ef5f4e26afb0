import { useLiveQuery } from 'dexie-react-hooks';
import { SupportRequestSchema, uuidv7, type SupportCategory, type SupportRequestInput } from '@flock/shared';
import { supportApi } from '../api/subscription';
import type { MemberDb } from '../db/memberDb';
import type { SupportRequestRecord } from '../db/supportRecords';
import { activeMemberDb } from '../sync/member';
import { enqueue, isQueued } from '../sync/outboxQueue';
import { isPremiumMember } from './premium';
import { writeLocally } from './writeTransaction';

/**
 * The /support form. A signed-in member's request is kept on the device and sent through the outbox,
 * so it can be written offline; a visitor's goes straight to the server with the address they give.
 */

export interface SupportFields {
  subject: string;
  category: SupportCategory;
  message: string;
}

export const SUPPORT_KIND = 'support.request';

export async function sendSupportRequest(fields: SupportFields): Promise<SupportRequestRecord> {
  const { subject, category, message } = SupportRequestSchema.parse(fields);
  return writeLocally(async (db) => {
    const own = (await db.profile.get('self'))?.user;
    const record: SupportRequestRecord = {
      id: uuidv7(),
      subject,
      category,
      message,
      createdAt: new Date().toISOString(),
      priority: isPremiumMember(own),
      sent: false,
      refusal: null,
    };
    await db.supportRequests.add(record);
    await enqueue(db, {
      method: 'POST',
      path: '/support',
      body: { subject, category, message },
      kind: SUPPORT_KIND,
      entityId: record.id,
      label: `Support request: ${subject}`,
      undo: null,
    });
    return record;
  });
}

/** A visitor's request (no account on this device): sent now, with the address to answer to. */
export async function sendVisitorSupportRequest(input: SupportRequestInput): Promise<string> {
  const answer = await supportApi.send(SupportRequestSchema.parse(input), uuidv7());
  return answer.message;
}

export type SupportRequestState = 'waiting' | 'sent' | 'refused';

export interface SupportRequestView extends SupportRequestRecord {
  state: SupportRequestState;
}

/** Sent once the server answered it, or once no entry for it is queued (the worker sent it). */
export function stateOf(record: SupportRequestRecord, queued: ReadonlySet<string>): SupportRequestState {
  if (record.refusal) return 'refused';
  if (record.sent || !queued.has(record.id)) return 'sent';
  return 'waiting';
}

async function readRequests(db: MemberDb): Promise<SupportRequestView[]> {
  const [records, entries] = await Promise.all([
    db.supportRequests.orderBy('createdAt').reverse().toArray(),
    db.outbox.toArray(),
  ]);
  const queued = new Set(entries.filter((e) => isQueued(e)).map((e) => e.entityId));
  return records.map((record) => ({ ...record, state: stateOf(record, queued) }));
}

/** The member's requests from this device, newest first; undefined while loading. */
export function useSupportRequests(enabled: boolean): SupportRequestView[] | undefined {
  return useLiveQuery(() => (enabled ? readRequests(activeMemberDb()) : []), [enabled]);
}
