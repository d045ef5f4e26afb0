import fs from 'node:fs';
import path from 'node:path';
import { DRAFT_MESSAGES, POST_MESSAGES, type UploadedMediaDto } from '@flock/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAndVerify } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';
import { newId } from '../../db/ids.js';
import {
  removeUnattachedMedia,
  UNATTACHED_MEDIA_TTL_MS,
} from '../../jobs/definitions/RemoveUnattachedMediaJob.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const filePath = (url: string) => path.join(app.ctx.media.root, url.slice('/media/'.length));
const tmpFiles = () => fs.readdirSync(path.join(app.dataDir, 'tmp'));
const png = (background = '#ff000080') =>
  sharp({ create: { width: 20, height: 10, channels: 4, background } })
    .png()
    .toBuffer();
const upload = (token: string) => app.request.post('/api/media').set(bearer(token));

describe('POST /api/media', () => {
  it('stores files as post media are stored and answers [{ id, url, type }] in order', async () => {
    const member = await registerAndVerify(app);
    const res = await upload(member.token)
      .attach('media', await png(), 'a.png')
      .attach('media', Buffer.from('not an image at all'), 'b.txt');
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ path: 'media', msg: POST_MESSAGES.mediaType }]);

    const ok = await upload(member.token)
      .attach('media', await png(), 'a.png')
      .attach('media', await png('#00ff00'), 'b.png');
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    const media = ok.body.data as UploadedMediaDto[];
    expect(ok.body.media).toEqual(media);
    expect(media).toHaveLength(2);
    for (const item of media) {
      expect(item).toMatchObject({ type: 'image', width: 20, height: 10 });
      expect(item.url).toMatch(/^\/media\/posts\/[0-9a-f]{32}\.webp$/);
      expect(fs.existsSync(filePath(item.url))).toBe(true);
    }
    expect(media[0]!.url).not.toBe(media[1]!.url);
    const rows = await app.ctx.db.models.MediaUpload.findAll({ where: { userId: member.user.id } });
    expect(rows.map((r) => r.id).sort()).toEqual(media.map((m) => m.id).sort());
    expect(tmpFiles()).toEqual([]);
  });

  it('takes client ids and answers a repeated upload with the first one; another member’s ids conflict', async () => {
    const [member, other] = await Promise.all([registerAndVerify(app), registerAndVerify(app)]);
    const ids = [newId()];
    const first = await upload(member.token)
      .field('ids', JSON.stringify(ids))
      .attach('media', await png(), 'a.png');
    expect(first.status).toBe(201);
    expect(first.body.data[0].id).toBe(ids[0]);
    const again = await upload(member.token)
      .field('ids', JSON.stringify(ids))
      .attach('media', await png(), 'a.png');
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(first.body.data);
    const theirs = await upload(other.token)
      .field('ids', JSON.stringify(ids))
      .attach('media', await png(), 'a.png');
    expect(theirs.status).toBe(409);
    expect(theirs.body.code).toBe('id_conflict');
    expect(await app.ctx.db.models.MediaUpload.count({ where: { id: ids } })).toBe(1);
  });

  it('refuses no file, a count of ids that does not match, and bad ids', async () => {
    const member = await registerAndVerify(app);
    const none = await upload(member.token).field('ids', '[]');
    expect(none.status).toBe(400);
    expect(none.body.errors).toEqual([{ path: 'media', msg: DRAFT_MESSAGES.mediaRequired }]);
    const json = await upload(member.token).send({});
    expect(json.status).toBe(400);
    const mismatch = await upload(member.token)
      .field('ids', JSON.stringify([newId(), newId()]))
      .attach('media', await png(), 'a.png');
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errors).toEqual([{ path: 'ids', msg: DRAFT_MESSAGES.uploadIds }]);
    const bad = await upload(member.token)
      .field('ids', '["nope"]')
      .attach('media', await png(), 'a.png');
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].path).toBe('ids.0');
    expect(tmpFiles()).toEqual([]);
  });

  it('needs a token', async () => {
    const res = await app.request.post('/api/media').attach('media', await png(), 'a.png');
    expect(res.status).toBe(401);
  });
});

describe('RemoveUnattachedMediaJob', () => {
  it('removes uploads nothing took within a day, and their files unless something else uses them', async () => {
    const member = await registerAndVerify(app);
    const { MediaUpload } = app.ctx.db.models;
    const res = await upload(member.token)
      .attach('media', await png('#123456'), 'old.png')
      .attach('media', await png('#654321'), 'kept.png')
      .attach('media', await png('#abcdef'), 'fresh.png');
    const [old, kept, fresh] = res.body.data as UploadedMediaDto[];
    const dayAgo = new Date(Date.now() - UNATTACHED_MEDIA_TTL_MS - 1000);
    await MediaUpload.update({ createdAt: dayAgo }, { where: { id: [old!.id, kept!.id] } });
    await MediaUpload.update({ attachedAt: new Date() }, { where: { id: kept!.id } });
    // The same picture uploaded again (same file) keeps the file alive.
    const twin = await upload(member.token).attach('media', await png('#123456'), 'again.png');
    expect(twin.body.data[0].url).toBe(old!.url);
    await removeUnattachedMedia(app.ctx);
    expect(await MediaUpload.findByPk(old!.id)).toBeNull();
    expect(fs.existsSync(filePath(old!.url))).toBe(true);
    expect(await MediaUpload.findByPk(kept!.id)).not.toBeNull();
    expect(await MediaUpload.findByPk(fresh!.id)).not.toBeNull();

    await MediaUpload.update({ createdAt: dayAgo }, { where: { id: twin.body.data[0].id } });
    await removeUnattachedMedia(app.ctx);
    expect(fs.existsSync(filePath(old!.url))).toBe(false);
    expect(fs.existsSync(filePath(kept!.url))).toBe(true);
  });
});
