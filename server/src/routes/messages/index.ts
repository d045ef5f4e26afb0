import express, { type Router } from 'express';
import {
  ConversationArchiveSchema,
  ConversationCreateSchema,
  ConversationListQuerySchema,
  ConversationReadSchema,
  MessagePageQuerySchema,
  MessageSendSchema,
  SUCCESS_MESSAGES,
  type ConversationCreatedDto,
} from '@flock/shared';
import { archiveConversation } from '../../commands/archiveConversation.js';
import { createConversation, viewFor } from '../../commands/createConversation.js';
import { leaveConversation } from '../../commands/leaveConversation.js';
import { markConversationRead } from '../../commands/markConversationRead.js';
import { sendMessage } from '../../commands/sendMessage.js';
import type { AppContext } from '../../context.js';
import { currentUser, parse, sendOk } from '../../http.js';
import { requireAuth } from '../../middlewares/requireAuth.js';
import { findMemberConversation } from '../../policies/conversationPolicy.js';
import { listConversations } from '../../queries/conversationPage.js';
import { listMessages } from '../../queries/messagePage.js';

/**
 * /api/messages (spec 001 section 7 "Messages"): a member's conversations and their messages. Only
 * the members of a conversation see it; anyone else gets 404. The spec's client reads the answer
 * fields at the top level (`conversations`, `existing`, `conversation`, `messages`, `message`).
 */
export function messagesRouter(ctx: AppContext): Router {
  const router = express.Router();
  router.use(requireAuth(ctx));
  const conversationIdOf = (params: Record<string, unknown>) => params.id as string;

  router.get('/conversations', async (req, res) => {
    const query = parse(ConversationListQuerySchema, req.query);
    const page = await listConversations(ctx.db, currentUser(req).id, query);
    sendOk(res, page, { topLevel: { conversations: page.conversations } });
  });

  router.post('/conversations', async (req, res) => {
    const values = parse(ConversationCreateSchema, req.body);
    const result: ConversationCreatedDto = await createConversation(ctx, currentUser(req), values);
    sendOk(res, result, { status: result.existing ? 200 : 201, topLevel: { ...result } });
  });

  router.get('/conversations/:id', async (req, res) => {
    const member = currentUser(req);
    const { conversation } = await findMemberConversation(
      ctx.db.models,
      member.id,
      conversationIdOf(req.params),
    );
    const view = await viewFor(ctx, conversation.id, member.id);
    sendOk(res, { conversation: view }, { topLevel: { conversation: view } });
  });

  router.get('/conversations/:id/messages', async (req, res) => {
    const member = currentUser(req);
    const query = parse(MessagePageQuerySchema, req.query);
    const { conversation } = await findMemberConversation(
      ctx.db.models,
      member.id,
      conversationIdOf(req.params),
    );
    const page = await listMessages(ctx.db, member.id, conversation.id, query);
    sendOk(res, page, { topLevel: { messages: page.messages } });
  });

  router.post('/conversations/:id/messages', async (req, res) => {
    const values = parse(MessageSendSchema, req.body);
    const { message, created } = await sendMessage(
      ctx,
      currentUser(req),
      conversationIdOf(req.params),
      values,
    );
    sendOk(res, { message }, { status: created ? 201 : 200, topLevel: { message } });
  });

  router.put('/conversations/:id/read', async (req, res) => {
    const { upTo } = parse(ConversationReadSchema, req.body);
    const data = await markConversationRead(ctx, currentUser(req), conversationIdOf(req.params), upTo);
    sendOk(res, data, { message: SUCCESS_MESSAGES.conversationRead });
  });

  router.put('/conversations/:id/archive', async (req, res) => {
    const { archived } = parse(ConversationArchiveSchema, req.body);
    const conversation = await archiveConversation(
      ctx,
      currentUser(req),
      conversationIdOf(req.params),
      archived,
    );
    sendOk(
      res,
      { conversation },
      {
        message: archived ? SUCCESS_MESSAGES.conversationArchived : SUCCESS_MESSAGES.conversationUnarchived,
        topLevel: { conversation },
      },
    );
  });

  router.post('/conversations/:id/leave', async (req, res) => {
    await leaveConversation(ctx, currentUser(req), conversationIdOf(req.params));
    sendOk(res, null, { message: SUCCESS_MESSAGES.conversationLeft });
  });

  return router;
}
