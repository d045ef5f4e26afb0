import type { ListDto } from '@flock/shared';
import type { MemberList } from '../models/MemberList.js';
import type { AuthorFields } from './presentAuthor.js';
import { presentUserSummary } from './presentUserSummary.js';

export function presentList(list: MemberList, owner: AuthorFields, memberCount: number): ListDto {
  return {
    id: list.id,
    _id: list.id,
    name: list.name,
    description: list.description ?? null,
    isPrivate: list.isPrivate,
    ownerId: list.ownerId,
    owner: presentUserSummary(owner),
    memberCount,
    createdAt: list.createdAt.toISOString(),
    updatedAt: list.updatedAt.toISOString(),
  };
}
