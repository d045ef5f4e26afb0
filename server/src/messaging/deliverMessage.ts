import { userRoom } from '@flock/shared';
import type { AppContext } from '../context.js';
import type { Message } from '../models/Message.js';
import { membersWithPush } from '../notifications/deliverNotifications.js';
import { presentMessage } from '../presenters/presentMessage.js';
import {
  loadConversationViews,
  loadSenders,
  viewKey,
  loadConversationMembers,
} from '../queries/conversationViews.js';
import { toMessageFields } from '../queries/messagePage.js';
import { messagePush } from './messagePush.js';

/**
 * After a message is committed: every member of the conversation gets `new_message` on every device
 * (the sender's other devices too) with the conversation and the message as they see them; when the
 * sender had unread messages there, everyone hears they are read now. Members with push on and no
 * live connection get a push, one notification per conversation on their devices. Never throws.
 */
export async function deliverMessage(
  ctx: AppContext,
  message: Message,
  { readUpTo }: { readUpTo: boolean },
): Promise<void> {
  try {
    const conversationId = message.conversationId;
    const members = (await loadConversationMembers(ctx.db, [conversationId])).get(conversationId);
    if (!members) return;
    const userIds = members.participants.map((p) => p.id);
    const [views, senders] = await Promise.all([
      loadConversationViews(ctx.db, [conversationId], userIds),
      loadSenders(ctx.db, [message.senderId]),
    ]);
    const fields = toMessageFields(message);
    const sender = senders.get(message.senderId) ?? null;
    const delivered = [];
    for (const userId of userIds) {
      const conversation = views.get(viewKey(conversationId, userId));
      if (!conversation) continue;
      const dto = presentMessage(fields, sender, userId, members.positions);
      ctx.realtime.emitToUser(userId, 'new_message', { conversation, message: dto });
      delivered.push({ userId, conversation, message: dto });
    }
    if (readUpTo) {
      ctx.realtime.emitToUsers(userIds, 'messages_read', {
        conversationId,
        userId: message.senderId,
        lastReadAt: fields.createdAt.toISOString(),
      });
    }
    const recipients = delivered.filter((d) => d.userId !== message.senderId);
    const away = await withoutLiveConnection(
      ctx,
      recipients.map((r) => r.userId),
    );
    const pushable = await membersWithPush(ctx, [...away]);
    for (const recipient of recipients) {
      if (!pushable.has(recipient.userId)) continue;
      await ctx.jobs.enqueue(
        'send-web-push',
        messagePush(recipient.userId, recipient.conversation, recipient.message),
      );
    }
  } catch (error) {
    ctx.logger.warn({ err: error }, 'message delivery failed');
  }
}

/** Members with no socket open on any process: the live event cannot reach them, a push can. */
async function withoutLiveConnection(ctx: AppContext, userIds: readonly string[]): Promise<Set<string>> {
  const away = new Set(userIds);
  if (away.size === 0) return away;
  try {
    const sockets = await ctx.realtime.io.in(userIds.map(userRoom)).fetchSockets();
    for (const socket of sockets) away.delete(socket.data.userId);
  } catch (error) {
    // Better a push too many than a message nobody hears of.
    ctx.logger.warn({ err: error }, 'could not tell which members are connected');
  }
  return away;
}
