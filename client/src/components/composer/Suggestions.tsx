import { useEffect, useRef } from 'react';
import { Hash } from 'lucide-react';
import { Avatar } from '../profile/Avatar';
import type { Suggestion } from './suggestionSearch';

interface SuggestionsProps {
  id: string;
  items: Suggestion[];
  activeIndex: number;
  optionId(index: number): string;
  onPick(item: Suggestion): void;
  onHover(index: number): void;
}

const postCountLabel = (n: number) => `${n.toLocaleString()} ${n === 1 ? 'post' : 'posts'}`;

/** The listbox under the text; the textarea keeps focus and points at the active option. */
export function Suggestions({ id, items, activeIndex, optionId, onPick, onHover }: SuggestionsProps) {
  const label = items[0]?.kind === 'hashtag' ? 'Hashtag suggestions' : 'People suggestions';
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    listRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  return (
    <ul ref={listRef} id={id} role="listbox" aria-label={label} className="composer-suggestions">
      {items.map((item, index) => (
        <li
          key={`${item.kind}:${item.name}`}
          id={optionId(index)}
          role="option"
          aria-selected={index === activeIndex}
          className="composer-suggestion"
          onMouseDown={(event) => event.preventDefault()}
          onMouseEnter={() => onHover(index)}
          onClick={() => onPick(item)}
        >
          {item.kind === 'hashtag' ? (
            <>
              <span className="suggestion-icon" aria-hidden="true">
                <Hash size={18} />
              </span>
              <span className="suggestion-text">
                <span className="suggestion-title">#{item.name}</span>
                <span className="muted">{postCountLabel(item.postCount)}</span>
              </span>
            </>
          ) : (
            <>
              <Avatar
                src={item.user.profilePicture}
                name={item.user.firstName || item.user.username}
                size={36}
              />
              <span className="suggestion-text">
                <span className="suggestion-title">{item.user.fullName || item.user.username}</span>
                <span className="muted">@{item.user.username}</span>
              </span>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
