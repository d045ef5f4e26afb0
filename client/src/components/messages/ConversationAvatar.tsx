import { Users } from 'lucide-react';
import type { ConversationDto } from '@flock/shared';
import { conversationTitle, otherMemberOf } from '../../data/conversationNames';
import { Avatar } from '../profile/Avatar';
import { initialsOf } from './initials';

interface ConversationAvatarProps {
  conversation: Pick<ConversationDto, 'type' | 'name' | 'participants'>;
  selfId: string;
  size?: number;
}

/** The other member's picture (their initials without one); a group's initials or a group icon. */
export function ConversationAvatar({ conversation, selfId, size = 44 }: ConversationAvatarProps) {
  const title = conversationTitle(conversation, selfId);
  if (conversation.type === 'group') {
    return conversation.name ? (
      <Avatar src={null} name={title} size={size} initials={initialsOf(...splitName(conversation.name))} />
    ) : (
      <span
        className="avatar conversation-group-avatar"
        style={{ width: size, height: size }}
        aria-hidden="true"
      >
        <Users size={Math.round(size * 0.5)} />
      </span>
    );
  }
  const other = otherMemberOf(conversation, selfId);
  return (
    <Avatar
      src={other?.profilePicture ?? null}
      name={title}
      size={size}
      initials={other ? initialsOf(other.firstName, other.lastName) : '?'}
    />
  );
}

function splitName(name: string): [string, string] {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return [first, rest.at(-1) ?? ''];
}
