import { DRAFT_MESSAGES, DRAFT_SUCCESS_MESSAGES, type DraftDto } from '@flock/shared';
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

const save = (token: string, body: object) => app.request.post('/api/drafts').set(bearer(token)).send(body);
const list = async (token: string) => {
  const res = await app.request.get('/api/drafts').set(bearer(token));
  expect(res.status).toBe(200);
  expect(res.body.drafts).toEqual(res.body.data.drafts);
  return res.body.drafts as DraftDto[];
};
const png = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#224466' } })
    .png()
    .toBuffer();

describe('POST /api/drafts', () => {
  it('creates a draft with everything a post can carry, under the client id, at revision 1', async () => {
    const member = await registerAndVerify(app);
    const uploaded = await app.request
      .post('/api/media')
      .set(bearer(member.token))
      .attach('media', await png(), 'a.png');
    const upload = uploaded.body.data[0];
    const id = newId();
    const body = {
      id,
      content: 'Tide tables',
      mediaUrls: [{ id: upload.id }],
      privacy: 'friends',
      location: 'Brighton',
      feeling: 'curious',
      tags: ['sea'],
      isThread: true,
      threadPosts: ['Tide tables', 'part two'],
      pollData: { options: ['yes', ''], duration: 6 },
      quotedPostId: newId(),
    };
    const res = await save(member.token, body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe(DRAFT_SUCCESS_MESSAGES.draftSaved);
    expect(res.body.conflict).toBe(false);
    const draft = res.body.draft as DraftDto;
    expect(res.body.data.draft).toEqual(draft);
    expect(draft).toMatchObject({
      id,
      _id: id,
      revision: 1,
      content: 'Tide tables',
      media: [{ url: upload.url, type: 'image', thumbnailUrl: upload.thumbnailUrl }],
      mediaUrls: [{ url: upload.url, type: 'image', thumbnailUrl: upload.thumbnailUrl }],
      privacy: 'friends',
      location: 'Brighton',
      feeling: 'curious',
      tags: ['sea'],
      isThread: true,
      threadPosts: ['Tide tables', 'part two'],
      pollData: { options: ['yes', ''], duration: 6 },
      replyToPostId: null,
      quotedPostId: body.quotedPostId,
      conflictOf: null,
    });
    expect((await app.ctx.db.models.MediaUpload.findByPk(upload.id))?.attachedAt).not.toBeNull();
    expect(await list(member.token)).toEqual([draft]);
  });

  it('updates on the current revision; an older one keeps both, the later as a copy marked as a conflict', async () => {
    const member = await registerAndVerify(app);
    const id = newId();
    await save(member.token, { id, content: 'first' }).expect(201);
    const laptop = await save(member.token, { id, baseRevision: 1, content: 'from the laptop' });
    expect(laptop.status).toBe(200);
    expect(laptop.body.draft).toMatchObject({ id, revision: 2, content: 'from the laptop' });
    // The phone saved on top of revision 1, which is no longer current.
    const phone = await save(member.token, { id, baseRevision: 1, content: 'from the phone' });
    expect(phone.status).toBe(201);
    expect(phone.body.conflict).toBe(true);
    expect(phone.body.draft).toMatchObject({ revision: 1, content: 'from the phone', conflictOf: id });
    expect(phone.body.draft.id).not.toBe(id);
    const drafts = await list(member.token);
    expect(drafts.map((d) => [d.content, d.conflictOf])).toEqual([
      ['from the phone', id],
      ['from the laptop', null],
    ]);
  });

  it('answers the same save sent again (saveId) as it was, even for a conflict copy', async () => {
    const member = await registerAndVerify(app);
    const id = newId();
    await save(member.token, { id, content: 'v1' }).expect(201);
    const saveId = newId();
    const first = await save(member.token, { id, baseRevision: 1, saveId, content: 'v2' });
    const again = await save(member.token, { id, baseRevision: 1, saveId, content: 'v2' });
    expect(again.status).toBe(200);
    expect(again.body.draft).toEqual(first.body.draft);
    const staleSave = newId();
    const copy = await save(member.token, { id, baseRevision: 1, saveId: staleSave, content: 'old base' });
    const copyAgain = await save(member.token, {
      id,
      baseRevision: 1,
      saveId: staleSave,
      content: 'old base',
    });
    expect(copyAgain.body.draft).toEqual(copy.body.draft);
    expect(copyAgain.body.conflict).toBe(true);
    expect(await list(member.token)).toHaveLength(2);
  });

  it('keeps a save of a draft deleted meanwhile as a new draft', async () => {
    const member = await registerAndVerify(app);
    const id = newId();
    await save(member.token, { id, content: 'gone soon' }).expect(201);
    await app.request.delete(`/api/drafts/${id}`).set(bearer(member.token)).expect(200);
    const late = await save(member.token, { id, baseRevision: 1, content: 'late edit' });
    expect(late.status).toBe(201);
    expect(late.body.draft).toMatchObject({ content: 'late edit', conflictOf: id });
    expect((await list(member.token)).map((d) => d.content)).toEqual(['late edit']);
  });

  it("refuses bad fields, someone else's upload, and someone else's draft (404)", async () => {
    const [member, other] = await Promise.all([registerAndVerify(app), registerAndVerify(app)]);
    const theirs = await app.request
      .post('/api/media')
      .set(bearer(other.token))
      .attach('media', await png(), 'a.png');
    const media = await save(member.token, { content: 'x', mediaUrls: [theirs.body.data[0].url] });
    expect(media.status).toBe(400);
    expect(media.body.errors).toEqual([{ path: 'mediaUrls.0', msg: DRAFT_MESSAGES.mediaNotUploaded }]);
    for (const [body, path] of [
      [{ content: 'x'.repeat(2001) }, 'content'],
      [{ privacy: 'everyone' }, 'privacy'],
      [{ baseRevision: -1 }, 'baseRevision'],
      [{ pollData: { options: ['a', 'b', 'c', 'd', 'e'] } }, 'pollData.options'],
      [{ threadPosts: 'one' }, 'threadPosts'],
    ] as const) {
      const res = await save(member.token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors[0].path).toBe(path);
    }
    const id = newId();
    await save(other.token, { id, content: 'private thoughts' }).expect(201);
    const taken = await save(member.token, { id, content: 'mine now?' });
    expect(taken.status).toBe(404);
    expect(taken.body.code).toBe('draft_not_found');
    expect((await list(other.token))[0]?.content).toBe('private thoughts');
    expect(await list(member.token)).toEqual([]);
  });

  it('needs a token', async () => {
    expect((await app.request.post('/api/drafts').send({ content: 'x' })).status).toBe(401);
    expect((await app.request.get('/api/drafts')).status).toBe(401);
    expect((await app.request.delete(`/api/drafts/${newId()}`)).status).toBe(401);
  });
});

describe('DELETE /api/drafts/:id', () => {
  it("deletes the member's draft once; others', unknown and bad ids answer 404", async () => {
    const [member, other] = await Promise.all([registerAndVerify(app), registerAndVerify(app)]);
    const id = newId();
    await save(member.token, { id, content: 'bye' }).expect(201);
    const theirs = await app.request.delete(`/api/drafts/${id}`).set(bearer(other.token));
    expect(theirs.status).toBe(404);
    const res = await app.request.delete(`/api/drafts/${id}`).set(bearer(member.token));
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(DRAFT_SUCCESS_MESSAGES.draftDeleted);
    expect(await list(member.token)).toEqual([]);
    for (const target of [id, newId(), 'not-an-id']) {
      const again = await app.request.delete(`/api/drafts/${target}`).set(bearer(member.token));
      expect(again.status).toBe(404);
      expect(again.body.code).toBe('draft_not_found');
    }
  });

  it('lets go of uploads only the deleted draft held', async () => {
    const member = await registerAndVerify(app);
    const uploaded = await app.request
      .post('/api/media')
      .set(bearer(member.token))
      .attach('media', await png(), 'a.png');
    const upload = uploaded.body.data[0];
    const [a, b] = [newId(), newId()];
    await save(member.token, { id: a, mediaUrls: [upload.url] }).expect(201);
    await save(member.token, { id: b, mediaUrls: [{ url: upload.url }] }).expect(201);
    const { MediaUpload } = app.ctx.db.models;
    await app.request.delete(`/api/drafts/${a}`).set(bearer(member.token)).expect(200);
    expect((await MediaUpload.findByPk(upload.id))?.attachedAt).not.toBeNull();
    await app.request.delete(`/api/drafts/${b}`).set(bearer(member.token)).expect(200);
    expect((await MediaUpload.findByPk(upload.id))?.attachedAt).toBeNull();
  });
});
