/**
 * The `before` cursor of lists (posts, notifications). A page ends at one item, so the cursor names
 * its time and id: `2026-11-21T10:00:00.000Z,<id>`. Lists are ordered by time, then id, both newest
 * first, so items sharing the cursor's millisecond (the parts of a thread) are neither repeated nor
 * skipped. A bare ISO time is accepted too and means "strictly older than this time".
 */
export interface PageCursor {
  time: Date;
  /** Empty for a bare time: no item at that time comes after it. */
  id: string;
}

const ITEM_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?(?:Z|[+-]\d{2}:\d{2})$/;

export const formatPageCursor = (time: Date, id: string): string => `${time.toISOString()},${id}`;

/** The cursor in `text`, or null when it is neither `<ISO time>` nor `<ISO time>,<id>`. */
export function parsePageCursor(text: string): PageCursor | null {
  const [timeText = '', id = '', ...rest] = text.split(',');
  if (rest.length > 0 || !ISO_TIME.test(timeText)) return null;
  if (text.includes(',') && !ITEM_ID.test(id)) return null;
  const time = new Date(timeText);
  return Number.isNaN(time.getTime()) ? null : { time, id: id.toLowerCase() };
}
