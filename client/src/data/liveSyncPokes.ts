import { filter, merge, type Subscription } from 'rxjs';
import type { SyncScope } from '@flock/shared';
import type { MemberDb } from '../db/memberDb';
import { serverEvent, socketConnects } from '../realtime/serverEvents';
import { exhaustMapWithRerun } from '../streams/exhaustMapWithRerun';
import { refreshDrafts } from './draftList';
import { refreshScheduledPosts } from './scheduledList';

/**
 * Drafts and scheduled posts follow the member across devices: a poke for their scope (another device
 * saved one, a worker published one) and every connect read the server's list again, one load at a
 * time per scope.
 */
export function followSyncPokes(db: MemberDb): Subscription {
  const follow = (scope: SyncScope, refresh: (db: MemberDb) => Promise<void>) =>
    merge(socketConnects, serverEvent('sync.poke').pipe(filter((poke) => poke.scope === scope)))
      .pipe(
        exhaustMapWithRerun(() =>
          refresh(db).catch((error: unknown) => console.warn(`Could not load ${scope}`, error)),
        ),
      )
      .subscribe();
  const subscription = follow('drafts', refreshDrafts);
  subscription.add(follow('scheduled_posts', refreshScheduledPosts));
  return subscription;
}
