import * as z from 'zod/mini';
import { MIN_INTERESTS } from '../constants.js';

export const INTERESTS_MINIMUM_MESSAGE = `Please select at least ${MIN_INTERESTS} interests to continue`;

export const InterestSelectionSchema = z.object({
  categoryIds: z.pipe(
    z
      .array(z.string({ error: 'Interest ids must be strings' }).check(z.minLength(1), z.maxLength(64)), {
        error: INTERESTS_MINIMUM_MESSAGE,
      })
      .check(
        z.maxLength(100, 'Too many interests'),
        z.refine((ids) => new Set(ids).size >= MIN_INTERESTS, INTERESTS_MINIMUM_MESSAGE),
      ),
    z.transform((ids: string[]) => [...new Set(ids)]),
  ),
});
export type InterestSelectionInput = z.input<typeof InterestSelectionSchema>;
