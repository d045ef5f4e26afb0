import * as z from 'zod/mini';
import { MIN_INTERESTS } from '../constants.js';
import { capped } from './capped.js';

const INTEREST_ID_MAX = 64;

export const INTERESTS_MINIMUM_MESSAGE = `Please select at least ${MIN_INTERESTS} interests to continue`;

export const InterestSelectionSchema = z.object({
  categoryIds: z.pipe(
    z
      .array(
        capped(INTEREST_ID_MAX, {
          required: 'Interest ids must be strings',
          tooLong: 'Interest ids are at most 64 characters',
        }).check(z.minLength(1)),
        { error: INTERESTS_MINIMUM_MESSAGE },
      )
      .check(
        z.maxLength(100, { error: 'Too many interests', abort: true }),
        z.refine((ids) => new Set(ids).size >= MIN_INTERESTS, INTERESTS_MINIMUM_MESSAGE),
      ),
    z.transform((ids: string[]) => [...new Set(ids)]),
  ),
});
export type InterestSelectionInput = z.input<typeof InterestSelectionSchema>;
