import { useCallback, useEffect, useState } from 'react';
import Dexie from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import {
  COLLECTION_MESSAGES,
  LIST_DESCRIPTION_MAX,
  LIST_NAME_MAX,
  uuidv7,
  type ListDto,
  type UserSummaryDto,
} from '@flock/shared';
import { isApiError } from '../api/ApiError';
import { listPaths, listsApi } from '../api/lists';
import { useAuth } from '../auth/useAuth';
import type { ListMemberRecord, ListRecord } from '../db/collectionRecords';
import { memberDb, type MemberDb } from '../db/memberDb';
import { discardEntries } from '../sync/discard';
import { enqueue, isQueued, isUntouched } from '../sync/outboxQueue';
import { queueToggle } from '../sync/toggles';
import { errorText } from './errorText';
import { feedLoader, readFeed } from './feed';
import { listFeed } from './postRecords';
import type { FeedItem, PagedList } from './types';
import { usePagedList, type PageLoader } from './usePagedList';
import { LocalValidationError, writeLocally } from './writeTransaction';

/** The member's lists, their members and their feeds: kept in Dexie, every change through the outbox. */

export interface ListFields {
  name: string;
  description: string;
  isPrivate: boolean;
}

export interface ListUpdateUndo {
  list: ListRecord;
}

export interface ListDeleteUndo {
  list: ListRecord;
  members: ListMemberRecord[];
}

export interface ListMemberUndo {
  listId: string;
  member: UserSummaryDto;
}

export const listMemberKey = (listId: string, userId: string) => `${listId}:${userId}`;

const busyWith = async (db: MemberDb, prefix: string) =>
  new Set(
    (await db.outbox.toArray())
      .filter((e) => isQueued(e) && e.kind.startsWith(prefix))
      .flatMap((e) => [e.entityId, ...(e.dependsOn ?? [])]),
  );

/** Puts the server's lists (the member's own) on the device; lists with a queued write keep theirs. */
export async function storeLists(db: MemberDb, lists: ListDto[], ownerId: string): Promise<void> {
  await db.transaction('rw', db.tables, async () => {
    const busy = await busyWith(db, 'list.');
    const listed = new Set(lists.map((l) => l.id));
    const stale = (await db.lists.where('ownerId').equals(ownerId).toArray()).filter(
      (l) => !listed.has(l.id) && !busy.has(l.id),
    );
    await db.lists.bulkDelete(stale.map((l) => l.id));
    for (const gone of stale) await db.listMembers.where('listId').equals(gone.id).delete();
    const savedAt = Date.now();
    await db.lists.bulkPut(lists.filter((l) => !busy.has(l.id)).map((l) => ({ ...l, savedAt })));
  });
}

/** Members as the server lists them; members with a queued add or removal keep the device's state. */
export async function storeListMembers(
  db: MemberDb,
  listId: string,
  members: UserSummaryDto[],
): Promise<void> {
  await db.transaction('rw', db.tables, async () => {
    const busy = await busyWith(db, 'list.member');
    const current = await db.listMembers.where('listId').equals(listId).toArray();
    const listed = new Set(members.map((m) => m.id));
    const gone = current.filter((m) => !listed.has(m.userId) && !busy.has(listMemberKey(listId, m.userId)));
    await db.listMembers.bulkDelete(gone.map((m) => [m.listId, m.userId] as [string, string]));
    await db.listMembers.bulkPut(
      members
        .filter((m) => !busy.has(listMemberKey(listId, m.id)))
        .map((member, position) => ({ listId, userId: member.id, member, position })),
    );
  });
}

function useFetchOnSight(fetch: (() => Promise<void>) | null, fallback: string): string | null {
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!fetch) return;
    let live = true;
    fetch().then(
      () => live && setError(null),
      (caught: unknown) => {
        const offline = isApiError(caught) && caught.kind === 'network';
        if (live && !offline) setError(errorText(caught, fallback));
      },
    );
    return () => {
      live = false;
    };
  }, [fetch, fallback]);
  return error;
}

/** The member's own lists, oldest first, fetched again when shown. */
export function useOwnLists(): { lists: ListRecord[] | undefined; error: string | null } {
  const { user } = useAuth();
  const fetch = useCallback(async () => {
    if (!user) return;
    const { lists } = await listsApi.mine();
    await storeLists(memberDb(user.id), lists, user.id);
  }, [user]);
  const error = useFetchOnSight(user ? fetch : null, 'Failed to load lists');
  const lists = useLiveQuery(
    async () =>
      user ? memberDb(user.id).lists.where('ownerId').equals(user.id).sortBy('createdAt') : undefined,
    [user?.id],
  );
  return { lists, error };
}

/** A list's members in the order they were added, fetched again when shown. */
export function useListMembers(listId: string | null): UserSummaryDto[] | undefined {
  const { user } = useAuth();
  const fetch = useCallback(async () => {
    if (!user || !listId) return;
    const { members } = await listsApi.members(listId);
    await storeListMembers(memberDb(user.id), listId, members);
  }, [user, listId]);
  useFetchOnSight(user && listId ? fetch : null, 'Failed to load members');
  return useLiveQuery(async () => {
    if (!user || !listId) return undefined;
    const rows = await memberDb(user.id).listMembers.where('listId').equals(listId).sortBy('position');
    return rows.map((row) => row.member);
  }, [user?.id, listId]);
}

