import { describe, expect, it } from 'vitest';
import { notificationTag } from '@flock/shared';
import { serverNotification } from '../../data/testing/notificationFixtures';
import { actionText, notificationRoute, notificationSentence } from './notificationText';

describe('how a notification reads and where it leads', () => {
  it('puts the actor in front of the server’s wording, with or without the name in it', () => {
    expect(notificationSentence(serverNotification('n1', 0))).toBe('Grace Hopper liked your post');
    expect(actionText(serverNotification('n2', 0, { message: 'Grace Hopper replied to your comment' }))).toBe(
      'replied to your comment',
    );
  });

  it('falls back to the spec’s wording by type', () => {
    const wording = (type: 'like' | 'comment' | 'follow' | 'share' | 'other') =>
      actionText(serverNotification('n', 0, { type, message: '' }));
    expect(wording('like')).toBe('liked your post');
    expect(wording('comment')).toBe('commented on your post');
    expect(wording('follow')).toBe('started following you');
    expect(wording('share')).toBe('shared your post');
    expect(wording('other')).toBe('interacted with your content');
    expect(notificationSentence(serverNotification('n', 0, { from: null }))).toBe('Someone liked your post');
  });

  it('opens the post in the feed for post notifications and the profile for follows', () => {
    expect(notificationRoute(serverNotification('n1', 0))).toBe('/dashboard?highlight=post-n1');
    const follow = serverNotification('f', 0, { type: 'follow', metadata: {} });
    expect(notificationRoute(follow)).toBe('/profile/grace');
    expect(notificationRoute({ ...follow, type: 'other', from: null })).toBe('/notifications');
  });

  it('tags notifications per post, or per follower, as the server tags its pushes', () => {
    expect(notificationTag(serverNotification('n1', 0))).toBe('post:post-n1');
    expect(notificationTag(serverNotification('f', 0, { type: 'follow', metadata: {} }))).toBe(
      'follow:user-2',
    );
  });
});
