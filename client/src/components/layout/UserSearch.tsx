import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Search } from 'lucide-react';
import { SEARCH, type PublicUserDto } from '@flock/shared';
import { useDismiss } from '../../hooks/useDismiss';
import { useTypeahead } from '../../hooks/useTypeahead';
import { VerifiedBadge } from '../premium/VerifiedBadge';
import { Avatar } from '../profile/Avatar';
import { MEMBER_SEARCH } from './memberSearch';
import { AppLink } from '../ui/AppLink';
import '../ui/SearchField.css';
import './UserSearch.css';

/**
 * The header's member search, a combobox: results open under the box, arrow keys move through them,
 * Enter opens the chosen profile, Escape or a click elsewhere closes the list.
 */
export function UserSearch() {
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const containerRef = useRef<HTMLDivElement>(null);
  const listId = useId();
  const navigate = useNavigate();
  const { answer } = useTypeahead(query, MEMBER_SEARCH);

  const trimmed = query.trim();
  const longEnough = trimmed.length >= SEARCH.minLength;
  // The previous answer stays on screen while the next one is on its way.
  const results = longEnough && answer?.ok ? answer.value : [];
  const searchedQuery = longEnough && answer ? answer.query : '';
  const searching = longEnough && searchedQuery !== trimmed;
  const showEmpty = longEnough && !searching && searchedQuery === trimmed && results.length === 0;
  const expanded = open && longEnough && (results.length > 0 || showEmpty);
  const active = expanded && activeIndex < results.length ? activeIndex : -1;

  useDismiss(containerRef, expanded, () => setOpen(false));

  const reset = () => {
    setOpen(false);
    setQuery('');
    setActiveIndex(-1);
  };
  const choose = (user: PublicUserDto) => {
    reset();
    navigate(`/profile/${encodeURIComponent(user.username)}`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!expanded) {
        setOpen(true);
        return;
      }
      if (results.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((i) => (i + step + results.length) % results.length);
    } else if (event.key === 'Enter' && results[active]) {
      event.preventDefault();
      choose(results[active]);
    } else if (event.key === 'Escape' && !expanded && query) {
      setQuery('');
    }
  };

  const optionId = (index: number) => `${listId}-option-${index}`;
  return (
    <div className="search-box user-search" role="search" ref={containerRef}>
      <Search className="search-box-icon" size={18} aria-hidden="true" />
      <input
        type="search"
        role="combobox"
        className="search-box-input user-search-input"
        aria-label="Search users"
        placeholder="Search users"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={active >= 0 ? optionId(active) : undefined}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          setActiveIndex(-1);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
      />
      {longEnough && searching && (
        <span className="spinner search-box-spinner user-search-spinner" aria-hidden="true" />
      )}
      {expanded && (
        <div className="popover search-popover" id={listId}>
          {results.length > 0 ? (
            <ul role="listbox" aria-label="Users" className="search-results">
              {results.map((user, index) => (
                <li
                  key={user.id}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  className="search-result"
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseEnter={() => setActiveIndex(index)}
                  onClick={() => choose(user)}
                >
                  <Avatar src={user.profilePicture} name={user.firstName || user.username} size={36} />
                  <span className="search-result-text">
                    <span className="search-result-name">
                      <span className="search-result-full-name">{user.fullName}</span>
                      <VerifiedBadge member={user} size={15} />
                    </span>
                    <span className="search-result-username muted">@{user.username}</span>
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="search-empty" role="status">
              No users found for <strong>{trimmed}</strong>
            </p>
          )}
          <AppLink
            to={`/explore?q=${encodeURIComponent(trimmed)}`}
            className="search-see-all"
            onClick={reset}
          >
            Search all members in Explore
          </AppLink>
        </div>
      )}
    </div>
  );
}
