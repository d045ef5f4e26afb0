import fs from 'node:fs';
import path from 'node:path';
import { BASIC_MEDIA_LIMITS, MEDIA_FILE_FIELDS, POST_MESSAGES, type PostDto } from '@flock/shared';
import sharp from 'sharp';
import type { Response } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAndVerify } from '../../../test/accounts.js';
import { grantPremium } from '../../../test/premium.js';
import { fillMediaLists } from '../../migrations/20261129-0140-post-media-list.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';

let app: TestApp;
/** A premium member: the spec's full media limits. Basic members' limits are tested at the end. */
let token: string;
let basicToken: string;
beforeAll(async () => {
  app = await createTestApp();
  const premium = await registerAndVerify(app);
  await grantPremium(app, premium.user.id);
  token = premium.token;
  basicToken = (await registerAndVerify(app)).token;
});
afterAll(() => app.close());

const filePath = (url: string) => path.join(app.ctx.media.root, url.slice('/media/'.length));
const tmpFiles = () => fs.readdirSync(path.join(app.dataDir, 'tmp'));

/** A JPEG that carries EXIF (camera text and an orientation that turns it upright to portrait). */
const jpegWithExif = () =>
  sharp({ create: { width: 60, height: 30, channels: 3, background: '#3366cc' } })
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'Secret Camera 3000' } } })
    .toBuffer();
const png = () =>
  sharp({ create: { width: 20, height: 20, channels: 4, background: '#ff000080' } })
    .png()
    .toBuffer();

/** The start of a real MP4: an `ftyp` box (brand isom) and an `mdat` box holding `payload`. */
const mp4Bytes = (payload = '') =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 0x20]),
    Buffer.from('ftypisom', 'latin1'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isomiso2avc1mp41', 'latin1'),
    Buffer.from([0, 0, 0, 8 + payload.length]),
    Buffer.from(`mdat${payload}`, 'latin1'),
  ]);

const upload = (as: string = token) => app.request.post('/api/posts').set(bearer(as));

