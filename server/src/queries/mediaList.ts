import type { MediaFields } from '../presenters/presentMedia.js';

/**
 * A post's media as its row keeps them (`posts.media_list`): the fields each file is shown with, in
 * their order, as JSON; null for a post without media. The `post_media` rows stay the record of each
 * file (cleanup finds files by them); the list is written with them when the post is made (a post's
 * media never change after) and lets a page of posts show their media without a second statement.
 */
export function toMediaList(media: readonly MediaFields[]): string | null {
  if (media.length === 0) return null;
  return JSON.stringify(
    media.map(({ id, type, url, thumbnailUrl, width, height }) => ({
      id,
      type,
      url,
      thumbnailUrl,
      width,
      height,
    })),
  );
}

export function readMediaList(list: string | null | undefined): MediaFields[] {
  return list ? (JSON.parse(list) as MediaFields[]) : [];
}
