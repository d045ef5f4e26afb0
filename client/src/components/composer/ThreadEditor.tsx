import { useEffect, useRef } from 'react';
import { Plus, X } from 'lucide-react';
import { EXTENDED_POST_MAX_LENGTH, THREAD_MAX_PARTS, type SelfUserDto } from '@flock/shared';
import { Avatar } from '../profile/Avatar';
import { CharacterCounter } from './CharacterCounter';
import { ComposerTextarea, type ComposerTextareaHandle } from './ComposerTextarea';
import { THREAD_MIN_PARTS } from './composerState';

interface ThreadEditorProps {
  user: SelfUserDto | null;
  parts: string[];
  onPartChange(index: number, value: string): void;
  onAdd(): void;
  onRemove(index: number): void;
  onActivate(handle: ComposerTextareaHandle): void;
  onSubmitShortcut(): void;
  error?: string;
  errorId: string;
}

/** The posts of a thread, one box each (280 characters), joined by a line; blank ones are dropped on posting. */
export function ThreadEditor({
  user,
  parts,
  onPartChange,
  onAdd,
  onRemove,
  onActivate,
  onSubmitShortcut,
  error,
  errorId,
}: ThreadEditorProps) {
  const handles = useRef<Array<ComposerTextareaHandle | null>>([]);
  const focusLast = useRef(false);

  useEffect(() => {
    if (!focusLast.current) return;
    focusLast.current = false;
    handles.current[parts.length - 1]?.focus();
  }, [parts.length]);

  return (
    <div className="thread-editor">
      <ol className="thread-parts" aria-label="Thread posts">
        {parts.map((part, index) => (
          <li key={index} className="thread-part">
            <div className="composer-gutter" aria-hidden="true">
              <Avatar src={user?.profilePicture} name={user?.firstName ?? '?'} size={40} />
              {index < parts.length - 1 && <span className="thread-line" />}
            </div>
            <div className="thread-part-body">
              <ComposerTextarea
                ref={(handle) => {
                  handles.current[index] = handle;
                }}
                rows={1}
                value={part}
                onChange={(value) => onPartChange(index, value)}
                label={`Thread post ${index + 1} of ${parts.length}`}
                placeholder={index === 0 ? "What's happening?" : 'Add another post'}
                invalid={part.length > EXTENDED_POST_MAX_LENGTH || Boolean(error)}
                describedBy={error ? errorId : undefined}
                onActivate={onActivate}
                onSubmitShortcut={onSubmitShortcut}
              />
              <div className="thread-part-meta">
                <CharacterCounter count={part.length} limit={EXTENDED_POST_MAX_LENGTH} />
                {parts.length > THREAD_MIN_PARTS && (
                  <button
                    type="button"
                    className="icon-btn thread-remove"
                    aria-label={`Remove post ${index + 1}`}
                    onClick={() => onRemove(index)}
                  >
                    <X size={16} aria-hidden="true" />
                  </button>
                )}
              </div>
            </div>
          </li>
        ))}
      </ol>
      {parts.length < THREAD_MAX_PARTS && (
        <button
          type="button"
          className="btn btn-ghost btn-sm thread-add"
          onClick={() => {
            focusLast.current = true;
            onAdd();
          }}
        >
          <Plus size={16} aria-hidden="true" />
          Add to thread
        </button>
      )}
    </div>
  );
}
