import type { UploadedMediaDto } from '@flock/shared';
import type { MediaUpload } from '../models/MediaUpload.js';

export function presentUploadedMedia(upload: MediaUpload): UploadedMediaDto {
  return {
    id: upload.id,
    type: upload.type,
    url: upload.url,
    thumbnailUrl: upload.thumbnailUrl,
    width: upload.width,
    height: upload.height,
  };
}
