import type { InterestCategoryDto, InterestCompletionDto, UserInterestsDto } from '@flock/shared';
import { request } from './http';

export const interestsApi = {
  categories: () => request<InterestCategoryDto[]>('/interests/categories', { anonymous: true }),
  mine: () => request<UserInterestsDto>('/interests/user'),
  select: (categoryIds: string[]) =>
    request<UserInterestsDto>('/interests/select', { method: 'POST', body: { categoryIds } }),
  update: (categoryIds: string[]) =>
    request<UserInterestsDto>('/interests/update', { method: 'PUT', body: { categoryIds } }),
  completion: () => request<InterestCompletionDto>('/interests/check-completion'),
};