/** The posts of a list's members, newest first, kept on the device. */
export function useListFeed(listId: string | null, enabled: boolean): PagedList<FeedItem> {
  const feed = listFeed(listId ?? '');
  const read = useCallback((db: MemberDb) => readFeed(db, feed), [feed]);
  const load = useCallback<PageLoader>(
    (db, mode, state) => feedLoader(feed, (query) => listsApi.posts(listId!, query))(db, mode, state),
    [feed, listId],
  );
  return usePagedList({
    list: feed,
    enabled: listId !== null && enabled,
    read,
    load,
    present: (item: FeedItem) => item,
    fallbackError: 'Failed to load posts',
  });
}

function checkedFields(fields: ListFields): ListFields | null {
  const name = fields.name.trim();
  if (name === '') return null;
  if (name.length > LIST_NAME_MAX) throw new LocalValidationError(COLLECTION_MESSAGES.listNameTooLong);
  const description = fields.description.trim();
  if (description.length > LIST_DESCRIPTION_MAX) {
    throw new LocalValidationError(COLLECTION_MESSAGES.listDescriptionTooLong);
  }
  return { name, description, isPrivate: fields.isPrivate };
}

/** Creates a list at once, its owner its first member; answers its id, or null when the name was blank. */
export function createList(fields: ListFields, owner: UserSummaryDto): Promise<string | null> {
  return writeLocally(async (db) => {
    const checked = checkedFields(fields);
    if (!checked) return null;
    const id = uuidv7();
    const now = new Date().toISOString();
    const body = {
      id,
      name: checked.name,
      description: checked.description || null,
      isPrivate: checked.isPrivate,
    };
    await db.lists.put({
      ...body,
      _id: id,
      ownerId: owner.id,
      owner,
      memberCount: 1,
      createdAt: now,
      updatedAt: now,
      savedAt: Date.now(),
    });
    await db.listMembers.put({ listId: id, userId: owner.id, member: owner, position: 0 });
    await enqueue(db, {
      method: 'POST',
      path: listPaths.all,
      body,
      kind: 'list.create',
      entityId: id,
      creates: [id],
      label: `Create the list “${checked.name}”`,
      undo: null,
    });
    return id;
  });
}

export function updateList(listId: string, fields: ListFields): Promise<void> {
  return writeLocally(async (db) => {
    const checked = checkedFields(fields);
    const list = await db.lists.get(listId);
    if (!checked || !list) return;
    const body = {
      name: checked.name,
      description: checked.description || null,
      isPrivate: checked.isPrivate,
    };
    await db.lists.put({ ...list, ...body, updatedAt: new Date().toISOString() });
    await enqueue(db, {
      method: 'PUT',
      path: listPaths.one(listId),
      body,
      kind: 'list.update',
      entityId: listId,
      dependsOn: [listId],
      label: `Update the list “${checked.name}”`,
      undo: { list } satisfies ListUpdateUndo,
    });
  });
}

/** Deletes a list at once; one made here and never sent is dropped with what was queued about it. */
export function deleteList(listId: string): Promise<void> {
  return writeLocally(async (db) => {
    const list = await db.lists.get(listId);
    if (!list) return;
    const creator = (await db.outbox.where('entityId').equals(listId).toArray()).find(
      (e) => e.kind === 'list.create',
    );
    const members = await db.listMembers.where('listId').equals(listId).toArray();
    if (creator && isUntouched(creator)) {
      await discardEntries(db, creator);
      return;
    }
    await db.lists.delete(listId);
    await db.listMembers.where('listId').equals(listId).delete();
    await db.feedEntries
      .where('[feed+activityAt]')
      .between([listFeed(listId), Dexie.minKey], [listFeed(listId), Dexie.maxKey])
      .delete();
    await enqueue(db, {
      method: 'DELETE',
      path: listPaths.one(listId),
      okStatuses: [404],
      kind: 'list.delete',
      entityId: listId,
      label: `Delete the list “${list.name}”`,
      undo: { list, members } satisfies ListDeleteUndo,
    });
  });
}

/** Adds or removes a member at once; adding and removing again before anything is sent sends nothing. */
export function setListMember(listId: string, member: UserSummaryDto, inList: boolean): Promise<void> {
  return writeLocally(async (db) => {
    const list = await db.lists.get(listId);
    if (!list) return;
    if (!inList && member.id === list.ownerId) return;
    const existing = await db.listMembers.get([listId, member.id]);
    if (Boolean(existing) === inList) return;
    if (inList) {
      const last = await db.listMembers.where('listId').equals(listId).sortBy('position');
      await db.listMembers.put({
        listId,
        userId: member.id,
        member,
        position: (last.at(-1)?.position ?? 0) + 1,
      });
    } else {
      await db.listMembers.delete([listId, member.id]);
    }
    await db.lists.put({ ...list, memberCount: Math.max(1, list.memberCount + (inList ? 1 : -1)) });
    const name = `@${member.username}`;
    await queueToggle(db, {
      kind: 'list.member',
      entityId: listMemberKey(listId, member.id),
      dependsOn: [listId],
      desired: inList,
      before: { on: !inList, count: null, extra: { listId, member } },
      request: (add) =>
        add
          ? { method: 'POST', path: listPaths.members(listId), body: { userId: member.id } }
          : { method: 'DELETE', path: listPaths.member(listId, member.id), body: undefined },
      label: (add) => (add ? `Add ${name} to “${list.name}”` : `Remove ${name} from “${list.name}”`),
    });
  });
}

/** Ids of records of `kind` ('list.create', 'folder.create') made here and not yet on the server. */
export function useUnsentCreates(kind: 'list.create' | 'folder.create'): Set<string> {
  const { user } = useAuth();
  const ids = useLiveQuery(async () => {
    if (!user) return [];
    const entries = await memberDb(user.id).outbox.toArray();
    return entries.filter((e) => e.kind === kind && isQueued(e)).map((e) => e.entityId);
  }, [user?.id, kind]);
  return new Set(ids ?? []);
}
