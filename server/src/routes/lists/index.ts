import express, { type Router } from 'express';
import {
  ListCreateSchema,
  ListMemberAddSchema,
  ListPostsQuerySchema,
  ListsQuerySchema,
  ListUpdateSchema,
  parsePageCursor,
  SUCCESS_MESSAGES,
} from '@flock/shared';
import {
  addListMember,
  createList,
  deleteList,
  removeListMember,
  updateList,
} from '../../commands/memberLists.js';
import type { AppContext } from '../../context.js';
import { currentUser, parse, sendOk } from '../../http.js';
import { requireAuth } from '../../middlewares/requireAuth.js';
import { findReadableList } from '../../policies/listPolicy.js';
import { presentUserSummary } from '../../presenters/presentUserSummary.js';
import { loadListMembers, presentLists, presentOneList } from '../../queries/listDetails.js';
import { loadListFeed } from '../../queries/listFeed.js';

/** /api/lists (spec 001 "Lists"): a member's lists, their members and the feed of their posts. */
export function listsRouter(ctx: AppContext): Router {
  const router = express.Router();
  router.use(requireAuth(ctx));
  const { MemberList } = ctx.db.models;

  router.get('/', async (req, res) => {
    const member = currentUser(req);
    const { userId } = parse(ListsQuerySchema, req.query);
    const ownerId = userId ?? member.id;
    const rows = await MemberList.findAll({
      where: { ownerId, ...(ownerId === member.id ? {} : { isPrivate: false }) },
      order: [
        ['createdAt', 'ASC'],
        ['id', 'ASC'],
      ],
    });
    const lists = await presentLists(ctx.db, rows);
    sendOk(res, { lists }, { topLevel: { lists } });
  });

  router.post('/', async (req, res) => {
    const { list, created } = await createList(ctx, currentUser(req), parse(ListCreateSchema, req.body));
    const dto = await presentOneList(ctx.db, list);
    sendOk(res, { list: dto }, { status: created ? 201 : 200, topLevel: { list: dto } });
  });

  router.get('/:id', async (req, res) => {
    const list = await findReadableList(ctx.db.models, currentUser(req).id, req.params.id as string);
    const dto = await presentOneList(ctx.db, list);
    sendOk(res, { list: dto }, { topLevel: { list: dto } });
  });

  router.put('/:id', async (req, res) => {
    const changes = parse(ListUpdateSchema, req.body);
    const list = await updateList(ctx, currentUser(req), req.params.id as string, changes);
    const dto = await presentOneList(ctx.db, list);
    sendOk(res, { list: dto }, { topLevel: { list: dto } });
  });

  router.delete('/:id', async (req, res) => {
    await deleteList(ctx, currentUser(req), req.params.id as string);
    sendOk(res, null, { message: SUCCESS_MESSAGES.listDeleted });
  });

  router.get('/:id/members', async (req, res) => {
    const list = await findReadableList(ctx.db.models, currentUser(req).id, req.params.id as string);
    const members = await loadListMembers(ctx.db, list.id);
    sendOk(res, { members }, { topLevel: { members } });
  });

  router.post('/:id/members', async (req, res) => {
    const { userId } = parse(ListMemberAddSchema, req.body);
    const { list, user } = await addListMember(ctx, currentUser(req), req.params.id as string, userId);
    const dto = await presentOneList(ctx.db, list);
    const member = presentUserSummary(user);
    sendOk(res, { list: dto, member }, { topLevel: { list: dto, member } });
  });

  router.delete('/:id/members/:userId', async (req, res) => {
    const member = currentUser(req);
    const list = await removeListMember(ctx, member, req.params.id as string, req.params.userId as string);
    const dto = await presentOneList(ctx.db, list);
    sendOk(res, { list: dto }, { message: SUCCESS_MESSAGES.listMemberRemoved, topLevel: { list: dto } });
  });

  router.get('/:id/posts', async (req, res) => {
    const query = parse(ListPostsQuerySchema, req.query);
    const viewer = currentUser(req);
    const list = await findReadableList(ctx.db.models, viewer.id, req.params.id as string);
    const page = await loadListFeed(ctx.db, viewer.id, list.id, {
      limit: query.limit,
      offset: query.offset,
      before: query.before ? parsePageCursor(query.before) : null,
    });
    sendOk(res, page, { topLevel: { posts: page.posts } });
  });
  return router;
}
