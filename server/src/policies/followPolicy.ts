import { AppError } from '../errors.js';

export function assertMayFollow(followerId: string, followeeId: string): void {
  if (followerId === followeeId) throw new AppError('cannot_follow_self');
}
