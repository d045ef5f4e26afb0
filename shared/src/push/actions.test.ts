import { describe, expect, it } from 'vitest';
import { pushActionsFor, pushActionTargetOf, pushActionWrites } from './actions.js';

const from = {
  id: 'u-ada',
  _id: 'u-ada',
  username: 'ada',
  firstName: 'Ada',
  lastName: 'L',
  profilePicture: null,
  isPremium: false,
};

describe('push notification actions', () => {
  it('offers Like on comments and mentions, Follow back on follows, Mark as read on all', () => {
    expect(pushActionsFor({ type: 'comment', from, metadata: { postId: 'p', commentId: 'c' } })).toEqual([
      'like',
      'mark_read',
    ]);
    expect(pushActionsFor({ type: 'mention', from, metadata: { postId: 'p' } })).toEqual([
      'like',
      'mark_read',
    ]);
    expect(pushActionsFor({ type: 'follow', from, metadata: {} })).toEqual(['follow_back', 'mark_read']);
    expect(pushActionsFor({ type: 'like', from, metadata: { postId: 'p' } })).toEqual(['mark_read']);
  });

  it('turns a tap into the writes the page would queue, then marks the notification read', () => {
    const onComment = pushActionTargetOf({ id: 'n1', from, metadata: { postId: 'p1', commentId: 'c1' } });
    expect(pushActionWrites('like', onComment)).toEqual([
      expect.objectContaining({
        kind: 'comment.like',
        method: 'POST',
        path: '/posts/comments/c1/like',
        body: { liked: true },
        entityId: 'c1',
        label: 'Like a comment by @ada',
      }),
      expect.objectContaining({
        kind: 'notification.read',
        path: '/notifications/n1/read',
        okStatuses: [404],
      }),
    ]);
    const onPost = pushActionTargetOf({ id: 'n2', from, metadata: { postId: 'p2' } });
    expect(pushActionWrites('like', onPost)[0]).toMatchObject({
      kind: 'post.like',
      method: 'PUT',
      path: '/posts/p2/like',
    });
    expect(pushActionWrites('follow_back', onPost)[0]).toMatchObject({
      kind: 'user.follow',
      path: '/users/follow/u-ada',
      label: 'Follow @ada',
    });
    expect(pushActionWrites('mark_read', onPost).map((w) => w.kind)).toEqual(['notification.read']);
  });

  it('does nothing for an action the push lacks the target of', () => {
    expect(pushActionWrites('like', { notificationId: 'n' })).toEqual([]);
    expect(pushActionWrites('follow_back', {})).toEqual([]);
  });
});
