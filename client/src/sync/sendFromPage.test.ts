import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { describeOutboxRequest, NETWORK_OUTCOME, OUTBOX_SEND_TIMEOUT_MS } from '@flock/shared';
import { createPost, togglePostLike } from '../data/posts';
import type { MemberDb } from '../db/memberDb';
import { makeDraft, serverPost } from '../test/fixtures';
import { outboxOf, putPosts, signedInEachTest } from '../test/memberDbTestKit';
import { sendFromPage } from './sendFromPage';
import { uploadProgressOf } from './uploadProgress';

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

  it('gives an upload that gets no answer the time its bytes need, then the same outcome', async () => {
    const id = await createPost(
      makeDraft({ content: 'Slow line', files: [new File(['img'], 'view.png', { type: 'image/png' })] }),
    );
    const [entry] = await outboxOf(db);
    // The device's file, as the page's own Blob (the IndexedDB stand-in hands back Node's).
    const readMedia = async (blobId: string) => {
      const stored = await db.mediaBlobs.get(blobId);
      return stored && { ...stored, blob: new Blob(['img'], { type: 'image/png' }) };
    };
    const described = await describeOutboxRequest(entry!, 'test-token', readMedia);
    const opened: SilentRequest[] = [];
    /** An XMLHttpRequest whose connection never answers: only its own timeout ends it. */
    class SilentRequest {
      timeout = 0;
      upload = { onprogress: null };
      ontimeout: (() => void) | null = null;
      constructor() {
        opened.push(this);
      }
      open() {}
      setRequestHeader() {}
      send() {}
    }
    vi.stubGlobal('XMLHttpRequest', SilentRequest);

    const outcome = sendFromPage(entry!, 'test-token', readMedia);
    await vi.waitFor(() => expect(opened).toHaveLength(1));
    expect(opened[0]!.timeout).toBe(described!.timeoutMs);
    expect(opened[0]!.timeout).toBeGreaterThan(OUTBOX_SEND_TIMEOUT_MS);
    expect(uploadProgressOf(id)).toBe(0);
    opened[0]!.ontimeout?.();
    expect(await outcome).toEqual(NETWORK_OUTCOME);
    expect(uploadProgressOf(id)).toBeNull();
  });
});
