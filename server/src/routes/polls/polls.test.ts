import { POST_MESSAGES, type PollDto } from '@flock/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAndVerify } from '../../../test/accounts.js';
import { createPost } from '../../../test/posts.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';
import { newId } from '../../db/ids.js';
import { markPostsWithPolls } from '../../migrations/20261201-0160-post-has-poll.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const vote = (token: string, pollId: string, body: object) =>
  app.request.post(`/api/polls/${pollId}/vote`).set(bearer(token)).send(body);

async function pollPost(options = ['Red', 'Green', 'Blue']) {
  const author = await registerAndVerify(app);
  const post = await createPost(app, author.token, { content: 'Favourite?', poll: { options } });
  return { author, post, poll: post.poll! };
}

describe('polls in a page of posts', () => {
  it('shows each poll with the viewer’s own vote, and none on a post without one', async () => {
    const { author, post, poll } = await pollPost(['Tea', 'Coffee']);
    const plain = await createPost(app, author.token, { content: 'No poll here' });
    const [voter, other] = await Promise.all([registerAndVerify(app), registerAndVerify(app)]);
    const coffee = poll.options[1]!.id;
    expect((await vote(voter.token, poll.id, { optionId: coffee })).status).toBe(200);
    const pageFor = async (token: string) => {
      const res = await app.request.get(`/api/posts/user/${author.user.id}`).set(bearer(token));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const posts = res.body.data.posts as { id: string; poll: PollDto | null }[];
      return new Map(posts.map((p) => [p.id, p.poll]));
    };

    const seen = await pageFor(voter.token);
    expect(seen.get(plain.id)).toBeNull();
    expect(seen.get(post.id)).toMatchObject({
      id: poll.id,
      totalVotes: 1,
      hasVoted: true,
      userVotedOption: coffee,
      options: [
        { optionText: 'Tea', voteCount: 0 },
        { id: coffee, optionText: 'Coffee', voteCount: 1, percentage: 100 },
      ],
    });
    expect((await pageFor(other.token)).get(post.id)).toMatchObject({
      totalVotes: 1,
      hasVoted: false,
      userVotedOption: null,
    });

    // As posts stood before they said whether they carry a poll: the migration marks them.
    await app.ctx.db.sequelize.query('UPDATE posts SET has_poll = FALSE');
    expect((await pageFor(voter.token)).get(post.id)).toBeNull();
    await markPostsWithPolls(app.ctx.db.sequelize);
    expect(await pageFor(voter.token)).toEqual(seen);
  });
});

describe('POST /api/polls/:id/vote', () => {
  it('counts one vote per member and answers the poll with shares', async () => {
    const { author, post, poll } = await pollPost();
    const [red, green] = [poll.options[0]!.id, poll.options[1]!.id];
    const voters = await Promise.all([1, 2, 3].map(() => registerAndVerify(app)));
    const first = await vote(voters[0]!.token, poll.id, { optionId: red });
    expect(first.status).toBe(200);
    expect(first.body.data.poll).toMatchObject({
      id: poll.id,
      totalVotes: 1,
      hasVoted: true,
      userVotedOption: red,
      isClosed: false,
      options: [
        { id: red, optionText: 'Red', voteCount: 1, percentage: 100 },
        { optionText: 'Green', voteCount: 0, percentage: 0 },
        { optionText: 'Blue', voteCount: 0, percentage: 0 },
      ],
    });
    await vote(voters[1]!.token, poll.id, { optionId: green }).expect(200);
    const third = await vote(voters[2]!.token, poll.id, { optionId: green });
    const shares = (third.body.data.poll as PollDto).options.map((o) => [o.voteCount, o.percentage]);
    expect(shares).toEqual([
      [1, 33],
      [2, 67],
      [0, 0],
    ]);
    const asAuthor = await app.request.get(`/api/posts/${post.id}`).set(bearer(author.token));
    expect(asAuthor.body.data.post.poll).toMatchObject({
      totalVotes: 3,
      hasVoted: false,
      userVotedOption: null,
    });
    const asVoter = await app.request.get(`/api/posts/${post.id}`).set(bearer(voters[1]!.token));
    expect(asVoter.body.data.post.poll).toMatchObject({ hasVoted: true, userVotedOption: green });
  });

  it('answers 400 already_voted to a second vote and changes nothing', async () => {
    const { poll } = await pollPost();
    const voter = await registerAndVerify(app);
    await vote(voter.token, poll.id, { optionId: poll.options[0]!.id }).expect(200);
    const again = await vote(voter.token, poll.id, { optionId: poll.options[1]!.id });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: 'already_voted', message: POST_MESSAGES.alreadyVoted });
    const stored = await app.ctx.db.models.PollOption.findAll({
      where: { pollId: poll.id },
      order: [['position', 'ASC']],
    });
    expect(stored.map((o) => o.voteCount)).toEqual([1, 0, 0]);
  });

  it('answers 400 poll_closed after the poll has ended', async () => {
    const { poll } = await pollPost();
    await app.ctx.db.models.Poll.update({ endsAt: new Date(Date.now() - 1000) }, { where: { id: poll.id } });
    const voter = await registerAndVerify(app);
    const res = await vote(voter.token, poll.id, { optionId: poll.options[0]!.id });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'poll_closed', message: POST_MESSAGES.pollClosed });
    expect(await app.ctx.db.models.PollVote.count({ where: { pollId: poll.id } })).toBe(0);
  });

  it('refuses an option of another poll and a missing option', async () => {
    const { poll } = await pollPost();
    const other = await pollPost(['x', 'y']);
    const voter = await registerAndVerify(app);
    const wrong = await vote(voter.token, poll.id, { optionId: other.poll.options[0]!.id });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([{ path: 'optionId', msg: POST_MESSAGES.unknownOption }]);
    const missing = await vote(voter.token, poll.id, {});
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([{ path: 'optionId', msg: 'optionId is required' }]);
  });

  it('answers 404 for an unknown poll and 401 without a token', async () => {
    const voter = await registerAndVerify(app);
    const res = await vote(voter.token, newId(), { optionId: newId() });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('poll_not_found');
    expect((await app.request.post(`/api/polls/${newId()}/vote`).send({ optionId: 'a' })).status).toBe(401);
  });
});
