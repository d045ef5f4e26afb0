import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer, registerAndVerify } from '../../test/accounts.js';
import { notificationsOf } from '../../test/notifications.js';
import { createPost, follow } from '../../test/posts.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { newId } from '../db/ids.js';
import { hydrateNotifications } from './hydrateNotifications.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

it("reads the member's notifications named, in the order given, leaving out any gone or another's", async () => {
  const [author, fan, other] = await Promise.all([
    registerAndVerify(app),
    registerAndVerify(app),
    registerAndVerify(app),
  ]);
  const post = await createPost(app, author.token, { content: 'Hydrate me' });
  await app.request.put(`/api/posts/${post.id}/like`).set(bearer(fan.token)).send({ liked: true });
  await follow(app, fan.token, author.user.id);
  await follow(app, author.token, other.user.id);
  const [followed, liked] = await notificationsOf(app, author);
  const [othersOwn] = await notificationsOf(app, other);

  const read = await hydrateNotifications(app.ctx.db, author.user.id, [
    { id: liked!.id },
    { id: newId() },
    { id: othersOwn!.id },
    { id: followed!.id },
  ]);

  expect(read).toEqual([liked, followed]);
  expect(read[0]!.data).toEqual({ postContent: 'Hydrate me' });
});
