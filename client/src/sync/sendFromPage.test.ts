import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { NETWORK_OUTCOME, OUTBOX_SEND_TIMEOUT_MS } from '@flock/shared';
import { togglePostLike } from '../data/posts';
import type { MemberDb } from '../db/memberDb';
import { serverPost } from '../test/fixtures';
import { outboxOf, putPosts, signedInEachTest } from '../test/memberDbTestKit';
import { sendFromPage } from './sendFromPage';

let db: MemberDb;
signedInEachTest((opened) => (db = opened));

describe('sending an outbox entry from the page', () => {
  it('gives up on a request that gets no answer in time, as a network failure to retry', async () => {
    await putPosts(db, serverPost('p1'));
    await togglePostLike('p1');
    const [entry] = await outboxOf(db);
    const deadline = new AbortController();
    const timeout = vi.spyOn(AbortSignal, 'timeout').mockReturnValue(deadline.signal);
    // A connection that never answers: only the signal ends the request.
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise<Response>((_resolve, reject) =>
            init.signal?.addEventListener('abort', () =>
              reject(new DOMException('timed out', 'TimeoutError')),
            ),
          ),
      ),
    );
    const outcome = sendFromPage(entry!, 'test-token', async () => undefined);
    await vi.waitFor(() => expect(timeout).toHaveBeenCalledWith(OUTBOX_SEND_TIMEOUT_MS));
    deadline.abort();
    expect(await outcome).toEqual(NETWORK_OUTCOME);
  });
});
