import { describe, expect, it } from 'vitest';
import { entry } from './drainTestKit.js';
import type { StoredMedia } from './outboxEntry.js';
import { withOutboxLock, type LockManagerLike } from './outboxLock.js';
import {
  describeOutboxRequest,
  OUTBOX_SEND_TIMEOUT_MS,
  OUTBOX_SLOWEST_UPLOAD_BYTES_PER_SECOND,
} from './outboxRequest.js';
import { outcomeFromResponse } from './sendOutcome.js';

/** A post to publish, sent with a JSON body unless a test gives it one or files. */
const base = entry('e1', {
  method: 'POST',
  path: '/posts',
  body: undefined,
  idempotencyKey: 'key-00000001',
  kind: 'post.create',
  entityId: 'p1',
});

describe('describeOutboxRequest', () => {
  it('sends JSON with the token and the same Idempotency-Key every time', async () => {
    const request = await describeOutboxRequest(
      { ...base, body: { id: 'p1', content: 'Hi' } },
      'tok',
      async () => undefined,
    );
    expect(request).toEqual({
      url: '/api/posts',
      method: 'POST',
      headers: {
        Accept: 'application/json',
        Authorization: 'Bearer tok',
        'Idempotency-Key': 'key-00000001',
        'Content-Type': 'application/json',
      },
      json: '{"id":"p1","content":"Hi"}',
      timeoutMs: OUTBOX_SEND_TIMEOUT_MS,
    });
  });

  it("addresses the build's API origin when it has one", async () => {
    const request = await describeOutboxRequest(
      base,
      'tok',
      async () => undefined,
      'https://api.example.com',
    );
    expect(request?.url).toBe('https://api.example.com/api/posts');
  });

  it('lists multipart fields, then the files read from the device', async () => {
    const media: StoredMedia = { id: 'b1', blob: 'bytes', name: 'orig.png', type: 'image/png', createdAt: 0 };
    const request = await describeOutboxRequest(
      {
        ...base,
        multipart: {
          fields: { content: 'Hi', id: 'p1' },
          files: [{ field: 'media', blobId: 'b1', name: 'cat.png' }],
        },
      },
      'tok',
      async (id) => (id === 'b1' ? media : undefined),
    );
    expect(request?.headers['Content-Type']).toBeUndefined();
    expect(request?.parts).toEqual([
      { name: 'content', value: 'Hi' },
      { name: 'id', value: 'p1' },
      { name: 'media', file: { ...media, name: 'cat.png' } },
    ]);
  });

  it('waits longer for an upload, by its size at the slowest upload rate waited for', async () => {
    const twoSeconds = { size: 2 * OUTBOX_SLOWEST_UPLOAD_BYTES_PER_SECOND };
    const media: StoredMedia = {
      id: 'b1',
      blob: twoSeconds,
      name: 'clip.mp4',
      type: 'video/mp4',
      createdAt: 0,
    };
    const request = await describeOutboxRequest(
      {
        ...base,
        multipart: {
          fields: { id: 'p1' },
          files: [
            { field: 'media', blobId: 'b1', name: 'a.mp4' },
            { field: 'media', blobId: 'b1', name: 'b.mp4' },
          ],
        },
      },
      'tok',
      async () => media,
    );
    expect(request?.timeoutMs).toBe(OUTBOX_SEND_TIMEOUT_MS + 4000);
  });

  it('gives null when a file to upload is gone', async () => {
    const withGoneFile = {
      ...base,
      multipart: { fields: {}, files: [{ field: 'media', blobId: 'gone', name: 'x.png' }] },
    };
    expect(await describeOutboxRequest(withGoneFile, 'tok', async () => undefined)).toBeNull();
  });
});

describe('outcomeFromResponse', () => {
  it('reads data from a success envelope and message and code from a failure', () => {
    expect(outcomeFromResponse(201, '{"success":true,"data":{"post":{"id":"p1"}}}')).toEqual({
      status: 201,
      data: { post: { id: 'p1' } },
      message: undefined,
    });
    expect(
      outcomeFromResponse(404, '{"success":false,"message":"Post not found","code":"post_not_found"}'),
    ).toEqual({
      status: 404,
      message: 'Post not found',
      code: 'post_not_found',
    });
    expect(outcomeFromResponse(502, '<html>')).toMatchObject({
      status: 502,
      message: 'Something went wrong on our side',
    });
    expect(outcomeFromResponse(418, '')).toMatchObject({ message: 'HTTP error! status: 418' });
  });
});

describe('withOutboxLock', () => {
  const locks = (granted: boolean): LockManagerLike & { names: string[] } => {
    const names: string[] = [];
    return {
      names,
      async request(name, options, callback) {
        names.push(`${name}:${options.ifAvailable}`);
        return callback(granted ? {} : null);
      },
    };
  };

  it('runs the work under the member lock when it is free', async () => {
    const manager = locks(true);
    expect(await withOutboxLock(manager, 'u1', async () => 7)).toEqual({ ran: true, value: 7 });
    expect(manager.names).toEqual(['flock-outbox-u1:true']);
  });

  it('skips the work while another drainer holds the lock', async () => {
    let ran = false;
    const result = await withOutboxLock(locks(false), 'u1', async () => {
      ran = true;
    });
    expect(result).toEqual({ ran: false });
    expect(ran).toBe(false);
  });

  it('just runs where Web Locks are missing', async () => {
    expect(await withOutboxLock(undefined, 'u1', async () => 'x')).toEqual({ ran: true, value: 'x' });
  });
});
