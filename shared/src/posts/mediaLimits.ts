import { IMAGE_MAX_BYTES, MEDIA_MAX_FILES, POST_MESSAGES, VIDEO_MAX_BYTES } from './limits.js';

const MB = 1024 * 1024;

/** What one member may attach to a post: premium gets the spec's full limits, basic its UI hint. */
export interface MediaLimits {
  maxFiles: number;
  imageMaxBytes: number;
  videoMaxBytes: number;
  /** The line the composer shows under its media area. */
  hint: string;
  messages: { imageTooLarge: string; videoTooLarge: string; tooManyFiles: string };
}

/** Basic members: "Up to 4 images, 5MB each" (spec 000 section 5's UI hint); a short video counts as one of the 4. */
export const BASIC_MEDIA_LIMITS: MediaLimits = {
  maxFiles: 4,
  imageMaxBytes: 5 * MB,
  videoMaxBytes: 5 * MB,
  hint: 'Up to 4 images, 5MB each',
  messages: {
    imageTooLarge: 'Files must be smaller than 5MB',
    videoTooLarge: 'Files must be smaller than 5MB',
    tooManyFiles: 'You can attach at most 4 files. Premium members can attach up to 10.',
  },
};

/** Premium members ("unlimited post uploads"): 10 files, images up to 10 MB, videos up to 100 MB. */
export const PREMIUM_MEDIA_LIMITS: MediaLimits = {
  maxFiles: MEDIA_MAX_FILES,
  imageMaxBytes: IMAGE_MAX_BYTES,
  videoMaxBytes: VIDEO_MAX_BYTES,
  hint: 'Up to 10 files: images 10MB, videos 100MB each',
  messages: {
    imageTooLarge: POST_MESSAGES.imageTooLarge,
    videoTooLarge: POST_MESSAGES.videoTooLarge,
    tooManyFiles: POST_MESSAGES.tooManyFiles,
  },
};

export const mediaLimitsFor = (member: { isPremium?: boolean; subscriptionType?: string }): MediaLimits =>
  member.isPremium === true || member.subscriptionType === 'premium'
    ? PREMIUM_MEDIA_LIMITS
    : BASIC_MEDIA_LIMITS;
