import { ChevronDown, Globe, Lock, Users } from 'lucide-react';
import { POST_PRIVACIES, POST_PRIVACY_LABELS, type PostPrivacy } from '@flock/shared';

const ICONS = { public: Globe, friends: Users, private: Lock } as const;

/** Who can see the post: a native select styled as a pill. */
export function PrivacySelect({
  value,
  onChange,
}: {
  value: PostPrivacy;
  onChange(value: PostPrivacy): void;
}) {
  const Icon = ICONS[value];
  return (
    <div className="privacy-select">
      <Icon size={15} aria-hidden="true" />
      <select
        aria-label="Who can see this"
        value={value}
        onChange={(event) => onChange(event.target.value as PostPrivacy)}
      >
        {POST_PRIVACIES.map((privacy) => (
          <option key={privacy} value={privacy}>
            {POST_PRIVACY_LABELS[privacy]}
          </option>
        ))}
      </select>
      <ChevronDown size={15} aria-hidden="true" />
    </div>
  );
}
