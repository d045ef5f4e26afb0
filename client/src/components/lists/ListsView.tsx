import { useContext, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { List as ListIcon } from 'lucide-react';
import { COLLECTION_MESSAGES, LIST_DESCRIPTION_MAX, LIST_NAME_MAX, type UserSummaryDto } from '@flock/shared';
import type { ListRecord } from '../../db/collectionRecords';
import { createList, deleteList, updateList, useOwnLists, useUnsentCreates } from '../../data/lists';
import { OwnProfileContext } from '../../data/ownProfileContext';
import { CollectionDialog, type CollectionFields } from '../collections/CollectionDialog';
import { CollectionSidebar, type SidebarEntry } from '../collections/CollectionSidebar';
import { Alert } from '../ui/Alert';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { ListDetail } from './ListDetail';

type Editing = { mode: 'create' } | { mode: 'edit'; list: ListRecord } | null;

const NEW_LIST: CollectionFields = { name: '', description: '', isPrivate: false };
const listPath = (listId: string | null) => (listId ? `/lists?list=${listId}` : '/lists');

/** Spec 001 "Lists": the member's lists beside the selected one's members and posts. */
export function ListsView() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const own = useContext(OwnProfileContext);
  const { lists, error } = useOwnLists();
  const unsent = useUnsentCreates('list.create');
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<ListRecord | null>(null);
  const list = lists?.find((l) => l.id === params.get('list')) ?? null;
  const ownId = own?.id ?? '';

  const entries: SidebarEntry[] = (lists ?? []).map((l) => ({
    id: l.id,
    name: l.name,
    count: `${l.memberCount} ${l.memberCount === 1 ? 'member' : 'members'}`,
    isPrivate: l.isPrivate,
    to: listPath(l.id),
    onEdit: () => setEditing({ mode: 'edit', list: l }),
    onDelete: l.ownerId === ownId ? () => setDeleting(l) : undefined,
  }));

  const save = async (fields: CollectionFields) => {
    if (editing?.mode === 'edit') {
      await updateList(editing.list.id, fields);
      return;
    }
    if (!own) return;
    const owner: UserSummaryDto = {
      id: own.id,
      _id: own.id,
      username: own.username,
      firstName: own.firstName,
      lastName: own.lastName,
      profilePicture: own.profilePicture,
      isPremium: own.isPremium,
      subscriptionType: own.subscriptionType,
    };
    const id = await createList(fields, owner);
    if (id) navigate(listPath(id));
  };

  return (
    <section className="section" aria-labelledby="section-title">
      {error && <Alert tone="error">{error}</Alert>}
      <div className="collections">
        <CollectionSidebar
          title="Lists"
          label="Your lists"
          createLabel="Create List"
          onCreate={() => setEditing({ mode: 'create' })}
          entries={entries}
          currentId={list?.id ?? null}
          empty={
            lists && (
              <div className="empty-state">
                <p className="empty-state-title">No lists yet</p>
                <button
                  type="button"
                  className="btn btn-primary btn-sm"
                  onClick={() => setEditing({ mode: 'create' })}
                >
                  Create your first list
                </button>
              </div>
            )
          }
        />
        {list ? (
          <ListDetail list={list} ownId={ownId} unsent={unsent.has(list.id)} />
        ) : (
          <div className="card empty-state collection-main">
            <span className="empty-state-icon" aria-hidden="true">
              <ListIcon size={28} />
            </span>
            <p className="empty-state-title">Select a list</p>
            <p className="empty-state-text">Choose one of your lists to see what its members post.</p>
          </div>
        )}
      </div>
      <CollectionDialog
        open={editing !== null}
        title={editing?.mode === 'edit' ? 'Edit List' : 'Create List'}
        submitLabel={editing?.mode === 'edit' ? 'Update List' : 'Create List'}
        privateLabel="Make this list private"
        initial={
          editing?.mode === 'edit'
            ? {
                name: editing.list.name,
                description: editing.list.description ?? '',
                isPrivate: editing.list.isPrivate,
              }
            : NEW_LIST
        }
        nameMax={LIST_NAME_MAX}
        descriptionMax={LIST_DESCRIPTION_MAX}
        onSubmit={save}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete list?"
        text={COLLECTION_MESSAGES.deleteList}
        confirmLabel="Delete"
        onConfirm={async () => {
          if (!deleting) return;
          await deleteList(deleting.id);
          if (deleting.id === list?.id) navigate(listPath(null));
        }}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}
