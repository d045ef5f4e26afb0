import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAndVerify } from '../../../test/accounts.js';
import { setProfileVisibility } from '../../../test/people.js';
import { buildCircle, createPost } from '../../../test/posts.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const search = (token: string, query: string) =>
  app.request.get(`/api/hashtags/search?${query}`).set(bearer(token));

describe('GET /api/hashtags/search', () => {
  it('suggests stored hashtags starting with the text, most used first, with post counts', async () => {
    const member = await registerAndVerify(app);
    const stem = `t${crypto.randomBytes(3).toString('hex')}`;
    await createPost(app, member.token, { content: `#${stem}run #${stem}Ride` });
    await createPost(app, member.token, { content: `#${stem}ride again`, privacy: 'private' });
    await createPost(app, member.token, { content: `#${stem}ride #${stem}rest and #x${stem}` });
    const res = await search(member.token, `q=%23${stem.toUpperCase()}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      hashtags: [
        { name: `${stem}Ride`, postCount: 3 },
        { name: `${stem}rest`, postCount: 1 },
        { name: `${stem}run`, postCount: 1 },
      ],
    });
    expect((await search(member.token, `q=${stem}r&limit=1`)).body.data.hashtags).toEqual([
      { name: `${stem}Ride`, postCount: 3 },
    ]);
    expect((await search(member.token, `q=${stem.slice(0, 2)}_`)).body.data.hashtags).toEqual([]);
  });

  it('lists and counts only hashtags of posts the viewer may see', async () => {
    const { author, friend, follower, stranger } = await buildCircle(app);
    const stem = `q${crypto.randomBytes(3).toString('hex')}`;
    await createPost(app, author.token, { content: `#${stem}merger`, privacy: 'private' });
    await createPost(app, author.token, { content: `#${stem}merger #${stem}team`, privacy: 'friends' });
    await createPost(app, author.token, { content: `#${stem}team`, privacy: 'public' });
    const seenBy = async (token: string) => (await search(token, `q=${stem}`)).body.data.hashtags;

    expect(await seenBy(author.token)).toEqual([
      { name: `${stem}merger`, postCount: 2 },
      { name: `${stem}team`, postCount: 2 },
    ]);
    expect(await seenBy(friend.token)).toEqual([
      { name: `${stem}team`, postCount: 2 },
      { name: `${stem}merger`, postCount: 1 },
    ]);
    for (const viewer of [follower, stranger]) {
      expect(await seenBy(viewer.token)).toEqual([{ name: `${stem}team`, postCount: 1 }]);
    }
  });

  it('follows the author profile visibility too', async () => {
    const { author, follower, stranger } = await buildCircle(app);
    const stem = `v${crypto.randomBytes(3).toString('hex')}`;
    await createPost(app, author.token, { content: `#${stem}news` });
    await setProfileVisibility(app, author.token, 'followers');
    expect((await search(stranger.token, `q=${stem}`)).body.data.hashtags).toEqual([]);
    expect((await search(follower.token, `q=${stem}`)).body.data.hashtags).toEqual([
      { name: `${stem}news`, postCount: 1 },
    ]);
  });

  it('validates the query and needs a token', async () => {
    const member = await registerAndVerify(app);
    for (const query of ['q=', 'q=%23', 'q=ab&limit=21'])
      expect((await search(member.token, query)).status).toBe(400);
    expect((await app.request.get('/api/hashtags/search?q=ab')).status).toBe(401);
  });
});
