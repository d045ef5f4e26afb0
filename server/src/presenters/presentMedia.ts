import type { MediaDto } from '@flock/shared';
import type { PostMedia } from '../models/PostMedia.js';

export type MediaFields = Pick<PostMedia, 'id' | 'type' | 'url' | 'thumbnailUrl' | 'width' | 'height'>;

export function presentMedia(media: MediaFields): MediaDto {
  return {
    id: media.id,
    type: media.type,
    url: media.url,
    thumbnailUrl: media.thumbnailUrl ?? null,
    width: media.width ?? null,
    height: media.height ?? null,
  };
}
