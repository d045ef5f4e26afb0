import { describe, expect, it } from 'vitest';
import { INTERESTS_MINIMUM_MESSAGE, InterestSelectionSchema } from './interests.js';

describe('InterestSelectionSchema', () => {
  it('needs five distinct interests', () => {
    const duplicates = InterestSelectionSchema.safeParse({ categoryIds: ['a', 'a', 'b', 'c', 'd'] });
    expect(duplicates.success).toBe(false);
    expect(duplicates.error?.issues[0]?.message).toBe(INTERESTS_MINIMUM_MESSAGE);
  });

  it('drops duplicates from a valid selection', () => {
    const result = InterestSelectionSchema.safeParse({ categoryIds: ['a', 'b', 'c', 'd', 'e', 'a'] });
    expect(result.data?.categoryIds).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('rejects a missing list with the minimum message', () => {
    expect(InterestSelectionSchema.safeParse({}).error?.issues[0]?.message).toBe(INTERESTS_MINIMUM_MESSAGE);
  });
});
