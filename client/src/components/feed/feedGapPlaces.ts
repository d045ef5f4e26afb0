import { parsePageCursor } from '@flock/shared';
import type { FeedEntry } from '../../data/threadGroups';
import type { FeedGapView } from '../../data/useFeedGaps';

const itemsOf = (entry: FeedEntry) => (entry.kind === 'post' ? [entry.item] : entry.parts);

/**
 * Which card each gap follows: the card holding the post the gap's page ended at, or else the last
 * card placed at or above the gap's time (that post left the list).
 */
export function feedGapPlaces(
  entries: readonly FeedEntry[],
  gaps: readonly FeedGapView[],
): Map<string, FeedGapView[]> {
  const places = new Map<string, FeedGapView[]>();
  for (const gap of gaps) {
    const cursor = parsePageCursor(gap.before);
    if (!cursor) continue;
    const holder = entries.find((entry) => itemsOf(entry).some((item) => item.post.id === cursor.id));
    const above = entries.filter((entry) =>
      itemsOf(entry).some((item) => new Date(item.activityAt).getTime() >= cursor.time.getTime()),
    );
    const after = holder ?? above.at(-1);
    if (after) places.set(after.key, [...(places.get(after.key) ?? []), gap]);
  }
  return places;
}
