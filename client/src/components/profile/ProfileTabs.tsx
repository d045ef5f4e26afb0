import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { FileText, UserPlus, Users, type LucideIcon } from 'lucide-react';

type TabKey = 'posts' | 'followers' | 'following';

interface Tab {
  key: TabKey;
  label: string;
  icon: LucideIcon;
}

const POSTS_TAB: Tab = { key: 'posts', label: 'Posts', icon: FileText };
const TABS: readonly Tab[] = [
  POSTS_TAB,
  { key: 'followers', label: 'Followers', icon: Users },
  { key: 'following', label: 'Following', icon: UserPlus },
];

export interface ProfileCounts {
  postsCount: number;
  followersCount: number;
  followingCount: number;
}

/** What each tab says until its list arrives with the posts and follow features. */
function emptyText(tab: TabKey, counts: ProfileCounts): { title: string; line: string } {
  switch (tab) {
    case 'posts':
      return counts.postsCount > 0
        ? { title: 'Posts', line: 'Showing posts here is not available yet.' }
        : { title: 'No posts yet', line: 'Posts will show up here once shared.' };
    case 'followers':
      return counts.followersCount > 0
        ? { title: 'Followers', line: 'The list of followers is not available yet.' }
        : { title: 'No followers yet', line: 'Followers will be listed here.' };
    case 'following':
      return counts.followingCount > 0
        ? { title: 'Following', line: 'The list of people followed is not available yet.' }
        : { title: 'Not following anyone yet', line: 'People followed will be listed here.' };
  }
}

/** Posts / Followers / Following, as WAI-ARIA tabs (arrow keys, Home, End). */
export function ProfileTabs({ counts }: { counts: ProfileCounts }) {
  const [selected, setSelected] = useState<TabKey>('posts');
  const tabRefs = useRef<Record<TabKey, HTMLButtonElement | null>>({
    posts: null,
    followers: null,
    following: null,
  });
  const baseId = useId();

  const onKeyDown = (event: KeyboardEvent) => {
    const index = TABS.findIndex((tab) => tab.key === selected);
    const last = TABS.length - 1;
    const next: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = TABS[next[event.key] ?? -1];
    if (!target) return;
    event.preventDefault();
    setSelected(target.key);
    tabRefs.current[target.key]?.focus();
  };

  const current = TABS.find((tab) => tab.key === selected) ?? POSTS_TAB;
  const Icon = current.icon;
  const { title, line } = emptyText(current.key, counts);
  return (
    <div className="profile-tabs">
      <div role="tablist" aria-label="Profile" className="tab-list" onKeyDown={onKeyDown}>
        {TABS.map((tab) => (
          <button
            key={tab.key}
            ref={(node) => {
              tabRefs.current[tab.key] = node;
            }}
            type="button"
            role="tab"
            id={`${baseId}-${tab.key}-tab`}
            aria-selected={tab.key === selected}
            aria-controls={`${baseId}-panel`}
            tabIndex={tab.key === selected ? 0 : -1}
            className="tab"
            onClick={() => setSelected(tab.key)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-${selected}-tab`}
        className="tab-panel"
      >
        <div className="empty-state">
          <span className="empty-state-icon" aria-hidden="true">
            <Icon size={26} />
          </span>
          <p className="empty-state-title">{title}</p>
          <p className="empty-state-text">{line}</p>
        </div>
      </div>
    </div>
  );
}
