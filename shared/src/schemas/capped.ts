import * as z from 'zod/mini';
import { isUuid } from '../ids.js';
import { isReadableText, withinLength } from './textChecks.js';

export const UNREADABLE_TEXT_MESSAGE = 'Contains characters that are not allowed';

export interface CappedOptions {
  /** Said when the value is missing or not a string. */
  required: string;
  /** Said when it is longer than `max` (after trimming). */
  tooLong: string;
  /** Trim before measuring; on by default. */
  trim?: boolean;
}

/**
 * Every string field of a shared schema starts here. The length is checked first and a failure
 * stops every later check, so no pattern or refinement ever runs on more than `max` characters;
 * then control characters are refused (tab and line breaks are text). Add the field's own rules
 * with `.check(...)`; they run only on a value that passed both.
 */
export function capped(max: number, options: CappedOptions) {
  return z.string({ error: options.required }).check(
    ...(options.trim === false ? [] : [z.trim()]),
    z.refine((text: string) => withinLength(text, max), { error: options.tooLong, abort: true }),
    z.refine((text: string) => isReadableText(text), { error: UNREADABLE_TEXT_MESSAGE, abort: true }),
  );
}

/**
 * A list of texts checked as one field (poll options, thread parts): at most `maxItems` items and
 * none longer than `maxLength` raw characters before anything else looks at them, none holding
 * control characters. Errors name the list, as the forms show them.
 */
export function cappedTextList(
  maxItems: number,
  maxLength: number,
  messages: { required: string; item: string; tooMany: string; tooLong: string },
) {
  return z.array(z.string({ error: messages.item }), { error: messages.required }).check(
    z.maxLength(maxItems, { error: messages.tooMany, abort: true }),
    z.refine((items: string[]) => items.every((item) => withinLength(item, maxLength)), {
      error: messages.tooLong,
      abort: true,
    }),
    z.refine((items: string[]) => items.every((item) => isReadableText(item)), {
      error: UNREADABLE_TEXT_MESSAGE,
      abort: true,
    }),
  );
}

/** An id field: a UUID (the server's, or a client's UUIDv7), checked after the 36-character cap. */
export const uuidField = (message: string) =>
  capped(36, { required: message, tooLong: message, trim: false }).check(z.refine(isUuid, message));
