import { useRef } from 'react';
import { Bookmark, Check, ChevronDown, Folder, FolderOpen } from 'lucide-react';
import type { PostDto } from '@flock/shared';
import { useBookmarkChoices } from '../../data/bookmarkChoices';
import { saveBookmark, togglePostBookmark } from '../../data/posts';
import { MenuItems, type MenuAction } from '../ui/MenuItems';
import { useMenuButton } from '../ui/useMenuButton';

/** How long a press on the bookmark button lasts before it opens the folders instead. */
const LONG_PRESS_MS = 500;

const run = (write: Promise<void>, what: string) =>
  write.catch((error: unknown) => console.warn(`Could not ${what}`, error));

/**
 * The bookmark action of a post card: a press saves to All Bookmarks (or removes the bookmark); a long
 * press, or the small button beside it, offers the member's folders.
 */
export function BookmarkButton({ post }: { post: PostDto }) {
  const { folders, filed } = useBookmarkChoices();
  const current = post.isBookmarked ? (filed.get(post.id) ?? null) : undefined;
  const actions: MenuAction[] = [
    {
      label: current === null ? 'Saved in All Bookmarks' : 'All Bookmarks',
      icon: current === null ? Check : Bookmark,
      onSelect: () => void run(saveBookmark(post.id, null), 'bookmark'),
    },
    ...folders.map((folder) => ({
      label: current === folder.id ? `Saved in ${folder.name}` : folder.name,
      icon: current === folder.id ? Check : Folder,
      onSelect: () => void run(saveBookmark(post.id, folder.id), 'bookmark'),
    })),
  ];
  const { open, close, containerRef, buttonProps, menuProps, itemProps } = useMenuButton(actions.length);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const longPressed = useRef(false);

  const pressStart = () => {
    longPressed.current = false;
    timer.current = setTimeout(() => {
      longPressed.current = true;
      if (!open) buttonProps.onClick();
    }, LONG_PRESS_MS);
  };
  const pressEnd = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };

  return (
    <div className="menu-anchor bookmark-split" ref={containerRef}>
      <button
        type="button"
        className={`post-action post-action-bookmark${post.isBookmarked ? ' is-active' : ''}`}
        aria-label="Bookmark"
        aria-pressed={post.isBookmarked}
        onPointerDown={pressStart}
        onPointerUp={pressEnd}
        onPointerLeave={pressEnd}
        onContextMenu={(event) => {
          if (longPressed.current) event.preventDefault();
        }}
        onClick={() => {
          if (longPressed.current) return;
          void run(togglePostBookmark(post.id), 'bookmark');
        }}
      >
        <Bookmark size={18} aria-hidden="true" />
      </button>
      <button
        {...buttonProps}
        className="post-action post-action-bookmark-folders"
        aria-label="Save to folder"
        title="Save to folder"
      >
        <ChevronDown size={14} aria-hidden="true" />
      </button>
      {open && (
        <div {...menuProps} aria-label="Save to folder" className="post-menu post-menu-end">
          <p className="post-menu-heading" aria-hidden="true">
            <FolderOpen size={14} /> Save to
          </p>
          <MenuItems
            actions={actions}
            itemProps={itemProps}
            onChoose={() => close(true)}
            itemClassName="post-menu-item"
            dangerClassName="is-danger"
          />
        </div>
      )}
    </div>
  );
}
