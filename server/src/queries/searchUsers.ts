import type { UserSearchPageData } from '@flock/shared';
import type { Database } from '../db/database.js';
import { listMembers } from './listMembers.js';

/**
 * The member search of the header, Explore and the pickers: listed members other than the viewer
 * whose username or name starts with `text` (or whose email is exactly `text`), by username, never
 * showing the email.
 */
export function searchUsers(
  db: Database,
  viewerId: string,
  text: string,
  page: { limit: number; offset: number },
): Promise<UserSearchPageData> {
  return listMembers(db, viewerId, { text, relation: 'all', order: 'username', ...page });
}
