import type { ConversationListQuery, ConversationPageDto } from '@flock/shared';
import type { Database } from '../db/database.js';
import { loadConversationViews, viewKey } from './conversationViews.js';

/**
 * A member's conversations, the newest activity first (ties by id), archived ones or the others.
 * The member's participant rows carry the activity time, so the index on (member, archived,
 * activity, conversation) hands the page over in order.
 */
export async function listConversations(
  db: Database,
  memberId: string,
  query: ConversationListQuery,
): Promise<ConversationPageDto> {
  const rows = await db.models.ConversationParticipant.findAll({
    where: { userId: memberId, archived: query.archived },
    attributes: ['conversationId'],
    order: [
      ['activityAt', 'DESC'],
      ['conversationId', 'DESC'],
    ],
    limit: query.limit + 1,
    offset: query.offset,
  });
  const ids = rows.slice(0, query.limit).map((row) => row.conversationId);
  const views = await loadConversationViews(db, ids, [memberId]);
  return {
    conversations: ids.flatMap((id) => views.get(viewKey(id, memberId)) ?? []),
    hasMore: rows.length > query.limit,
  };
}
