import type { ScheduledPostStatus } from '@flock/shared';
import type { AppContext } from '../context.js';

/** The most scheduled posts a list answers. */
const SCHEDULED_LIST_MAX = 500;

/** The member's scheduled posts of a status (or all), soonest first. */
export function scheduledPostList(ctx: AppContext, memberId: string, status: ScheduledPostStatus | 'all') {
  return ctx.db.models.ScheduledPost.findAll({
    where: { userId: memberId, ...(status === 'all' ? {} : { status }) },
    order: [
      ['scheduledFor', 'ASC'],
      ['id', 'ASC'],
    ],
    limit: SCHEDULED_LIST_MAX,
  });
}
