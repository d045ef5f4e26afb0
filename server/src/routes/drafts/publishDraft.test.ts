import { DRAFT_MESSAGES, type DraftDto, type PostDto } from '@flock/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAndVerify } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';
import { newId } from '../../db/ids.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const png = () =>
  sharp({ create: { width: 12, height: 6, channels: 3, background: '#aa5500' } })
    .png()
    .toBuffer();

describe('publishing a draft: a create-post call under the draft id, then a draft delete', () => {
  it('publishes uploaded media by URL, and a second publish (another device, a retry) makes one post', async () => {
    const member = await registerAndVerify(app);
    const uploaded = await app.request
      .post('/api/media')
      .set(bearer(member.token))
      .attach('media', await png(), 'a.png');
    const draftId = newId();
    const saved = await app.request
      .post('/api/drafts')
      .set(bearer(member.token))
      .send({ id: draftId, content: 'From a draft', mediaUrls: [uploaded.body.data[0].url] })
      .expect(201);
    const draft = saved.body.draft as DraftDto;

    const publish = () =>
      app.request
        .post('/api/posts')
        .set(bearer(member.token))
        .send({ id: draft.id, content: draft.content, mediaUrls: draft.mediaUrls });
    const first = await publish();
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const post = first.body.data.post as PostDto;
    expect(post).toMatchObject({ id: draftId, content: 'From a draft' });
    expect(post.mediaUrls.map((m) => [m.type, m.url])).toEqual([['image', draft.mediaUrls[0]!.url]]);
    await app.request.delete(`/api/drafts/${draftId}`).set(bearer(member.token)).expect(200);

    const second = await publish();
    expect(second.status).toBe(200);
    expect(second.body.data.post.id).toBe(draftId);
    expect(await app.ctx.db.models.Post.count({ where: { authorId: member.user.id } })).toBe(1);
    expect((await app.request.delete(`/api/drafts/${draftId}`).set(bearer(member.token))).status).toBe(404);
  });

  it('publishes a thread draft under the draft id once', async () => {
    const member = await registerAndVerify(app);
    const draftId = newId();
    const body = { posts: ['one', 'two'], ids: [draftId, newId()] };
    await app.request.post('/api/threads').set(bearer(member.token)).send(body).expect(201);
    const again = await app.request
      .post('/api/threads')
      .set(bearer(member.token))
      .send({ posts: ['one', 'two'], ids: [draftId, newId()] });
    expect(again.status).toBe(200);
    expect(await app.ctx.db.models.Post.count({ where: { threadId: draftId } })).toBe(2);
  });

  it("refuses media that are not the member's uploads, and counts uploaded media as content", async () => {
    const [member, other] = await Promise.all([registerAndVerify(app), registerAndVerify(app)]);
    const theirs = await app.request
      .post('/api/media')
      .set(bearer(other.token))
      .attach('media', await png(), 'a.png');
    const refused = await app.request
      .post('/api/posts')
      .set(bearer(member.token))
      .send({ content: 'x', mediaUrls: [{ id: theirs.body.data[0].id }] });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([{ path: 'mediaUrls.0', msg: DRAFT_MESSAGES.mediaNotUploaded }]);

    const mine = await app.request
      .post('/api/media')
      .set(bearer(member.token))
      .attach('media', await png(), 'b.png');
    const imageOnly = await app.request
      .post('/api/posts')
      .set(bearer(member.token))
      .send({ content: '', mediaUrls: [{ id: mine.body.data[0].id }] });
    expect(imageOnly.status, JSON.stringify(imageOnly.body)).toBe(201);
    // Multipart with the uploaded media as JSON text, before the file sent along.
    const mixed = await app.request
      .post('/api/posts')
      .set(bearer(member.token))
      .field('content', 'both')
      .field('mediaUrls', JSON.stringify([mine.body.data[0].url]))
      .attach('media', await png(), 'c.png');
    expect(mixed.status, JSON.stringify(mixed.body)).toBe(201);
    expect(mixed.body.data.post.mediaUrls).toHaveLength(2);
    expect(mixed.body.data.post.mediaUrls[0].url).toBe(mine.body.data[0].url);
  });
});
