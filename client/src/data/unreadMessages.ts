import { useLiveQuery } from 'dexie-react-hooks';
import { useAuth } from '../auth/useAuth';
import { memberDb } from '../db/memberDb';

/**
 * Unread messages across the member's conversations, for the sidebar. A module of its own: the
 * layout shows the count on every screen, and the conversations' reads and writes (messages.ts) load
 * with the messages screen.
 */
export function useUnreadMessageCount(): number {
  const { user } = useAuth();
  const userId = user?.id;
  return (
    useLiveQuery(async () => {
      if (!userId) return 0;
      const all = await memberDb(userId).conversations.toArray();
      return all.filter((c) => !c.supersededBy).reduce((sum, c) => sum + Math.max(0, c.unread_count), 0);
    }, [userId]) ?? 0
  );
}
