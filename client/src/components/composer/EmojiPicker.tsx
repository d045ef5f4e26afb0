import { useRef, useState, type KeyboardEvent } from 'react';
import { EMOJI_CATEGORIES } from './emojiData';

export const EMOJI_COLUMNS = 8;

/**
 * Five categories of sixteen emoji; a grid of named buttons with one tab stop, moved with the arrow keys,
 * Home and End. Picking one inserts it at the caret of the text last edited.
 */
export function EmojiPicker({ onPick }: { onPick(emoji: string): void }) {
  const [categoryIndex, setCategoryIndex] = useState(0);
  const [focusIndex, setFocusIndex] = useState(0);
  const gridRef = useRef<HTMLDivElement>(null);
  const category = EMOJI_CATEGORIES[categoryIndex] ?? EMOJI_CATEGORIES[0]!;
  const count = category.emojis.length;

  const moveTo = (index: number) => {
    const next = Math.max(0, Math.min(count - 1, index));
    setFocusIndex(next);
    gridRef.current?.querySelectorAll<HTMLButtonElement>('button')[next]?.focus();
  };

  const onGridKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: focusIndex + 1,
      ArrowLeft: focusIndex - 1,
      ArrowDown: focusIndex + EMOJI_COLUMNS,
      ArrowUp: focusIndex - EMOJI_COLUMNS,
      Home: 0,
      End: count - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    moveTo(target);
  };

  return (
    <div className="composer-panel emoji-picker">
      <div className="emoji-categories" role="group" aria-label="Emoji categories">
        {EMOJI_CATEGORIES.map((c, index) => (
          <button
            key={c.id}
            type="button"
            className="emoji-category"
            aria-pressed={index === categoryIndex}
            aria-label={c.label}
            title={c.label}
            onClick={() => {
              setCategoryIndex(index);
              setFocusIndex(0);
            }}
          >
            <span aria-hidden="true">{c.icon}</span>
          </button>
        ))}
      </div>
      <div
        ref={gridRef}
        className="emoji-grid"
        role="group"
        aria-label={`${category.label} emoji`}
        onKeyDown={onGridKeyDown}
      >
        {category.emojis.map((emoji, index) => (
          <button
            key={emoji.char}
            type="button"
            className="emoji-button"
            aria-label={emoji.name}
            title={emoji.name}
            tabIndex={index === focusIndex ? 0 : -1}
            onFocus={() => setFocusIndex(index)}
            onClick={() => onPick(emoji.char)}
          >
            {emoji.char}
          </button>
        ))}
      </div>
    </div>
  );
}
