/** Post, poll, media and comment limits (spec 000 sections 5 and 9, spec 001 sections 5 and 9). */

export const POST_PRIVACIES = ['public', 'friends', 'private'] as const;
export type PostPrivacy = (typeof POST_PRIVACIES)[number];
export const POST_PRIVACY_LABELS: Record<PostPrivacy, string> = {
  public: 'Public',
  friends: 'Friends',
  private: 'Only me',
};

/** The Create Post dialog (spec 000) allows 500; the extended modes of spec 001 (reply, quote, thread) 280. */
export const POST_MAX_LENGTH = 500;
export const EXTENDED_POST_MAX_LENGTH = 280;

export const TAGS_MAX = 10;
export const TAG_MAX_LENGTH = 30;
export const LOCATION_MAX_LENGTH = 100;
export const FEELING_MAX_LENGTH = 50;
export const COMMENT_MAX_LENGTH = 500;
export const THREAD_MAX_PARTS = 25;

export const POLL_MIN_OPTIONS = 2;
export const POLL_MAX_OPTIONS = 4;
export const POLL_OPTION_MAX_LENGTH = 100;
export const POLL_DURATIONS_HOURS = [1, 6, 12, 24, 72, 168] as const;
export const POLL_DEFAULT_DURATION_HOURS = 24;

export const MEDIA_MAX_FILES = 10;
/**
 * Multipart fields a post's files may come in: Flock's client sends `media`; clients written from the
 * spec send `images`, and form libraries add `[]` to repeated fields.
 */
export const MEDIA_FILE_FIELDS = ['media', 'media[]', 'images', 'images[]', 'files'] as const;
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const VIDEO_MAX_BYTES = 100 * 1024 * 1024;
export const VIDEO_MIME_TYPES = ['video/mp4', 'video/webm', 'video/quicktime'] as const;

export const FEED_PAGE_SIZE = 10;
/** A home feed gap counts its missing posts up to this many ("Load 100+ missing posts" beyond). */
export const FEED_GAP_COUNT_MAX = 100;
export const COMMENTS_PAGE_SIZE = 20;
export const FEED_AD_EVERY = 5;
export const SUGGESTIONS_LIMIT = 5;

export const POST_MESSAGES = {
  empty: 'Please add some content, images, or a poll to your post.',
  tooLong: `Post content cannot exceed ${POST_MAX_LENGTH} characters`,
  tooLongExtended: `Post content cannot exceed ${EXTENDED_POST_MAX_LENGTH} characters`,
  pollTooFew: 'Polls must have at least 2 options',
  pollTooMany: 'Polls can have a maximum of 4 options',
  pollOptionTooLong: `Poll options can be at most ${POLL_OPTION_MAX_LENGTH} characters`,
  pollDuration: 'Poll duration must be 1, 6, 12, 24, 72 or 168 hours',
  pollWithMedia: 'A post can have media or a poll, not both',
  mediaType: 'Please select only image or video files',
  imageTooLarge: 'Files must be smaller than 10MB',
  videoTooLarge: 'Files must be smaller than 100MB',
  tooManyFiles: `You can attach at most ${MEDIA_MAX_FILES} files`,
  unknownFileField: `Files must be sent in one of the fields ${MEDIA_FILE_FIELDS.join(', ')}`,
  tooManyTags: `You can add at most ${TAGS_MAX} tags`,
  locationTooLong: `Location can be at most ${LOCATION_MAX_LENGTH} characters`,
  feelingTooLong: `Feeling can be at most ${FEELING_MAX_LENGTH} characters`,
  privacy: 'Privacy must be public, friends or private',
  commentEmpty: 'Comment cannot be empty',
  commentTooLong: `Comments can be at most ${COMMENT_MAX_LENGTH} characters`,
  threadTooShort: 'A thread needs at least 2 posts',
  threadTooLong: `A thread can have at most ${THREAD_MAX_PARTS} posts`,
  alreadyVoted: 'You have already voted in this poll',
  pollClosed: 'This poll has ended',
  unknownOption: 'That option is not part of this poll',
} as const;

/** Header search and composer @ suggestions (spec 000 section 9: header search 10). */
export const USER_SEARCH_DEFAULT_LIMIT = 10;
export const USER_SEARCH_MAX_LIMIT = 20;
/** Composer # suggestions and GET /hashtags/search (spec 001 section 9: hashtag search 10). */
export const HASHTAG_SEARCH_DEFAULT_LIMIT = 10;
export const HASHTAG_SEARCH_MAX_LIMIT = 20;
export const HASHTAG_MAX_LENGTH = 100;
