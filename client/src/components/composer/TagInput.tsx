import { useId, useState, type KeyboardEvent } from 'react';
import { cleanTags, POST_MESSAGES, TAGS_MAX } from '@flock/shared';
import { RemovableChip } from './RemovableChip';

interface TagInputProps {
  tags: string[];
  onChange(tags: string[]): void;
  error?: string;
}

/** Enter or a comma adds the typed tag (cleaned as the server cleans it); at most 10; chips remove. */
export function TagInput({ tags, onChange, error }: TagInputProps) {
  const [text, setText] = useState('');
  const [limitError, setLimitError] = useState<string | null>(null);
  const hintId = useId();
  const errorId = useId();
  const shown = limitError ?? error;

  const add = (raw: string[]) => {
    const next = cleanTags([...tags, ...raw]);
    if (next.length > TAGS_MAX) {
      setLimitError(POST_MESSAGES.tooManyTags);
      return false;
    }
    setLimitError(null);
    if (next.length !== tags.length) onChange(next);
    return true;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      if (text.trim() && add([text])) setText('');
    } else if (event.key === 'Backspace' && text === '' && tags.length > 0) {
      onChange(tags.slice(0, -1));
      setLimitError(null);
    }
  };

  // Phones do not always report the comma key: a typed or pasted comma also ends a tag.
  const onTextChange = (value: string) => {
    if (!value.includes(',')) {
      setText(value);
      return;
    }
    const parts = value.split(',');
    const last = parts.pop() ?? '';
    setText(add(parts) ? last : value.replace(/,/g, ''));
  };

  const remove = (tag: string) => {
    onChange(tags.filter((t) => t !== tag));
    setLimitError(null);
  };

  return (
    <div className="composer-panel tag-input">
      {tags.length > 0 && (
        <ul className="chip-list" aria-label="Tags">
          {tags.map((tag) => (
            <RemovableChip key={tag} removeLabel={`Remove tag ${tag}`} onRemove={() => remove(tag)}>
              #{tag}
            </RemovableChip>
          ))}
        </ul>
      )}
      <input
        className="input"
        aria-label="Add a tag"
        placeholder={tags.length >= TAGS_MAX ? 'Tag limit reached' : 'Add a tag and press Enter'}
        value={text}
        aria-describedby={[hintId, shown ? errorId : ''].filter(Boolean).join(' ')}
        aria-invalid={shown ? true : undefined}
        onChange={(event) => onTextChange(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <span id={hintId} className="composer-hint">
        Max {TAGS_MAX} tags
      </span>
      {shown && (
        <span id={errorId} className="field-error" role="alert">
          {shown}
        </span>
      )}
    </div>
  );
}
