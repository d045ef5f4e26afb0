import { Bookmark, BookmarkX } from 'lucide-react';
import { useBookmarks, type FolderView } from '../../data/bookmarks';
import { removeBookmark } from '../../data/posts';
import { LoadMoreButton } from '../feed/LoadMoreButton';
import { PostSkeletons } from '../feed/PostSkeleton';
import { PostCard } from '../posts/PostCard';
import { OfflinePackControl } from './OfflinePackControl';

const warn = (error: unknown) => console.warn('Could not remove the bookmark', error);

/** The main area of Bookmarks: the folder's name and description and its bookmarked posts. */
export function BookmarkList({ folder }: { folder: FolderView | null }) {
  const list = useBookmarks(folder?.id ?? null, !folder?.unsent);
  const { items, status } = list;
  const name = folder?.name ?? 'All Bookmarks';
  return (
    <div className="collection-main">
      <header className="card collection-header">
        <div className="collection-header-row">
          <h2>{name}</h2>
        </div>
        {folder?.description && <p className="muted">{folder.description}</p>}
        {folder && (
          <OfflinePackControl folderId={folder.id} folderName={folder.name} disabled={folder.unsent} />
        )}
      </header>
      {items === undefined || (items.length === 0 && status === 'loading') ? (
        <PostSkeletons />
      ) : items.length === 0 && status === 'error' ? (
        <div className="card empty-state" role="alert">
          <p className="empty-state-title">Failed to load bookmarks</p>
          <button type="button" className="btn btn-primary" onClick={() => void list.refresh()}>
            Retry
          </button>
        </div>
      ) : items.length === 0 ? (
        <div className="card empty-state">
          <span className="empty-state-icon" aria-hidden="true">
            <Bookmark size={28} />
          </span>
          <p className="empty-state-title">
            {folder ? `No bookmarks in "${folder.name}" yet` : 'No bookmarks yet'}
          </p>
          <p className="empty-state-text">Start saving posts you want to see again</p>
        </div>
      ) : (
        <>
          {items.map(({ bookmark, post }) => (
            <div key={bookmark.id} className="bookmark-item">
              <PostCard post={post} />
              <div className="bookmark-item-bar">
                <button
                  type="button"
                  className="btn btn-ghost btn-sm"
                  onClick={() => void removeBookmark(post.id).catch(warn)}
                  aria-label={`Remove bookmark on the post by ${post.author.firstName} ${post.author.lastName}`.trim()}
                >
                  <BookmarkX size={16} aria-hidden="true" />
                  Remove bookmark
                </button>
              </div>
            </div>
          ))}
          {list.hasMore && (
            <LoadMoreButton loading={status === 'loading'} onClick={() => void list.loadMore()} />
          )}
        </>
      )}
    </div>
  );
}
