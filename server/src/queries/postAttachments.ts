import type { Database } from '../db/database.js';
import type { MediaFields } from '../presenters/presentMedia.js';
import type { PollOptionFields } from '../presenters/presentPoll.js';

export interface PostAttachments {
  /** postId -> its media in their order. */
  media: Map<string, MediaFields[]>;
  /** pollId -> its options (presentPoll orders them). */
  options: Map<string, PollOptionFields[]>;
}

interface AttachmentRow {
  kind: 'media' | 'option';
  ownerId: string;
  id: string;
  position: number | string;
  type: MediaFields['type'] | null;
  url: string | null;
  thumbnailUrl: string | null;
  width: number | string | null;
  height: number | string | null;
  optionText: string | null;
  voteCount: number | string | null;
}

const numberOrNull = (value: number | string | null) => (value === null ? null : Number(value));

/**
 * The media of a page's posts and the options of its polls, in one statement of plain rows whatever
 * the page size. Aggregating them per post in SQL instead (JSON_ARRAYAGG) made MariaDB write a
 * temporary table to disk for every page.
 */
export async function loadPostAttachments(
  db: Database,
  postIds: readonly string[],
  pollIds: readonly string[],
): Promise<PostAttachments> {
  const attachments: PostAttachments = { media: new Map(), options: new Map() };
  if (postIds.length === 0) return attachments;
  const media = `SELECT 'media' AS kind, m.post_id AS ownerId, m.id, m.position, m.type, m.url,
      m.thumbnail_url AS thumbnailUrl, m.width, m.height, NULL AS optionText, NULL AS voteCount
    FROM post_media m WHERE m.post_id IN (:postIds)`;
  const options = `SELECT 'option' AS kind, o.poll_id AS ownerId, o.id, o.position, NULL AS type, NULL AS url,
      NULL AS thumbnailUrl, NULL AS width, NULL AS height, o.option_text AS optionText, o.vote_count AS voteCount
    FROM poll_options o WHERE o.poll_id IN (:pollIds)`;
  const rows = await db.select<AttachmentRow>(pollIds.length > 0 ? `${media} UNION ALL ${options}` : media, {
    postIds: [...postIds],
    pollIds: [...pollIds],
  });
  const ordered = [...rows].sort((a, b) => Number(a.position) - Number(b.position));
  for (const row of ordered) {
    if (row.kind === 'media') {
      const list = attachments.media.get(row.ownerId) ?? [];
      list.push({
        id: row.id,
        type: row.type!,
        url: row.url!,
        thumbnailUrl: row.thumbnailUrl,
        width: numberOrNull(row.width),
        height: numberOrNull(row.height),
      });
      attachments.media.set(row.ownerId, list);
    } else {
      const list = attachments.options.get(row.ownerId) ?? [];
      list.push({
        id: row.id,
        position: Number(row.position),
        optionText: row.optionText!,
        voteCount: Number(row.voteCount),
      });
      attachments.options.set(row.ownerId, list);
    }
  }
  return attachments;
}
