import type { AppContext } from '../context.js';
import { loadConversationViews, viewKey } from '../queries/conversationViews.js';

/**
 * After commit: each member named gets `conversation_updated` with the conversation as they see it
 * (all its members when none are named). Never throws: the change is committed whatever happens here.
 */
export async function announceConversation(
  ctx: AppContext,
  conversationId: string,
  userIds?: readonly string[],
): Promise<void> {
  try {
    const views = await loadConversationViews(ctx.db, [conversationId], userIds);
    for (const [key, conversation] of views) {
      const userId = key.slice(viewKey(conversationId, '').length);
      ctx.realtime.emitToUser(userId, 'conversation_updated', { conversation });
    }
  } catch (error) {
    ctx.logger.warn({ err: error }, 'conversation announcement failed');
  }
}
