import * as z from 'zod/mini';
import { capped, uuidField } from '../schemas/capped.js';
import {
  CONVERSATION_TYPES,
  CONVERSATIONS_OFFSET_MAX,
  CONVERSATIONS_PAGE_MAX,
  CONVERSATIONS_PAGE_SIZE,
  GROUP_DESCRIPTION_MAX,
  GROUP_NAME_MAX,
  GROUP_OTHER_MEMBERS_MAX,
  GROUP_OTHER_MEMBERS_MIN,
  MESSAGE_MAX_LENGTH,
  MESSAGE_MEDIA_URL_MAX,
  MESSAGE_MESSAGES,
  MESSAGE_TYPES,
  MESSAGES_PAGE_MAX,
  MESSAGES_PAGE_SIZE,
} from './limits.js';

/** Spec 001 section 7 "Messages": the bodies and queries of /api/messages/conversations. */

const clientId = z.optional(uuidField('id must be a UUID'));

/** Blank text counts as not given. */
const optionalText = (max: number, message: string) =>
  z.optional(
    z.nullable(
      z.pipe(
        capped(max, { required: message, tooLong: message }),
        z.transform((text: string) => (text === '' ? null : text)),
      ),
    ),
  );

/** Raw ids a create may list before duplicates are dropped. */
const RAW_PARTICIPANT_IDS_MAX = GROUP_OTHER_MEMBERS_MAX * 2;

/**
 * POST /messages/conversations. `type` follows from the count when left out (spec 001 section 5: a
 * group when more than one member is chosen); the creator is always a member and never needs listing.
 */
export const ConversationCreateSchema = z
  .object({
    id: clientId,
    participantIds: z
      .pipe(
        z.array(uuidField(MESSAGE_MESSAGES.participantIds), { error: MESSAGE_MESSAGES.participantIds }).check(
          z.maxLength(RAW_PARTICIPANT_IDS_MAX, {
            error: MESSAGE_MESSAGES.tooManyParticipants,
            abort: true,
          }),
        ),
        z.transform((ids: string[]) => [...new Set(ids.map((id) => id.toLowerCase()))]),
      )
      .check(
        z.minLength(1, MESSAGE_MESSAGES.participantsRequired),
        z.maxLength(GROUP_OTHER_MEMBERS_MAX, MESSAGE_MESSAGES.tooManyParticipants),
      ),
    type: z.optional(z.enum(CONVERSATION_TYPES, { error: MESSAGE_MESSAGES.type })),
    name: optionalText(GROUP_NAME_MAX, MESSAGE_MESSAGES.name),
    description: optionalText(GROUP_DESCRIPTION_MAX, MESSAGE_MESSAGES.description),
  })
  .check(
    z.refine((input) => input.type !== 'direct' || input.participantIds.length === 1, {
      path: ['participantIds'],
      message: MESSAGE_MESSAGES.directNeedsOne,
    }),
    z.refine((input) => input.type !== 'group' || input.participantIds.length >= GROUP_OTHER_MEMBERS_MIN, {
      path: ['participantIds'],
      message: MESSAGE_MESSAGES.groupNeedsTwo,
    }),
  );
export type ConversationCreateInput = z.input<typeof ConversationCreateSchema>;
export type ConversationCreateValues = z.output<typeof ConversationCreateSchema>;

const flag = (message: string) =>
  z.pipe(
    z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])], { error: message }),
    z.transform(
      (value: boolean | 'true' | 'false' | '1' | '0') => value === true || value === 'true' || value === '1',
    ),
  );

const count = (fallback: number, max: number, name: string) =>
  z._default(
    z.coerce.number({ error: `${name} must be a number` }).check(z.int(), z.gte(0), z.lte(max)),
    fallback,
  );

/** GET /messages/conversations?archived&limit&offset: newest activity first. */
export const ConversationListQuerySchema = z.object({
  archived: z._default(flag(MESSAGE_MESSAGES.archived), false),
  limit: z._default(
    z.coerce
      .number({ error: 'limit must be a number' })
      .check(z.int(), z.gte(1), z.lte(CONVERSATIONS_PAGE_MAX)),
    CONVERSATIONS_PAGE_SIZE,
  ),
  offset: count(0, CONVERSATIONS_OFFSET_MAX, 'offset'),
});
export type ConversationListQuery = z.output<typeof ConversationListQuerySchema>;

/** GET /messages/conversations/:id/messages?limit&before: the newest page first, each page oldest to newest. */
export const MessagePageQuerySchema = z.object({
  limit: z._default(
    z.coerce.number({ error: 'limit must be a number' }).check(z.int(), z.gte(1), z.lte(MESSAGES_PAGE_MAX)),
    MESSAGES_PAGE_SIZE,
  ),
  before: z.optional(uuidField(MESSAGE_MESSAGES.before)),
});
export type MessagePageQuery = z.output<typeof MessagePageQuerySchema>;

/** An absolute http(s) URL or a path of this site's media. */
const MEDIA_URL_SHAPE = /^(?:https?:\/\/[^\s/?#]+(?:[/?#]\S*)?|\/media\/\S+)$/i;

/** POST /messages/conversations/:id/messages. */
export const MessageSendSchema = z.object({
  id: clientId,
  content: capped(MESSAGE_MAX_LENGTH, {
    required: MESSAGE_MESSAGES.contentRequired,
    tooLong: MESSAGE_MESSAGES.contentTooLong,
  }).check(z.minLength(1, MESSAGE_MESSAGES.contentRequired)),
  messageType: z._default(z.enum(MESSAGE_TYPES, { error: MESSAGE_MESSAGES.messageType }), 'text'),
  mediaUrl: z.optional(
    z.nullable(
      capped(MESSAGE_MEDIA_URL_MAX, {
        required: MESSAGE_MESSAGES.mediaUrl,
        tooLong: MESSAGE_MESSAGES.mediaUrl,
      }).check(z.refine((url) => MEDIA_URL_SHAPE.test(url), MESSAGE_MESSAGES.mediaUrl)),
    ),
  ),
  replyToMessageId: z.optional(z.nullable(uuidField(MESSAGE_MESSAGES.replyTo))),
});
export type MessageSendInput = z.input<typeof MessageSendSchema>;
export type MessageSendValues = z.output<typeof MessageSendSchema>;

/** PUT /messages/conversations/:id/read: up to a message (what the member saw), or everything when left out. */
export const ConversationReadSchema = z.object({
  upTo: z.optional(z.nullable(uuidField(MESSAGE_MESSAGES.upTo))),
});
export type ConversationReadInput = z.input<typeof ConversationReadSchema>;

/** PUT /messages/conversations/:id/archive: a state, not a flip, so a replay changes nothing. */
export const ConversationArchiveSchema = z.object({
  archived: z.boolean({ error: MESSAGE_MESSAGES.archived }),
});
export type ConversationArchiveInput = z.input<typeof ConversationArchiveSchema>;

/** The socket's `typing_start` / `typing_stop`. */
export const TypingSignalSchema = z.object({
  conversationId: uuidField(MESSAGE_MESSAGES.conversationId),
});
