import { useEffect, useState } from 'react';
import {
  COLLECTION_MESSAGES,
  FOLDER_DESCRIPTION_MAX,
  FOLDER_NAME_MAX,
  uuidv7,
  type BookmarkFolderDto,
} from '@flock/shared';
import { bookmarkPaths, bookmarksApi } from '../api/bookmarks';
import { isApiError } from '../api/ApiError';
import { useAuth } from '../auth/useAuth';
import type { BookmarkRecord, FolderRecord } from '../db/collectionRecords';
import { memberDb, type MemberDb } from '../db/memberDb';
import { discardEntries } from '../sync/discard';
import { enqueue, isQueued, isUntouched } from '../sync/outboxQueue';
import { errorText } from './errorText';
import { LocalValidationError, writeLocally } from './writeTransaction';

/** The member's bookmark folders: kept in Dexie, every change through the outbox. */

export interface FolderFields {
  name: string;
  description: string;
  isPrivate: boolean;
}

export interface FolderUpdateUndo {
  folder: FolderRecord;
}

export interface FolderDeleteUndo {
  folder: FolderRecord;
  bookmarkIds: string[];
}

/** Puts the server's folders on the device; folders with a queued write keep their local state. */
export async function storeFolders(db: MemberDb, folders: BookmarkFolderDto[]): Promise<void> {
  await db.transaction('rw', db.tables, async () => {
    const queued = (await db.outbox.toArray()).filter(isQueued);
    const busy = new Set(queued.flatMap((e) => (e.kind.startsWith('folder.') ? [e.entityId] : [])));
    const listed = new Set(folders.map((f) => f.id));
    const stale = (await db.folders.toArray()).filter((f) => !listed.has(f.id) && !busy.has(f.id));
    await db.folders.bulkDelete(stale.map((f) => f.id));
    for (const gone of stale) await db.bookmarks.where('folderId').equals(gone.id).modify({ folderId: null });
    const savedAt = Date.now();
    await db.folders.bulkPut(folders.filter((f) => !busy.has(f.id)).map((f) => ({ ...f, savedAt })));
  });
}

/** Fetches the folders when a screen that shows them appears; answers the failure, if any. */
export function useFoldersSync(): string | null {
  const { user } = useAuth();
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!user) return;
    let live = true;
    bookmarksApi
      .folders()
      .then(({ folders }) => storeFolders(memberDb(user.id), folders))
      .then(
        () => live && setError(null),
        (caught: unknown) => {
          const offline = isApiError(caught) && caught.kind === 'network';
          if (live && !offline) setError(errorText(caught, 'Failed to load folders'));
        },
      );
    return () => {
      live = false;
    };
  }, [user]);
  return error;
}

/** Spec 001 section 5: a blank name is ignored (nothing is saved); over-long text is refused here. */
function checkedFields(fields: FolderFields): FolderFields | null {
  const name = fields.name.trim();
  if (name === '') return null;
  if (name.length > FOLDER_NAME_MAX) throw new LocalValidationError(COLLECTION_MESSAGES.folderNameTooLong);
  const description = fields.description.trim();
  if (description.length > FOLDER_DESCRIPTION_MAX) {
    throw new LocalValidationError(COLLECTION_MESSAGES.folderDescriptionTooLong);
  }
  return { name, description, isPrivate: fields.isPrivate };
}

/** Creates a folder at once; answers its id, or null when the name was blank. */
export function createFolder(fields: FolderFields, ownerId: string): Promise<string | null> {
  return writeLocally(async (db) => {
    const checked = checkedFields(fields);
    if (!checked) return null;
    const id = uuidv7();
    const now = new Date().toISOString();
    await db.folders.put({
      id,
      _id: id,
      name: checked.name,
      description: checked.description || null,
      isPrivate: checked.isPrivate,
      bookmarkCount: 0,
      ownerId,
      createdAt: now,
      updatedAt: now,
      savedAt: Date.now(),
    });
    await enqueue(db, {
      method: 'POST',
      path: bookmarkPaths.folders,
      body: {
        id,
        name: checked.name,
        description: checked.description || null,
        isPrivate: checked.isPrivate,
      },
      kind: 'folder.create',
      entityId: id,
      creates: [id],
      label: `Create the folder “${checked.name}”`,
      undo: null,
    });
    return id;
  });
}

export function updateFolder(folderId: string, fields: FolderFields): Promise<void> {
  return writeLocally(async (db) => {
    const checked = checkedFields(fields);
    const folder = await db.folders.get(folderId);
    if (!checked || !folder) return;
    const body = {
      name: checked.name,
      description: checked.description || null,
      isPrivate: checked.isPrivate,
    };
    await db.folders.put({ ...folder, ...body, updatedAt: new Date().toISOString() });
    await enqueue(db, {
      method: 'PUT',
      path: bookmarkPaths.folder(folderId),
      body,
      kind: 'folder.update',
      entityId: folderId,
      dependsOn: [folderId],
      label: `Update the folder “${checked.name}”`,
      undo: { folder } satisfies FolderUpdateUndo,
    });
  });
}

/**
 * Deletes a folder at once; its bookmarks stay, in All Bookmarks. A folder made on this device and
 * never sent is simply dropped with what was queued about it.
 */
export function deleteFolder(folderId: string): Promise<void> {
  return writeLocally(async (db) => {
    const folder = await db.folders.get(folderId);
    if (!folder) return;
    const about = await db.outbox.where('entityId').equals(folderId).toArray();
    const creator = about.find((e) => e.kind === 'folder.create');
    const inside: BookmarkRecord[] = await db.bookmarks.where('folderId').equals(folderId).toArray();
    if (creator && isUntouched(creator)) {
      // Bookmarks filed into it meanwhile stay bookmarked, in no folder.
      await unfileQueuedBookmarks(db, folderId);
      await discardEntries(db, creator);
      await db.bookmarks.where('folderId').equals(folderId).modify({ folderId: null });
      await db.folders.delete(folderId);
      return;
    }
    await db.folders.delete(folderId);
    await db.bookmarks.where('folderId').equals(folderId).modify({ folderId: null });
    await enqueue(db, {
      method: 'DELETE',
      path: bookmarkPaths.folder(folderId),
      okStatuses: [404],
      kind: 'folder.delete',
      entityId: folderId,
      label: `Delete the folder “${folder.name}”`,
      undo: { folder, bookmarkIds: inside.map((b) => b.id) } satisfies FolderDeleteUndo,
    });
  });
}

/** Queued bookmark writes that file into a folder that will never exist file into none instead. */
async function unfileQueuedBookmarks(db: MemberDb, folderId: string): Promise<void> {
  const entries = (await db.outbox.toArray()).filter((e) => e.dependsOn?.includes(folderId));
  for (const entry of entries) {
    const body = entry.body as { folderId?: unknown } | undefined;
    if (!body || !('folderId' in body)) continue;
    await db.outbox.update(entry.id, {
      body: { ...body, folderId: null },
      dependsOn: entry.dependsOn?.filter((id) => id !== folderId),
    });
  }
}

export const folderErrorText = (error: unknown) => errorText(error, 'Could not save the folder');
