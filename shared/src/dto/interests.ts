export interface InterestCategoryDto {
  id: string;
  name: string;
  icon: string;
}

export interface UserInterestsDto {
  categoryIds: string[];
  categories: InterestCategoryDto[];
}

export interface InterestCompletionDto {
  hasCompletedInterests: boolean;
  meetsMinimumRequirement: boolean;
  selectedCount: number;
  minimumRequired: number;
}
