import type { SyncChangesDto } from '@flock/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAndVerify } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';
import { newId } from '../../db/ids.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const changes = async (token: string, query = '') => {
  const res = await app.request.get(`/api/sync/changes${query}`).set(bearer(token));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.changes).toEqual(res.body.data.changes);
  return res.body.data as SyncChangesDto;
};

describe('GET /api/sync/changes', () => {
  it("lists the member's own draft and scheduled post changes in order, read on from a cursor", async () => {
    const [member, other] = await Promise.all([registerAndVerify(app), registerAndVerify(app)]);
    const draftId = newId();
    await app.request
      .post('/api/drafts')
      .set(bearer(member.token))
      .send({ id: draftId, content: 'one' })
      .expect(201);
    await app.request.post('/api/drafts').set(bearer(other.token)).send({ content: 'not yours' }).expect(201);
    const first = await changes(member.token);
    expect(first.changes.map((c) => [c.scope, c.entityId])).toEqual([['drafts', draftId]]);
    expect(first.hasMore).toBe(false);

    const scheduled = await app.request
      .post('/api/scheduled-posts')
      .set(bearer(member.token))
      .send({ content: 'later', scheduledFor: new Date(Date.now() + 3600_000).toISOString() });
    await app.request.delete(`/api/drafts/${draftId}`).set(bearer(member.token)).expect(200);
    const next = await changes(member.token, `?since=${first.cursor}`);
    expect(next.changes.map((c) => [c.scope, c.entityId])).toEqual([
      ['scheduled_posts', scheduled.body.scheduledPost.id],
      ['drafts', draftId],
    ]);
    const onlyDrafts = await changes(member.token, `?since=${first.cursor}&scope=drafts`);
    expect(onlyDrafts.changes.map((c) => c.entityId)).toEqual([draftId]);
    const none = await changes(member.token, `?since=${next.cursor}`);
    expect(none).toEqual({ changes: [], cursor: next.cursor, hasMore: false });
  });

  it('refuses a bad cursor or scope, and answers 401 without a token', async () => {
    const member = await registerAndVerify(app);
    for (const query of ['?since=abc', `?since=${'9'.repeat(21)}`, '?scope=everything']) {
      const res = await app.request.get(`/api/sync/changes${query}`).set(bearer(member.token));
      expect(res.status, query).toBe(400);
    }
    expect((await app.request.get('/api/sync/changes')).status).toBe(401);
  });
});
