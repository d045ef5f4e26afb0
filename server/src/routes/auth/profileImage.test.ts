import fs from 'node:fs';
import path from 'node:path';
import {
  AVATAR_MAX_BYTES,
  AVATAR_SIZE_PX,
  AVATAR_SMALL_SIZE_PX,
  smallAvatarPath,
  SUCCESS_MESSAGES,
} from '@flock/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAndVerify } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const RED = { r: 255, g: 0, b: 0 };
const BLUE = { r: 0, g: 0, b: 255 };

/** A 600x300 JPEG, left half red and right half blue, that says "rotate 90° clockwise" in EXIF. */
async function sidewaysJpegWithExif(): Promise<Buffer> {
  const half = (background: typeof RED) =>
    sharp({ create: { width: 300, height: 300, channels: 3, background } })
      .png()
      .toBuffer();
  return sharp({ create: { width: 600, height: 300, channels: 3, background: RED } })
    .composite([
      { input: await half(RED), left: 0, top: 0 },
      { input: await half(BLUE), left: 300, top: 0 },
    ])
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Secret Location Inc', Artist: 'Ada' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

const solidPng = (background: string, width = 20, height = 20) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

async function pixel(image: Buffer, x: number, y: number) {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const offset = (y * info.width + x) * info.channels;
  return { r: data[offset]!, g: data[offset + 1]!, b: data[offset + 2]! };
}

const upload = (
  token: string,
  file: Buffer,
  filename: string,
  contentType: string,
  field = 'profilePicture',
) =>
  app.request
    .put('/api/auth/profile-image')
    .set(bearer(token))
    .attach(field, file, { filename, contentType });

const mediaFile = (urlPath: string) => path.join(app.ctx.media.root, urlPath.replace(/^\/media\//, ''));

describe('PUT /api/auth/profile-image', () => {
  it('stores an upright, square, metadata-free WebP and serves it for a year', async () => {
    const member = await registerAndVerify(app);
    const input = await sidewaysJpegWithExif();
    const inputMeta = await sharp(input).metadata();
    expect(inputMeta.exif?.includes(Buffer.from('Secret Location Inc'))).toBe(true);
    expect(inputMeta.orientation).toBe(6);

    const res = await upload(member.token, input, 'me.jpg', 'image/jpeg');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(SUCCESS_MESSAGES.profileImageUpdated);
    const url = res.body.data.user.profilePicture as string;
    expect(url).toMatch(/^\/media\/avatars\/[0-9a-f]+\.webp$/);
    expect(res.body.user).toEqual(res.body.data.user);

    const served = await app.request
      .get(url)
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('max-age=31536000');
    expect(served.headers['cache-control']).toContain('immutable');

    const output = served.body as Buffer;
    const meta = await sharp(output).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: AVATAR_SIZE_PX, height: AVATAR_SIZE_PX });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(output.includes(Buffer.from('Secret Location Inc'))).toBe(false);

    // EXIF orientation 6 puts the stored left (red) half on top once the picture is upright.
    const top = await pixel(output, AVATAR_SIZE_PX / 2, 40);
    const bottom = await pixel(output, AVATAR_SIZE_PX / 2, AVATAR_SIZE_PX - 40);
    expect(top.r).toBeGreaterThan(200);
    expect(top.b).toBeLessThan(60);
    expect(bottom.b).toBeGreaterThan(200);
    expect(bottom.r).toBeLessThan(60);
  });

  it('accepts PNGs (with alpha too) and removes the previous avatar file', async () => {
    const member = await registerAndVerify(app);
    const first = await upload(member.token, await solidPng('#abcdef', 64, 48), 'a.png', 'image/png');
    const firstUrl = first.body.data.user.profilePicture as string;
    expect(fs.existsSync(mediaFile(firstUrl))).toBe(true);
    // The data saver's small picture sits beside it, named after it.
    const small = await sharp(fs.readFileSync(mediaFile(smallAvatarPath(firstUrl)!))).metadata();
    expect(small).toMatchObject({
      format: 'webp',
      width: AVATAR_SMALL_SIZE_PX,
      height: AVATAR_SMALL_SIZE_PX,
    });

    const png = await sharp({ create: { width: 50, height: 80, channels: 4, background: '#00ff0080' } })
      .png()
      .toBuffer();
    const second = await upload(member.token, png, 'b.png', 'image/png');
    expect(second.status).toBe(200);
    const secondUrl = second.body.data.user.profilePicture as string;
    expect(secondUrl).not.toBe(firstUrl);
    expect(fs.existsSync(mediaFile(firstUrl))).toBe(false);
    expect(fs.existsSync(mediaFile(smallAvatarPath(firstUrl)!))).toBe(false);
    expect((await app.request.get(firstUrl)).status).toBe(404);
    expect((await app.request.get(secondUrl)).status).toBe(200);

    const profile = await app.request.get('/api/auth/profile').set(bearer(member.token));
    expect(profile.body.data.user.profilePicture).toBe(secondUrl);
  });

  it('keeps a file another member still uses', async () => {
    const image = await sidewaysJpegWithExif();
    const a = await registerAndVerify(app);
    const b = await registerAndVerify(app);
    const shared = (await upload(a.token, image, 'x.jpg', 'image/jpeg')).body.data.user
      .profilePicture as string;
    expect((await upload(b.token, image, 'y.jpg', 'image/jpeg')).body.data.user.profilePicture).toBe(shared);
    await upload(a.token, await solidPng('#123456'), 'z.png', 'image/png');
    expect(fs.existsSync(mediaFile(shared))).toBe(true);
  });

  it('refuses a text file dressed up as a PNG (400 invalid_image)', async () => {
    const member = await registerAndVerify(app);
    const res = await upload(
      member.token,
      Buffer.from('just some text, not a picture'),
      'fake.png',
      'image/png',
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      success: false,
      code: 'invalid_image',
      message: 'Please select a valid image file',
    });
  });

  it('refuses an SVG', async () => {
    const member = await registerAndVerify(app);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    const res = await upload(member.token, svg, 'icon.svg', 'image/svg+xml');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid_image');
  });

  it('refuses a picture claiming enormous dimensions', async () => {
    const member = await registerAndVerify(app);
    const huge = await sharp({ create: { width: 7100, height: 7100, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(huge.length).toBeLessThan(AVATAR_MAX_BYTES);
    const res = await upload(member.token, huge, 'bomb.png', 'image/png');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid_image');
  });

  it('refuses a file over 5 MB (413 image_too_large)', async () => {
    const member = await registerAndVerify(app);
    const res = await upload(member.token, Buffer.alloc(AVATAR_MAX_BYTES + 1, 7), 'big.png', 'image/png');
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: 'image_too_large', message: 'Image must be smaller than 5MB' });
  });

  it('asks for a file when none is sent', async () => {
    const member = await registerAndVerify(app);
    const expected = [{ path: 'profilePicture', msg: 'Please select a valid image file' }];
    const empty = await app.request.put('/api/auth/profile-image').set(bearer(member.token)).field('x', 'y');
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ code: 'validation_failed', errors: expected });
    const json = await app.request.put('/api/auth/profile-image').set(bearer(member.token)).send({});
    expect(json.status).toBe(400);
    expect(json.body.errors).toEqual(expected);
    const wrongField = await upload(member.token, await solidPng('#123456'), 'a.png', 'image/png', 'avatar');
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.errors).toEqual(expected);
  });

  it('needs a token', async () => {
    const res = await app.request
      .put('/api/auth/profile-image')
      .attach('profilePicture', await solidPng('#123456'), 'a.png');
    expect(res.status).toBe(401);
  });
});
