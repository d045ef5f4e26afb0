/** Messaging limits (spec 001 sections 5 and 9, and what a serious chat needs besides). */

/** A message's text, after trimming. */
export const MESSAGE_MAX_LENGTH = 2000;
/** Spec 001 section 9: messages page 50 at a time. */
export const MESSAGES_PAGE_SIZE = 50;
export const MESSAGES_PAGE_MAX = 100;
/** The spec leaves the conversations page size open. */
export const CONVERSATIONS_PAGE_SIZE = 20;
export const CONVERSATIONS_PAGE_MAX = 50;
export const CONVERSATIONS_OFFSET_MAX = 10_000;

/** A group holds its creator and up to this many others. */
export const GROUP_OTHER_MEMBERS_MAX = 49;
/** A group is the creator plus at least this many others (one other is a direct conversation). */
export const GROUP_OTHER_MEMBERS_MIN = 2;
export const GROUP_NAME_MAX = 80;
export const GROUP_DESCRIPTION_MAX = 500;
export const MESSAGE_MEDIA_URL_MAX = 2048;

export const CONVERSATION_TYPES = ['direct', 'group'] as const;
export type ConversationType = (typeof CONVERSATION_TYPES)[number];

export const MESSAGE_TYPES = ['text', 'image', 'video'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

/**
 * The server says a member stopped typing after this long without a new start; the sender repeats its
 * start every 3 s while typing goes on, so this only fires when the sender went quiet without a stop.
 */
export const TYPING_SERVER_TIMEOUT_MS = 5000;

/** What the name of a member whose account is gone reads as, wherever they appeared. */
export const DELETED_MEMBER_NAME = { firstName: 'Deleted', lastName: 'member' } as const;

export const MESSAGE_MESSAGES = {
  contentRequired: 'Message cannot be empty',
  contentTooLong: `Message cannot exceed ${MESSAGE_MAX_LENGTH} characters`,
  messageType: `messageType must be one of ${MESSAGE_TYPES.join(', ')}`,
  mediaUrl: 'mediaUrl must be an http(s) URL or a /media/ path',
  replyTo: 'replyToMessageId must be a message of this conversation',
  participantIds: 'participantIds must be a list of member ids',
  participantsRequired: 'Choose at least one member',
  tooManyParticipants: `A group can have at most ${GROUP_OTHER_MEMBERS_MAX + 1} members`,
  directNeedsOne: 'A direct conversation is with exactly one other member',
  groupNeedsTwo: `A group needs at least ${GROUP_OTHER_MEMBERS_MIN} other members`,
  type: 'type must be direct or group',
  name: `Group name can be at most ${GROUP_NAME_MAX} characters`,
  description: `Description can be at most ${GROUP_DESCRIPTION_MAX} characters`,
  archived: 'archived must be true or false',
  conversationId: 'conversationId must be a conversation id',
  before: 'before must be a message id',
  upTo: 'upTo must be a message id',
} as const;

/** Shown notifications (push or desktop) about one conversation replace each other. */
export const conversationTag = (conversationId: string): string => `conversation:${conversationId}`;
