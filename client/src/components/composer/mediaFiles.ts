import { VIDEO_MIME_TYPES, type MediaLimits } from '@flock/shared';
import { mediaProblem } from '../../data/mediaLimits';

export { mediaKind, type MediaKind } from '../../data/mediaLimits';

export const MEDIA_ACCEPT = ['image/*', ...VIDEO_MIME_TYPES].join(',');

/**
 * Which of the picked files may join the `alreadyAttached` ones under the member's own limits (spec 000
 * section 5; basic members get the UI hint's 4 files of 5 MB). The first problem met is reported.
 */
export function acceptMediaFiles(
  picked: readonly File[],
  alreadyAttached: number,
  limits: MediaLimits,
): { accepted: File[]; error: string | null } {
  let error: string | null = null;
  const valid: File[] = [];
  for (const file of picked) {
    const problem = mediaProblem(file, limits);
    if (problem) error ??= problem;
    else valid.push(file);
  }
  const room = Math.max(0, limits.maxFiles - alreadyAttached);
  if (valid.length > room) error ??= limits.messages.tooManyFiles;
  return { accepted: valid.slice(0, room), error };
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
