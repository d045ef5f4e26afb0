import { useCallback, useEffect, useId, useState } from 'react';
import type { ProfileVisibility } from '@flock/shared';
import { useTabListKeys } from '../../hooks/useTabListKeys';
import { FollowList } from '../people/FollowList';
import type { ProfileTabKey } from './ProfileHeader';
import { ProfilePosts } from './ProfilePosts';

const TABS: readonly { key: ProfileTabKey; label: string }[] = [
  { key: 'posts', label: 'Posts' },
  { key: 'followers', label: 'Followers' },
  { key: 'following', label: 'Following' },
];
const TAB_KEYS = TABS.map((tab) => tab.key);

export interface ProfileTabsState {
  selected: ProfileTabKey;
  select(tab: ProfileTabKey): void;
  /** Selects a tab from elsewhere on the page (the counts) and brings it into view. */
  show(tab: ProfileTabKey): void;
  revealed: number;
}

export function useProfileTabs(): ProfileTabsState {
  const [selected, setSelected] = useState<ProfileTabKey>('posts');
  const [revealed, setRevealed] = useState(0);
  const show = useCallback((tab: ProfileTabKey) => {
    setSelected(tab);
    setRevealed((n) => n + 1);
  }, []);
  return { selected, select: setSelected, show, revealed };
}

interface ProfileTabsProps {
  tabs: ProfileTabsState;
  member: { id: string; username: string };
  own: boolean;
  /** False when the member's posts are for their followers and the viewer is not one. */
  canViewPosts?: boolean;
  profileVisibility?: ProfileVisibility;
  /** False when the member keeps their follow lists private from the viewer. */
  canViewFollowLists?: boolean;
}

/** Posts / Followers / Following, as WAI-ARIA tabs (arrow keys, Home, End). */
export function ProfileTabs({
  tabs,
  member,
  own,
  canViewPosts = true,
  profileVisibility,
  canViewFollowLists = true,
}: ProfileTabsProps) {
  const { selected, select, revealed } = tabs;
  const { onKeyDown, tabRef, refs: tabRefs } = useTabListKeys(TAB_KEYS, selected, select);
  const baseId = useId();

  useEffect(() => {
    if (revealed === 0) return;
    const tab = tabRefs.current[selected];
    tab?.focus({ preventScroll: true });
    tab?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
    // Only a new request to show a tab moves focus, not every change of tab.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [revealed]);

  return (
    <div className="profile-tabs">
      <div role="tablist" aria-label="Profile" className="tab-list" onKeyDown={onKeyDown}>
        {TABS.map((tab) => (
          <button
            key={tab.key}
            ref={tabRef(tab.key)}
            type="button"
            role="tab"
            id={`${baseId}-${tab.key}-tab`}
            aria-selected={tab.key === selected}
            aria-controls={`${baseId}-panel`}
            tabIndex={tab.key === selected ? 0 : -1}
            className="tab"
            onClick={() => select(tab.key)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-${selected}-tab`}
        className={`tab-panel tab-panel-${selected}`}
      >
        {selected === 'posts' ? (
          <ProfilePosts
            userId={member.id}
            username={member.username}
            own={own}
            canView={canViewPosts}
            visibility={profileVisibility}
          />
        ) : (
          <FollowList
            key={selected}
            userId={member.id}
            kind={selected}
            owner={{ own, username: member.username }}
            visible={canViewFollowLists}
          />
        )}
      </div>
    </div>
  );
}
