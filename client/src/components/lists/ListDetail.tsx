import { useEffect, useRef, useState } from 'react';
import { UserPlus } from 'lucide-react';
import type { ListRecord } from '../../db/collectionRecords';
import { useListFeed, useListMembers } from '../../data/lists';
import { FeedList } from '../feed/FeedList';
import { AddMembersDialog } from './AddMembersDialog';
import { MemberStack } from './MemberStack';

interface ListDetailProps {
  list: ListRecord;
  ownId: string;
  /** Made here and not on the server yet: its feed cannot be fetched. */
  unsent: boolean;
}

/** A selected list: name, description, member pictures and count, and the posts of its members. */
export function ListDetail({ list, ownId, unsent }: ListDetailProps) {
  const members = useListMembers(unsent ? null : list.id);
  const feed = useListFeed(list.id, !unsent);
  const [adding, setAdding] = useState(false);
  const isOwner = list.ownerId === ownId;
  useRefreshWhenSaved(list.savedAt, feed.refresh);
  return (
    <div className="collection-main">
      <header className="card collection-header">
        <div className="collection-header-row">
          <h2>{list.name}</h2>
          {isOwner && (
            <button type="button" className="btn btn-secondary btn-sm" onClick={() => setAdding(true)}>
              <UserPlus size={16} aria-hidden="true" />
              Add members
            </button>
          )}
        </div>
        {list.description && <p className="muted">{list.description}</p>}
        <MemberStack members={members ?? [list.owner]} total={list.memberCount} />
      </header>
      <FeedList
        feed={feed}
        emptyTitle="No posts from list members yet"
        emptyText="Add more members to see their posts here"
      />
      <AddMembersDialog
        list={list}
        members={members ?? [list.owner]}
        ownId={ownId}
        open={adding}
        onClose={() => setAdding(false)}
      />
    </div>
  );
}

/** Fetches the feed again each time the list is saved from the server anew (members added or removed). */
function useRefreshWhenSaved(savedAt: number, refresh: () => Promise<void>): void {
  const seen = useRef(savedAt);
  useEffect(() => {
    if (seen.current === savedAt) return;
    seen.current = savedAt;
    void refresh();
  }, [savedAt, refresh]);
}
