import type { PostPrivacy, ProfileVisibility } from '@flock/shared';
import { describe, expect, it } from 'vitest';
import { canSeePost } from './postVisibility.js';
import { profileShowsFollowListsTo, profileShowsPostsTo } from './profileVisibility.js';

const AUTHOR = 'author';
const VIEWER = 'viewer';
const post = (privacy: PostPrivacy) => ({ authorId: AUTHOR, privacy });
const relation = (
  authorProfileVisibility: ProfileVisibility,
  viewerFollowsAuthor: boolean,
  authorFollowsViewer: boolean,
) => ({ authorProfileVisibility, viewerFollowsAuthor, authorFollowsViewer });

describe('canSeePost', () => {
  // [profile, viewer follows, author follows back] -> [public, friends, private]
  it.each([
    ['public', false, false, [true, false, false]],
    ['public', true, false, [true, false, false]],
    ['public', false, true, [true, false, false]],
    ['public', true, true, [true, true, false]],
    ['followers', false, false, [false, false, false]],
    ['followers', false, true, [false, false, false]],
    ['followers', true, false, [true, false, false]],
    ['followers', true, true, [true, true, false]],
    ['private', false, false, [false, false, false]],
    ['private', false, true, [false, false, false]],
    ['private', true, false, [true, false, false]],
    ['private', true, true, [true, true, false]],
  ] as const)('a %s profile, viewer follows %s, followed back %s', (profile, follows, back, expected) => {
    const seen = (['public', 'friends', 'private'] as const).map((privacy) =>
      canSeePost(post(privacy), VIEWER, relation(profile, follows, back)),
    );
    expect(seen).toEqual(expected);
  });

  it.each(['public', 'followers', 'private'] as const)(
    'the author sees every post on a %s profile',
    (profile) => {
      for (const privacy of ['public', 'friends', 'private'] as const) {
        expect(canSeePost(post(privacy), AUTHOR, relation(profile, false, false))).toBe(true);
      }
    },
  );
});

describe('profile visibility', () => {
  it.each([
    ['public', true, true],
    ['followers', false, true],
    ['private', false, false],
  ] as const)(
    '%s: posts to strangers %s, lists to others %s, everything to the member',
    (profile, posts, lists) => {
      const stranger = { isSelf: false, follows: false };
      expect(profileShowsPostsTo(profile, stranger)).toBe(posts);
      expect(profileShowsPostsTo(profile, { isSelf: false, follows: true })).toBe(true);
      expect(profileShowsPostsTo(profile, { isSelf: true, follows: false })).toBe(true);
      expect(profileShowsFollowListsTo(profile, stranger)).toBe(lists);
      expect(profileShowsFollowListsTo(profile, { isSelf: true })).toBe(true);
    },
  );
});
