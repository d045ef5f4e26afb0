import { useState } from 'react';
import { UserPlus, X } from 'lucide-react';
import { GROUP_NAME_MAX, GROUP_OTHER_MEMBERS_MAX, SEARCH } from '@flock/shared';
import { startConversation, type ChosenMember } from '../../data/messages';
import { fullNameOf } from '../../data/conversationNames';
import { LocalValidationError } from '../../data/writeTransaction';
import { useTypeahead } from '../../hooks/useTypeahead';
import { MEMBER_SEARCH } from '../layout/memberSearch';
import { Avatar } from '../profile/Avatar';
import { Dialog } from '../ui/Dialog';
import { SearchField } from '../ui/SearchField';
import { initialsOf } from './initials';
import { VerifiedBadge } from '../premium/VerifiedBadge';

interface NewMessageDialogProps {
  open: boolean;
  selfId: string;
  onClose(): void;
  onStarted(conversationId: string): void;
}

/**
 * Spec 001 "New Message": a member search (never offering the member themselves), the chosen members
 * as removable chips, and Start Conversation, disabled while nobody is chosen. More than one member
 * makes a group, which may get a name.
 */
export function NewMessageDialog({ open, selfId, onClose, onStarted }: NewMessageDialogProps) {
  return (
    <Dialog open={open} title="New Message" onClose={onClose} className="new-message-dialog">
      {open && <NewMessageForm selfId={selfId} onStarted={onStarted} />}
    </Dialog>
  );
}

function NewMessageForm({ selfId, onStarted }: Pick<NewMessageDialogProps, 'selfId' | 'onStarted'>) {
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<ChosenMember[]>([]);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { answer, retry } = useTypeahead(query, MEMBER_SEARCH);

  const trimmed = query.trim();
  const longEnough = trimmed.length >= SEARCH.minLength;
  const chosenIds = new Set(chosen.map((m) => m.id));
  const results = (longEnough && answer?.ok ? answer.value : []).filter(
    (user) => user.id !== selfId && !chosenIds.has(user.id),
  );
  const answered = longEnough && answer?.query === trimmed;
  const full = chosen.length >= GROUP_OTHER_MEMBERS_MAX;
  const group = chosen.length > 1;

  const add = (member: ChosenMember) => {
    if (full) return;
    setChosen((list) => [...list, member]);
    setQuery('');
  };
  const start = async () => {
    if (chosen.length === 0 || busy) return;
    setBusy(true);
    setError(null);
    try {
      onStarted(await startConversation(chosen, group ? name : undefined));
    } catch (caught) {
      setError(caught instanceof LocalValidationError ? caught.message : 'Could not start the conversation');
      setBusy(false);
    }
  };

  return (
    <div className="new-message">
      {chosen.length > 0 && (
        <ul className="recipient-chips" aria-label="Chosen members">
          {chosen.map((member) => (
            <li key={member.id} className="recipient-chip">
              <Avatar
                src={member.profilePicture}
                name={fullNameOf(member)}
                size={22}
                initials={initialsOf(member.firstName, member.lastName)}
              />
              <span>{fullNameOf(member)}</span>
              <button
                type="button"
                className="recipient-chip-remove"
                aria-label={`Remove ${fullNameOf(member)}`}
                onClick={() => setChosen((list) => list.filter((m) => m.id !== member.id))}
              >
                <X size={14} aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <SearchField
        classPrefix="recipient-search"
        value={query}
        onChange={setQuery}
        label="Search people"
        placeholder="Search people"
        clearLabel="Clear search"
        busy={longEnough && !answered}
        spellCheck={false}
      />
      <div className="recipient-results" aria-live="polite">
        {full ? (
          <p className="muted">A group can have at most {GROUP_OTHER_MEMBERS_MAX + 1} members.</p>
        ) : !longEnough ? (
          <p className="muted">
            {trimmed
              ? `Type at least ${SEARCH.minLength} characters`
              : 'Search for people by name or username'}
          </p>
        ) : answered && answer && !answer.ok ? (
          <p className="muted">
            Search failed.{' '}
            <button type="button" className="message-action" onClick={retry}>
              Try again
            </button>
          </p>
        ) : answered && results.length === 0 ? (
          <p className="muted">No users found for “{trimmed}”</p>
        ) : (
          <ul className="recipient-list" aria-label="People">
            {results.map((user) => (
              <li key={user.id}>
                <button
                  type="button"
                  className="recipient-option"
                  aria-label={`Add ${fullNameOf(user)} (@${user.username})`}
                  onClick={() => add(user)}
                >
                  <Avatar
                    src={user.profilePicture}
                    name={fullNameOf(user)}
                    size={36}
                    initials={initialsOf(user.firstName, user.lastName)}
                  />
                  <span className="recipient-option-text">
                    <span className="recipient-option-name">
                      {fullNameOf(user)}
                      <VerifiedBadge member={user} size={14} />
                    </span>
                    <span className="muted">@{user.username}</span>
                  </span>
                  <UserPlus size={18} aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {group && (
        <div className="field">
          <label htmlFor="group-name">Group name (optional)</label>
          <input
            id="group-name"
            value={name}
            maxLength={GROUP_NAME_MAX}
            onChange={(event) => setName(event.target.value)}
            placeholder="Name the group"
          />
        </div>
      )}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <div className="dialog-actions">
        <button
          type="button"
          className="btn btn-primary"
          disabled={chosen.length === 0 || busy}
          onClick={() => void start()}
        >
          Start Conversation
        </button>
      </div>
    </div>
  );
}
