import { useState } from 'react';
import { Ellipsis, Trash2 } from 'lucide-react';
import { DeletePostDialog } from './DeletePostDialog';
import { MenuButton } from './MenuButton';

/** The author's "More" menu on their own post: Delete, after a confirmation. */
export function PostOwnerMenu({ postId, onDeleted }: { postId: string; onDeleted?(): void }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <MenuButton
        label="More options"
        className="icon-btn post-more-button"
        align="end"
        actions={[{ label: 'Delete', icon: Trash2, danger: true, onSelect: () => setConfirming(true) }]}
      >
        <Ellipsis size={18} aria-hidden="true" />
      </MenuButton>
      <DeletePostDialog
        postId={postId}
        open={confirming}
        onClose={() => setConfirming(false)}
        onDeleted={onDeleted}
      />
    </>
  );
}
