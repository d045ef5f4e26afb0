import type { PublicUserDto } from '@flock/shared';
import { fullNameOf } from '../posts/fullName';
import { formatCount } from '../ui/numberFormats';

export const profilePath = (username: string) => `/profile/${encodeURIComponent(username)}`;

export const displayName = (
  member: Pick<PublicUserDto, 'fullName' | 'firstName' | 'lastName' | 'username'>,
) => member.fullName?.trim() || fullNameOf(member);

export const countOf = (value: number | undefined, one: string, many: string) => {
  const n = value ?? 0;
  return `${formatCount(n)} ${n === 1 ? one : many}`;
};
