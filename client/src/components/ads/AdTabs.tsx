import type { ReactNode } from 'react';
import { useTabListKeys } from '../../hooks/useTabListKeys';

export type AdTabKey = 'overview' | 'campaigns' | 'analytics';

const TABS: readonly { key: AdTabKey; label: string }[] = [
  { key: 'overview', label: 'Overview' },
  { key: 'campaigns', label: 'Campaigns' },
  { key: 'analytics', label: 'Analytics' },
];
const TAB_KEYS = TABS.map((tab) => tab.key);

/** Overview / Campaigns / Analytics as WAI-ARIA tabs (arrow keys, Home, End). */
export function AdTabs({
  selected,
  onSelect,
  children,
}: {
  selected: AdTabKey;
  onSelect(tab: AdTabKey): void;
  children: ReactNode;
}) {
  const { onKeyDown, tabRef } = useTabListKeys(TAB_KEYS, selected, onSelect);
  return (
    <>
      <div role="tablist" aria-label="Advertiser dashboard" className="ad-tab-list" onKeyDown={onKeyDown}>
        {TABS.map((tab) => (
          <button
            key={tab.key}
            ref={tabRef(tab.key)}
            type="button"
            role="tab"
            id={`ad-tab-${tab.key}`}
            aria-selected={tab.key === selected}
            aria-controls="ad-tab-panel"
            tabIndex={tab.key === selected ? 0 : -1}
            className="ad-tab"
            onClick={() => onSelect(tab.key)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="ad-tab-panel" aria-labelledby={`ad-tab-${selected}`} className="ad-tab-panel">
        {children}
      </div>
    </>
  );
}
