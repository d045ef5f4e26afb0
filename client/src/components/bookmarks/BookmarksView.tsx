import { useContext, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { COLLECTION_MESSAGES, FOLDER_DESCRIPTION_MAX, FOLDER_NAME_MAX } from '@flock/shared';
import { useFolderViews, type FolderView } from '../../data/bookmarks';
import { createFolder, deleteFolder, updateFolder, useFoldersSync } from '../../data/folders';
import { OwnProfileContext } from '../../data/ownProfileContext';
import { CollectionDialog, type CollectionFields } from '../collections/CollectionDialog';
import { CollectionSidebar, type SidebarEntry } from '../collections/CollectionSidebar';
import { Alert } from '../ui/Alert';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { BookmarkList } from './BookmarkList';

type Editing = { mode: 'create' } | { mode: 'edit'; folder: FolderView } | null;

const NEW_FOLDER: CollectionFields = { name: '', description: '', isPrivate: true };
const bookmarksPath = (folderId: string | null) =>
  folderId ? `/bookmarks?folder=${folderId}` : '/bookmarks';
const counted = (n: number) => `${n} ${n === 1 ? 'bookmark' : 'bookmarks'}`;

/** Spec 001 "Bookmarks": folders beside the bookmarked posts of All Bookmarks or one folder. */
export function BookmarksView() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const owner = useContext(OwnProfileContext);
  const syncError = useFoldersSync();
  const folders = useFolderViews();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<FolderView | null>(null);
  const wanted = params.get('folder');
  const folder = folders?.find((f) => f.id === wanted) ?? null;

  const entries: SidebarEntry[] = [
    { id: null, name: 'All Bookmarks', count: '', to: bookmarksPath(null) },
    ...(folders ?? []).map((f) => ({
      id: f.id,
      name: f.name,
      count: counted(f.shownCount),
      isPrivate: f.isPrivate,
      to: bookmarksPath(f.id),
      onEdit: () => setEditing({ mode: 'edit', folder: f }),
      onDelete: () => setDeleting(f),
    })),
  ];

  const save = async (fields: CollectionFields) => {
    if (editing?.mode === 'edit') {
      await updateFolder(editing.folder.id, fields);
      return;
    }
    if (!owner) return;
    const id = await createFolder(fields, owner.id);
    if (id) navigate(bookmarksPath(id));
  };

  return (
    <section className="section" aria-labelledby="section-title">
      {syncError && <Alert tone="error">{syncError}</Alert>}
      <div className="collections">
        <CollectionSidebar
          title="Bookmarks"
          label="Bookmark folders"
          createLabel="Create Folder"
          onCreate={() => setEditing({ mode: 'create' })}
          entries={entries}
          currentId={folder?.id ?? null}
        />
        <BookmarkList folder={folder} />
      </div>
      <CollectionDialog
        open={editing !== null}
        title={editing?.mode === 'edit' ? 'Edit Folder' : 'Create Folder'}
        submitLabel={editing?.mode === 'edit' ? 'Update Folder' : 'Create Folder'}
        privateLabel="Make this folder private"
        initial={
          editing?.mode === 'edit'
            ? {
                name: editing.folder.name,
                description: editing.folder.description ?? '',
                isPrivate: editing.folder.isPrivate,
              }
            : NEW_FOLDER
        }
        nameMax={FOLDER_NAME_MAX}
        descriptionMax={FOLDER_DESCRIPTION_MAX}
        onSubmit={save}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete folder?"
        text={COLLECTION_MESSAGES.deleteFolder}
        confirmLabel="Delete"
        onConfirm={async () => {
          if (!deleting) return;
          await deleteFolder(deleting.id);
          if (deleting.id === folder?.id) navigate(bookmarksPath(null));
        }}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}
