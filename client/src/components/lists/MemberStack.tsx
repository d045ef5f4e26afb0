import { LIST_AVATARS_SHOWN, type UserSummaryDto } from '@flock/shared';
import { Avatar } from '../profile/Avatar';

const nameOf = (m: UserSummaryDto) => `${m.firstName} ${m.lastName}`.trim() || m.username;

/** Up to five member pictures and "+N" for the rest (spec 001 "Lists"). */
export function MemberStack({ members, total }: { members: UserSummaryDto[]; total: number }) {
  const shown = members.slice(0, LIST_AVATARS_SHOWN);
  const more = Math.max(0, total - shown.length);
  return (
    <div className="member-stack">
      <span className="member-stack-avatars" aria-hidden="true">
        {shown.map((member) => (
          <Avatar key={member.id} src={member.profilePicture} name={nameOf(member)} size={32} />
        ))}
        {more > 0 && <span className="member-stack-more">+{more}</span>}
      </span>
      <span className="muted">
        {total} {total === 1 ? 'member' : 'members'}
      </span>
    </div>
  );
}
