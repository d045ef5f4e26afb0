import {
  IMAGE_MAX_BYTES,
  MEDIA_MAX_FILES,
  POST_MESSAGES,
  VIDEO_MAX_BYTES,
  VIDEO_MIME_TYPES,
} from '@flock/shared';

export const MEDIA_ACCEPT = ['image/*', ...VIDEO_MIME_TYPES].join(',');
export const MEDIA_HINT = 'Images up to 10 MB, videos up to 100 MB, 10 files';

export type MediaKind = 'image' | 'video';

export function mediaKind(file: File): MediaKind | null {
  if (file.type.startsWith('image/')) return 'image';
  if ((VIDEO_MIME_TYPES as readonly string[]).includes(file.type)) return 'video';
  return null;
}

/**
 * Which of the picked files may join the `alreadyAttached` ones (spec 000 section 5): images and videos only,
 * images up to 10 MB and videos up to 100 MB, 10 files in all. The first problem met is reported.
 */
export function acceptMediaFiles(
  picked: readonly File[],
  alreadyAttached: number,
): { accepted: File[]; error: string | null } {
  let error: string | null = null;
  const valid: File[] = [];
  for (const file of picked) {
    const kind = mediaKind(file);
    const problem =
      kind === null
        ? POST_MESSAGES.mediaType
        : kind === 'image' && file.size > IMAGE_MAX_BYTES
          ? POST_MESSAGES.imageTooLarge
          : kind === 'video' && file.size > VIDEO_MAX_BYTES
            ? POST_MESSAGES.videoTooLarge
            : null;
    if (problem) error ??= problem;
    else valid.push(file);
  }
  const room = Math.max(0, MEDIA_MAX_FILES - alreadyAttached);
  if (valid.length > room) error ??= POST_MESSAGES.tooManyFiles;
  return { accepted: valid.slice(0, room), error };
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
