import type { SupportRequestDto } from '@flock/shared';
import type { KindHandler } from './types';

/** A support request: marked sent with the server's priority, or refused with its reason. */
export const supportRequestHandler: KindHandler = {
  async applySuccess(db, sent, data) {
    const priority = (data as Partial<SupportRequestDto> | undefined)?.priority;
    await db.supportRequests.update(sent.entityId, {
      sent: true,
      refusal: null,
      ...(typeof priority === 'boolean' ? { priority } : {}),
    });
  },
  async rollback(db, entry) {
    await db.supportRequests.update(entry.entityId, {
      refusal: entry.error?.message ?? 'The server refused this request',
    });
  },
};
