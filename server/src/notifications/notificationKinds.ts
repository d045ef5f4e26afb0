import type { NotificationFilter, NotificationType } from '@flock/shared';

/**
 * What happened, as stored. Each kind has the spec's `type` and the wording that follows the actor's
 * name, in the list, the live event and the push message alike.
 */
export const NOTIFICATION_KINDS = {
  post_like: { type: 'like', message: 'liked your post' },
  comment_like: { type: 'like', message: 'liked your comment' },
  post_comment: { type: 'comment', message: 'commented on your post' },
  comment_reply: { type: 'comment', message: 'replied to your comment' },
  follow: { type: 'follow', message: 'started following you' },
  repost: { type: 'retweet', message: 'reposted your post' },
  quote: { type: 'share', message: 'quoted your post' },
  post_mention: { type: 'mention', message: 'mentioned you in a post' },
  comment_mention: { type: 'mention', message: 'mentioned you in a comment' },
  scheduled_post_failed: { type: 'other', message: '- your scheduled post could not be published' },
  scheduled_post_late: {
    type: 'other',
    message: '- your scheduled post went out late (it reached the server after its time)',
  },
} as const satisfies Record<string, { type: NotificationType; message: string }>;

export type NotificationKind = keyof typeof NOTIFICATION_KINDS;

const ALL_KINDS = Object.keys(NOTIFICATION_KINDS) as NotificationKind[];

/** The stored kinds a `type` filter chip shows; the Reposts chip includes quotes. */
export function kindsForFilter(filter: NotificationFilter): NotificationKind[] | null {
  if (filter === 'all' || filter === 'unread') return null;
  const types: readonly NotificationType[] = filter === 'retweet' ? ['retweet', 'share'] : [filter];
  return ALL_KINDS.filter((kind) => types.includes(NOTIFICATION_KINDS[kind].type));
}