/** Random pixels stored uncompressed: a PNG of about width x height x 3 bytes. */
const noisyPng = (side: number) =>
  sharp({
    create: {
      width: side,
      height: side,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();

describe('POST /api/posts with media', () => {
  it('re-encodes an image without its EXIF, upright, with a thumbnail served for a year', async () => {
    const original = await jpegWithExif();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await upload().field('content', 'Look').attach('media', original, 'photo.jpg');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const [media] = res.body.data.post.mediaUrls;
    expect(media).toMatchObject({ type: 'image', width: 30, height: 60 });
    expect(media.url).toMatch(/^\/media\/posts\/[0-9a-f]{32}\.webp$/);
    expect(media.thumbnailUrl).toMatch(/^\/media\/posts\/[0-9a-f]{32}\.webp$/);

    for (const url of [media.url, media.thumbnailUrl]) {
      const stored = await sharp(filePath(url)).metadata();
      expect(stored.format).toBe('webp');
      expect(stored.exif).toBeUndefined();
      expect(fs.readFileSync(filePath(url)).includes('Secret Camera')).toBe(false);
    }
    const served = await app.request.get(media.thumbnailUrl);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('max-age=31536000');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(tmpFiles()).toEqual([]);
  });

  it('judges files by their bytes: a PNG named .mp4 is an image', async () => {
    const res = await upload()
      .field('content', '')
      .attach('media', await png(), { filename: 'clip.mp4', contentType: 'video/mp4' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.post.mediaUrls[0]).toMatchObject({ type: 'image', width: 20, height: 20 });
  });

  it('stores a real MP4 as a video, whatever its name says', async () => {
    const res = await upload()
      .field('content', 'Clip')
      .attach('media', mp4Bytes(), { filename: 'clip.bin', contentType: 'application/octet-stream' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const [media] = res.body.data.post.mediaUrls;
    expect(media).toMatchObject({ type: 'video', thumbnailUrl: null, width: null, height: null });
    expect(media.url).toMatch(/\.mp4$/);
    expect(fs.readFileSync(filePath(media.url))).toEqual(mp4Bytes());
    expect(tmpFiles()).toEqual([]);
  });

  it('keeps the order of several files, in the answer and in the feed', async () => {
    const res = await upload()
      .field('content', 'Three')
      .attach('media', await png(), 'a.png')
      .attach('media', mp4Bytes(), 'b.mp4')
      .attach('media', await png(), 'c.png');
    const { post } = res.body.data;
    expect(post.mediaUrls.map((m: { type: string }) => m.type)).toEqual(['image', 'video', 'image']);
    const feed = await app.request.get('/api/posts').set(bearer(token));
    const listed = feed.body.data.posts.find((p: { id: string }) => p.id === post.id);
    expect(listed.mediaUrls).toEqual(post.mediaUrls);
    expect(listed.images).toEqual([post.mediaUrls[0].url, post.mediaUrls[2].url]);
  });

  it('shows the media of posts made before their list was kept on the post, once it is filled in', async () => {
    for (const content of ['Older 1', 'Older 2', 'Older 3'])
      await upload()
        .field('content', content)
        .attach('media', await png(), 'a.png')
        .attach('media', mp4Bytes(), 'b.mp4');
    const mediaOfFeed = async () => {
      const feed = await app.request.get('/api/posts?limit=50').set(bearer(token));
      return new Map((feed.body.data.posts as PostDto[]).map((p) => [p.id, p.mediaUrls]));
    };
    const shown = await mediaOfFeed();
    expect([...shown.values()].filter((media) => media.length > 0).length).toBeGreaterThan(2);
    // As posts stood before the migration: their media only in post_media.
    await app.ctx.db.sequelize.query('UPDATE posts SET media_list = NULL');
    expect([...(await mediaOfFeed()).values()].every((media) => media.length === 0)).toBe(true);
    // One post per round, so the rounds' seams are crossed too.
    await fillMediaLists(app.ctx.db.sequelize, 1);
    expect(await mediaOfFeed()).toEqual(shown);
  });

  it.each(MEDIA_FILE_FIELDS)(
    'takes files sent in the field %s, and lists the images in `images`',
    async (field) => {
      const res = await upload()
        .field('content', `Sent as ${field}`)
        .attach(field, await png(), 'a.png')
        .attach(field, mp4Bytes(field), 'b.mp4');
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const { mediaUrls, images } = res.body.data.post;
      expect(mediaUrls.map((m: { type: string }) => m.type)).toEqual(['image', 'video']);
      expect(images).toEqual([mediaUrls[0].url]);
      const feed = await app.request.get('/api/posts').set(bearer(token));
      const listed = feed.body.data.posts.find((p: { id: string }) => p.id === res.body.data.post.id);
      expect(listed.images).toEqual([mediaUrls[0].url]);
    },
  );

  it('refuses a file in any other field with 400 naming the accepted fields, and stores nothing', async () => {
    const before = await app.ctx.db.models.Post.count();
    const res = await upload()
      .field('content', 'x')
      .attach('media', await png(), 'a.png')
      .attach('photo', await png(), 'b.png');
    expect(res.status).toBe(400);
    const msg = 'Files must be sent in one of the fields media, media[], images, images[], files';
    expect(POST_MESSAGES.unknownFileField).toBe(msg);
    expect(res.body).toMatchObject({ success: false, code: 'validation_failed', message: msg });
    expect(res.body.errors).toEqual([{ path: 'photo', msg }]);
    expect(await app.ctx.db.models.Post.count()).toBe(before);
    expect(tmpFiles()).toEqual([]);
  });

  const refusals: [string, () => Promise<Response>, string][] = [
    [
      'a text file declared as image/png',
      async () =>
        upload().field('content', 'x').attach('media', Buffer.from('just some text, not a picture'), {
          filename: 'fake.png',
          contentType: 'image/png',
        }),
      POST_MESSAGES.mediaType,
    ],
    [
      'an 11th file',
      async () => {
        let req = upload().field('content', 'many');
        const image = await png();
        for (let i = 0; i < 11; i++) req = req.attach('media', image, `p${i}.png`);
        return req;
      },
      POST_MESSAGES.tooManyFiles,
    ],
    [
      'an image over 10 MB',
      async () => {
        const big = await noisyPng(1900);
        expect(big.length).toBeGreaterThan(10 * 1024 * 1024);
        return upload().field('content', 'big').attach('media', big, 'big.png');
      },
      POST_MESSAGES.imageTooLarge,
    ],
  ];

  it.each(refusals)('refuses %s with 400 and stores nothing', async (_name, send, msg) => {
    const before = await app.ctx.db.models.Post.count();
    const res = await send();
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'validation_failed', message: msg });
    expect(res.body.errors).toEqual([{ path: 'media', msg }]);
    expect(await app.ctx.db.models.Post.count()).toBe(before);
    expect(tmpFiles()).toEqual([]);
  });

  it('checks the fields before touching the files', async () => {
    const mediaDir = path.join(app.ctx.media.root, 'posts');
    const storedBefore = fs.existsSync(mediaDir) ? fs.readdirSync(mediaDir).length : 0;
    const tooLong = await upload()
      .field('content', 'x'.repeat(501))
      .attach('media', await png(), 'a.png');
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors).toEqual([{ path: 'content', msg: POST_MESSAGES.tooLong }]);
    const withPoll = await upload()
      .field('content', 'poll and picture')
      .field('pollOptions', JSON.stringify(['a', 'b']))
      .attach('media', await png(), 'a.png');
    expect(withPoll.status).toBe(400);
    expect(withPoll.body.errors).toEqual([{ path: 'poll', msg: POST_MESSAGES.pollWithMedia }]);
    const storedAfter = fs.existsSync(mediaDir) ? fs.readdirSync(mediaDir).length : 0;
    expect(storedAfter).toBe(storedBefore);
    expect(tmpFiles()).toEqual([]);
  });

  it('removes the files when the post is deleted, but not a file another post still shows', async () => {
    const picture = await sharp({ create: { width: 31, height: 17, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const first = await upload().field('content', 'one').attach('media', picture, 'a.png');
    const second = await upload().field('content', 'two').attach('media', picture, 'a.png');
    const video = await upload().field('content', 'three').attach('media', mp4Bytes('only here'), 'v.mp4');
    const [media] = first.body.data.post.mediaUrls;
    expect(second.body.data.post.mediaUrls[0].url).toBe(media.url);

    await app.request.delete(`/api/posts/${first.body.data.post.id}`).set(bearer(token)).expect(200);
    expect(fs.existsSync(filePath(media.url))).toBe(true);
    await app.request.delete(`/api/posts/${second.body.data.post.id}`).set(bearer(token)).expect(200);
    expect(fs.existsSync(filePath(media.url))).toBe(false);
    expect(fs.existsSync(filePath(media.thumbnailUrl))).toBe(false);
    expect(await app.ctx.db.models.PostMedia.count({ where: { postId: first.body.data.post.id } })).toBe(0);

    const videoUrl = video.body.data.post.mediaUrls[0].url;
    await app.request.delete(`/api/posts/${video.body.data.post.id}`).set(bearer(token)).expect(200);
    expect(fs.existsSync(filePath(videoUrl))).toBe(false);
  });
});

describe('media limits by plan', () => {
  it('gives basic members up to 4 files of 5 MB each, with their own messages, and stores nothing refused', async () => {
    const before = await app.ctx.db.models.Post.count();
    const image = await png();
    let five = upload(basicToken).field('content', 'five');
    for (let i = 0; i < 5; i++) five = five.attach('media', image, `p${i}.png`);
    const tooMany = await five;
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors).toEqual([{ path: 'media', msg: BASIC_MEDIA_LIMITS.messages.tooManyFiles }]);

    const sixMegabytes = await noisyPng(1450);
    expect(sixMegabytes.length).toBeGreaterThan(5 * 1024 * 1024);
    expect(sixMegabytes.length).toBeLessThan(10 * 1024 * 1024);
    const bigImage = await upload(basicToken)
      .field('content', 'big')
      .attach('media', sixMegabytes, 'big.png');
    expect(bigImage.status).toBe(400);
    expect(bigImage.body.errors).toEqual([{ path: 'media', msg: 'Files must be smaller than 5MB' }]);

    const bigVideo = await upload(basicToken)
      .field('content', 'long clip')
      .attach('media', mp4Bytes('x'.repeat(5 * 1024 * 1024)), 'clip.mp4');
    expect(bigVideo.status).toBe(400);
    expect(bigVideo.body.errors).toEqual([{ path: 'media', msg: 'Files must be smaller than 5MB' }]);
    expect(await app.ctx.db.models.Post.count()).toBe(before);
    expect(tmpFiles()).toEqual([]);

    let four = upload(basicToken).field('content', 'four');
    for (let i = 0; i < 4; i++) four = four.attach('media', image, `p${i}.png`);
    const allowed = await four;
    expect(allowed.status, JSON.stringify(allowed.body)).toBe(201);
    expect(allowed.body.data.post.mediaUrls).toHaveLength(4);
  });

  it('gives premium members 10 files and images up to 10 MB', async () => {
    const sixMegabytes = await noisyPng(1450);
    const bigImage = await upload().field('content', 'big').attach('media', sixMegabytes, 'big.png');
    expect(bigImage.status, JSON.stringify(bigImage.body)).toBe(201);
    let ten = upload().field('content', 'ten');
    const image = await png();
    for (let i = 0; i < 10; i++) ten = ten.attach('media', image, `p${i}.png`);
    const res = await ten;
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.post.mediaUrls).toHaveLength(10);
  });
});
