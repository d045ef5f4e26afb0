import {
  MIN_INTERESTS,
  type InterestCategoryDto,
  type InterestCompletionDto,
  type UserInterestsDto,
} from '@flock/shared';
import type { InterestCategory } from '../models/InterestCategory.js';

export function presentInterestCategory(category: InterestCategory): InterestCategoryDto {
  return { id: category.id, name: category.name, icon: category.icon };
}

/** The member's chosen categories, in the catalogue's order. */
export function presentUserInterests(categories: InterestCategory[]): UserInterestsDto {
  const ordered = [...categories].sort((a, b) => a.position - b.position);
  return { categoryIds: ordered.map((c) => c.id), categories: ordered.map(presentInterestCategory) };
}

export function presentInterestCompletion(
  completedAt: Date | null,
  selectedCount: number,
): InterestCompletionDto {
  return {
    hasCompletedInterests: completedAt !== null,
    meetsMinimumRequirement: selectedCount >= MIN_INTERESTS,
    selectedCount,
    minimumRequired: MIN_INTERESTS,
  };
}
