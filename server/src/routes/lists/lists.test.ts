import { COLLECTION_MESSAGES, type ListDto, type PostDto, type UserSummaryDto } from '@flock/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAndVerify } from '../../../test/accounts.js';
import { deactivate } from '../../../test/people.js';
import { buildCircle, createPost, ids, type Member } from '../../../test/posts.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';
import { newId } from '../../db/ids.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const create = (token: string, body: object) => app.request.post('/api/lists').set(bearer(token)).send(body);
async function newList(owner: Member, body: object = {}): Promise<ListDto> {
  const res = await create(owner.token, { name: 'Friends', ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.list as ListDto;
}
const addMember = (token: string, listId: string, userId: string) =>
  app.request.post(`/api/lists/${listId}/members`).set(bearer(token)).send({ userId });
const removeMember = (token: string, listId: string, userId: string) =>
  app.request.delete(`/api/lists/${listId}/members/${userId}`).set(bearer(token));
const membersOf = async (token: string, listId: string) => {
  const res = await app.request.get(`/api/lists/${listId}/members`).set(bearer(token));
  expect(res.status).toBe(200);
  return (res.body.members as UserSummaryDto[]).map((m) => m.id);
};
const feed = (token: string, listId: string, query = '') =>
  app.request.get(`/api/lists/${listId}/posts${query}`).set(bearer(token));

describe('/api/lists', () => {
  it('creates a public list by default with its owner as the first member', async () => {
    const owner = await registerAndVerify(app);
    const res = await create(owner.token, { name: ' Reads ', description: 'Good writers' });
    expect(res.status).toBe(201);
    expect(res.body.data.list).toEqual(res.body.list);
    expect(res.body.list).toMatchObject({
      _id: res.body.list.id,
      name: 'Reads',
      description: 'Good writers',
      isPrivate: false,
      ownerId: owner.user.id,
      owner: { id: owner.user.id, username: owner.user.username },
      memberCount: 1,
    });
    expect(await membersOf(owner.token, res.body.list.id)).toEqual([owner.user.id]);
    const mine = await app.request.get('/api/lists').set(bearer(owner.token));
    expect(mine.body.lists).toEqual([res.body.list]);
    expect(mine.body.data.lists).toEqual(mine.body.lists);
  });

  it('keeps one list per client id', async () => {
    const [owner, other] = await Promise.all([registerAndVerify(app), registerAndVerify(app)]);
    const id = newId();
    expect((await create(owner.token, { id, name: 'Once' })).status).toBe(201);
    expect((await create(owner.token, { id, name: 'Once' })).status).toBe(200);
    expect((await create(other.token, { id, name: 'Twice' })).body.code).toBe('id_conflict');
    expect(await membersOf(owner.token, id)).toEqual([owner.user.id]);
  });

  it('lets only the owner edit, delete and change members; the owner is never removed', async () => {
    const [owner, other, third] = await Promise.all([
      registerAndVerify(app),
      registerAndVerify(app),
      registerAndVerify(app),
    ]);
    const list = await newList(owner);
    const edit = (token: string, body: object) =>
      app.request.put(`/api/lists/${list.id}`).set(bearer(token)).send(body);

    const refused = await edit(other.token, { name: 'Taken' });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('list_owner_only');
    expect((await addMember(other.token, list.id, third.user.id)).body.code).toBe('list_owner_only');
    expect((await removeMember(other.token, list.id, owner.user.id)).status).toBe(403);
    expect((await app.request.delete(`/api/lists/${list.id}`).set(bearer(other.token))).status).toBe(403);

    const edited = await edit(owner.token, { name: 'Renamed', description: 'New', isPrivate: true });
    expect(edited.status).toBe(200);
    expect(edited.body.list).toMatchObject({ name: 'Renamed', description: 'New', isPrivate: true });

    const added = await addMember(owner.token, list.id, other.user.id);
    expect(added.status).toBe(200);
    expect(added.body.list.memberCount).toBe(2);
    expect(added.body.member).toMatchObject({ id: other.user.id, username: other.user.username });
    expect((await addMember(owner.token, list.id, other.user.id)).body.list.memberCount).toBe(2);
    expect(await membersOf(owner.token, list.id)).toEqual([owner.user.id, other.user.id]);

    const ownerOut = await removeMember(owner.token, list.id, owner.user.id);
    expect(ownerOut.status).toBe(400);
    expect(ownerOut.body.code).toBe('cannot_remove_list_owner');
    const out = await removeMember(owner.token, list.id, other.user.id);
    expect(out.status).toBe(200);
    expect(out.body.list.memberCount).toBe(1);
    expect((await removeMember(owner.token, list.id, other.user.id)).status).toBe(200);

    expect((await app.request.delete(`/api/lists/${list.id}`).set(bearer(owner.token))).status).toBe(200);
    expect((await app.request.get(`/api/lists/${list.id}`).set(bearer(owner.token))).status).toBe(404);
    expect((await app.request.get('/api/lists').set(bearer(owner.token))).body.lists).toEqual([]);
  });

  it('hides a private list from everyone but its owner; others see public lists by userId', async () => {
    const [owner, other] = await Promise.all([registerAndVerify(app), registerAndVerify(app)]);
    const open = await newList(owner, { name: 'Open' });
    const closed = await newList(owner, { name: 'Closed', isPrivate: true });
    for (const path of ['', '/members', '/posts']) {
      const res = await app.request.get(`/api/lists/${closed.id}${path}`).set(bearer(other.token));
      expect(res.status, path).toBe(404);
      expect(res.body.code).toBe('list_not_found');
      expect((await app.request.get(`/api/lists/${open.id}${path}`).set(bearer(other.token))).status).toBe(
        200,
      );
    }
    expect((await app.request.put(`/api/lists/${closed.id}`).set(bearer(other.token)).send({})).status).toBe(
      404,
    );
    const theirs = await app.request.get(`/api/lists?userId=${owner.user.id}`).set(bearer(other.token));
    expect(theirs.body.lists.map((l: ListDto) => l.name)).toEqual(['Open']);
    const own = await app.request.get(`/api/lists?userId=${owner.user.id}`).set(bearer(owner.token));
    expect(own.body.lists.map((l: ListDto) => l.name)).toEqual(['Open', 'Closed']);
    expect((await app.request.get('/api/lists').set(bearer(other.token))).body.lists).toEqual([]);
  });

  it('feeds the members’ posts the viewer may see, newest first, 20 a page', async () => {
    const { author, friend, stranger } = await buildCircle(app);
    const outsider = await registerAndVerify(app);
    const list = await newList(stranger, { name: 'Watch' });
    await addMember(stranger.token, list.id, author.user.id).expect(200);
    const shared = await createPost(app, author.token, { content: 'for all', privacy: 'public' });
    const close = await createPost(app, author.token, { content: 'for friends', privacy: 'friends' });
    await createPost(app, outsider.token, { content: 'not on the list' });
    const own = await createPost(app, stranger.token, { content: 'my own' });

    const byOwner = await feed(stranger.token, list.id);
    expect(byOwner.status).toBe(200);
    expect(ids(byOwner.body.posts)).toEqual([own.id, shared.id]);
    expect(byOwner.body.data.posts).toEqual(byOwner.body.posts);
    // A friend of the author reading the same public list sees the friends-only post too.
    expect(ids((await feed(friend.token, list.id)).body.posts)).toEqual([own.id, close.id, shared.id]);

    const many: PostDto[] = [];
    for (let i = 0; i < 21; i++) many.push(await createPost(app, author.token, { content: `more ${i}` }));
    const first = await feed(stranger.token, list.id);
    expect(first.body.posts).toHaveLength(20);
    expect(first.body.data.hasMore).toBe(true);
    const second = await feed(stranger.token, list.id, '?offset=20');
    const byCursor = await feed(
      stranger.token,
      list.id,
      `?before=${encodeURIComponent(first.body.data.nextCursor)}`,
    );
    expect(ids(second.body.posts)).toEqual([many[0]!.id, own.id, shared.id]);
    expect(ids(byCursor.body.posts)).toEqual(ids(second.body.posts));
  });

  it('adds only listed members and counts only them', async () => {
    const [owner, gone] = await Promise.all([registerAndVerify(app), registerAndVerify(app)]);
    const list = await newList(owner);
    expect((await addMember(owner.token, list.id, newId())).body.code).toBe('user_not_found');
    await addMember(owner.token, list.id, gone.user.id).expect(200);
    await deactivate(app, gone.user.id);
    const res = await app.request.get(`/api/lists/${list.id}`).set(bearer(owner.token));
    expect(res.body.list.memberCount).toBe(1);
    expect(await membersOf(owner.token, list.id)).toEqual([owner.user.id]);
  });

  it('validates and needs a token', async () => {
    const owner = await registerAndVerify(app);
    const cases: Array<[object, string, string]> = [
      [{}, 'name', COLLECTION_MESSAGES.listNameRequired],
      [{ name: ' ' }, 'name', COLLECTION_MESSAGES.listNameRequired],
      [{ name: 'x'.repeat(51) }, 'name', COLLECTION_MESSAGES.listNameTooLong],
      [
        { name: 'ok', description: 'x'.repeat(201) },
        'description',
        COLLECTION_MESSAGES.listDescriptionTooLong,
      ],
      [{ name: 'ok', isPrivate: 1 }, 'isPrivate', COLLECTION_MESSAGES.isPrivate],
    ];
    for (const [body, path, msg] of cases) {
      const res = await create(owner.token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors).toEqual([{ path, msg }]);
    }
    const list = await newList(owner);
    expect((await addMember(owner.token, list.id, 'nope')).status).toBe(400);
    expect((await feed(owner.token, list.id, '?limit=51')).status).toBe(400);
    expect((await app.request.get('/api/lists?userId=nope').set(bearer(owner.token))).status).toBe(400);
    expect((await app.request.get('/api/lists/nope').set(bearer(owner.token))).status).toBe(404);
    expect((await app.request.get('/api/lists')).status).toBe(401);
    expect((await app.request.post('/api/lists').send({ name: 'x' })).status).toBe(401);
    expect((await app.request.get(`/api/lists/${list.id}/posts`)).status).toBe(401);
  });
});
