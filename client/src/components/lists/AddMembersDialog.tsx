import { useState } from 'react';
import { UserMinus, UserPlus } from 'lucide-react';
import { SEARCH, type PublicUserDto, type UserSummaryDto } from '@flock/shared';
import type { ListRecord } from '../../db/collectionRecords';
import { setListMember } from '../../data/lists';
import { useTypeahead } from '../../hooks/useTypeahead';
import { MEMBER_SEARCH } from '../layout/memberSearch';
import { Avatar } from '../profile/Avatar';
import { Dialog } from '../ui/Dialog';
import { SearchField } from '../ui/SearchField';
import { VerifiedBadge } from '../premium/VerifiedBadge';
import { AppLink } from '../ui/AppLink';

interface AddMembersDialogProps {
  list: ListRecord;
  members: UserSummaryDto[];
  ownId: string;
  open: boolean;
  onClose(): void;
}

const summaryOf = (user: PublicUserDto): UserSummaryDto => ({
  id: user.id,
  _id: user.id,
  username: user.username,
  firstName: user.firstName,
  lastName: user.lastName,
  profilePicture: user.profilePicture,
  isPremium: user.isPremium,
  subscriptionType: user.subscriptionType,
});
const nameOf = (m: UserSummaryDto) => `${m.firstName} ${m.lastName}`.trim() || m.username;
const warn = (error: unknown) => console.warn('Could not change the list', error);

/**
 * "Add Members to {list}": a member search (the member and those already in the list left out), Add per
 * member, and the current members with a remove button for the owner, never on themselves.
 */
export function AddMembersDialog({ list, members, ownId, open, onClose }: AddMembersDialogProps) {
  return (
    <Dialog open={open} title={`Add Members to ${list.name}`} onClose={onClose} className="member-dialog">
      {open && <MemberPicker list={list} members={members} ownId={ownId} />}
    </Dialog>
  );
}

function MemberPicker({ list, members, ownId }: Omit<AddMembersDialogProps, 'open' | 'onClose'>) {
  const [query, setQuery] = useState('');
  const { answer } = useTypeahead(query, MEMBER_SEARCH);
  const trimmed = query.trim();
  const longEnough = trimmed.length >= SEARCH.minLength;
  const inList = new Set(members.map((m) => m.id));
  const found =
    longEnough && answer?.ok ? answer.value.filter((u) => u.id !== ownId && !inList.has(u.id)) : [];
  const settled = longEnough && answer?.query === trimmed;
  const isOwner = list.ownerId === ownId;
  return (
    <div className="collection-form">
      <SearchField
        classPrefix="member-search"
        value={query}
        onChange={setQuery}
        label="Search people to add"
        placeholder="Search people..."
        clearLabel="Clear search"
        busy={longEnough && !settled}
      />
      {longEnough && (
        <ul className="member-rows" aria-label="People found">
          {found.map((user) => (
            <li key={user.id} className="member-row">
              <Avatar src={user.profilePicture} name={nameOf(user)} size={36} />
              <span className="member-row-names">
                <span>
                  {nameOf(user)}
                  <VerifiedBadge member={user} size={14} />
                </span>
                <span className="muted">@{user.username}</span>
              </span>
              <button
                type="button"
                className="btn btn-primary btn-sm"
                onClick={() => void setListMember(list.id, summaryOf(user), true).catch(warn)}
                aria-label={`Add ${nameOf(user)}`}
              >
                <UserPlus size={16} aria-hidden="true" />
                Add
              </button>
            </li>
          ))}
          {settled && found.length === 0 && <li className="muted member-row">No users found</li>}
        </ul>
      )}
      <h3>Current Members ({members.length})</h3>
      <ul className="member-rows" aria-label="Current members">
        {members.map((member) => (
          <li key={member.id} className="member-row">
            <Avatar src={member.profilePicture} name={nameOf(member)} size={36} />
            <span className="member-row-names">
              <span>
                <AppLink to={`/profile/${encodeURIComponent(member.username)}`}>{nameOf(member)}</AppLink>
                <VerifiedBadge member={member} size={14} />
              </span>
              <span className="muted">@{member.username}</span>
            </span>
            {isOwner && member.id !== ownId && (
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                onClick={() => void setListMember(list.id, member, false).catch(warn)}
                aria-label={`Remove ${nameOf(member)}`}
              >
                <UserMinus size={16} aria-hidden="true" />
                Remove
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
