import { mediaLimitsFor, POST_MESSAGES, VIDEO_MIME_TYPES, type MediaLimits } from '@flock/shared';
import type { MemberDb } from '../db/memberDb';
import { ownAuthor } from './ownAuthor';
import { LocalValidationError } from './writeTransaction';

/**
 * The member's own media limits (basic: 4 files of 5 MB; premium: 10 files, images 10 MB, videos
 * 100 MB), checked on the device before anything is kept or queued, so a post or draft made offline
 * never carries more than the server would take.
 */

export type MediaKind = 'image' | 'video';

export function mediaKind(file: Pick<File, 'type'>): MediaKind | null {
  if (file.type.startsWith('image/')) return 'image';
  if ((VIDEO_MIME_TYPES as readonly string[]).includes(file.type)) return 'video';
  return null;
}

/** What is wrong with one file under these limits, in the spec's words; null when it may go. */
export function mediaProblem(file: Pick<File, 'type' | 'size'>, limits: MediaLimits): string | null {
  const kind = mediaKind(file);
  if (kind === null) return POST_MESSAGES.mediaType;
  if (kind === 'image' && file.size > limits.imageMaxBytes) return limits.messages.imageTooLarge;
  if (kind === 'video' && file.size > limits.videoMaxBytes) return limits.messages.videoTooLarge;
  return null;
}

export const ownMediaLimits = async (db: MemberDb): Promise<MediaLimits> =>
  mediaLimitsFor(await ownAuthor(db));

/** Refuses files (with `alreadyAttached` uploaded ones) the member's limits do not allow. */
export function checkMediaFiles(
  files: readonly Pick<File, 'type' | 'size'>[],
  limits: MediaLimits,
  alreadyAttached = 0,
): void {
  if (files.length + alreadyAttached > limits.maxFiles)
    throw new LocalValidationError(limits.messages.tooManyFiles);
  for (const file of files) {
    const problem = mediaProblem(file, limits);
    if (problem) throw new LocalValidationError(problem);
  }
}
