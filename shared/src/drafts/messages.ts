/** Messages of media uploads, drafts and scheduled posts (spec 001 section 8 where it words them). */
export const DRAFT_MESSAGES = {
  mediaRequired: 'Please choose at least one image or video',
  uploadIds: 'ids must give one id per file',
  mediaNotUploaded: 'Media must be files you uploaded',
  mediaItem: 'Each media item needs the url of an upload',
  tooManyMedia: 'You can attach up to 10 files',
  revision: 'baseRevision must be a whole number',
  threadPosts: 'Thread posts must be text',
  scheduledFor: 'scheduledFor must be a date and time',
  scheduledInPast: 'Schedule time must be in the future',
  statusFilter: "status must be 'pending', 'published' or 'failed'",
  sinceCursor: 'since must be a cursor from an earlier answer',
} as const;

export const DRAFT_SUCCESS_MESSAGES = {
  mediaUploaded: 'Media uploaded',
  draftSaved: 'Draft saved successfully!',
  draftDeleted: 'Draft deleted',
  postScheduled: 'Post scheduled successfully!',
  scheduledPostUpdated: 'Scheduled post updated',
  scheduledPostDeleted: 'Scheduled post deleted',
  postPublished: 'Post published successfully!',
} as const;
