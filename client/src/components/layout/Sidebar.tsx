import { memo, useId } from 'react';
import { Ellipsis } from 'lucide-react';
import { BADGE_LIMITS } from '@flock/shared';
import { useDisclosure } from '../../hooks/useDisclosure';
import { CountBadge } from './CountBadge';
import { NAV_ITEMS, type NavItem, type NavKey } from './navItems';
import { AppLink } from '../ui/AppLink';
import './Sidebar.css';

interface SidebarProps {
  active: NavKey | null;
  unreadCount: number;
  /** Unread messages across the member's conversations. */
  unreadMessages?: number;
}

/**
 * The "Main" navigation. On wide screens a sidebar; on phones a bottom tab bar whose last button
 * opens the remaining links in a sheet. Memoised, as the header: drawn again only when its place or
 * its counts change.
 */
export const Sidebar = memo(function Sidebar({ active, unreadCount, unreadMessages = 0 }: SidebarProps) {
  const {
    open: moreOpen,
    toggle: toggleMore,
    close: closeMore,
    containerRef: navRef,
    buttonRef: moreButtonRef,
  } = useDisclosure<HTMLElement>();
  const moreId = useId();
  const badgeId = useId();
  const messagesBadgeId = useId();
  const badges: Partial<Record<NavKey, { count: number; id: string }>> = {
    notifications: { count: unreadCount, id: badgeId },
    messages: { count: unreadMessages, id: messagesBadgeId },
  };

  const renderItem = (item: NavItem) => {
    const Icon = item.icon;
    const badge = badges[item.key];
    const withBadge = badge !== undefined && badge.count > 0;
    return (
      <li key={item.key}>
        <AppLink
          to={item.to}
          className="nav-link"
          aria-current={item.key === active ? 'page' : undefined}
          aria-describedby={withBadge ? badge.id : undefined}
          onClick={() => closeMore()}
        >
          <span className="nav-icon">
            <Icon size={24} aria-hidden="true" />
            {badge && (
              <CountBadge count={badge.count} limit={BADGE_LIMITS.sidebar} descriptionId={badge.id} />
            )}
          </span>
          <span className="nav-label">{item.label}</span>
        </AppLink>
      </li>
    );
  };

  const moreActive = NAV_ITEMS.some((item) => item.phone === 'more' && item.key === active);
  return (
    <nav aria-label="Main" className={`sidebar${moreOpen ? ' is-more-open' : ''}`} ref={navRef}>
      <ul className="nav-list nav-primary">
        {NAV_ITEMS.filter((item) => item.phone === 'bar').map(renderItem)}
        <li className="nav-more-toggle-item">
          <button
            ref={moreButtonRef}
            type="button"
            className={`nav-link nav-more-toggle${moreActive ? ' is-within' : ''}`}
            aria-expanded={moreOpen}
            aria-controls={moreId}
            onClick={toggleMore}
          >
            <span className="nav-icon">
              <Ellipsis size={24} aria-hidden="true" />
            </span>
            <span className="nav-label">More</span>
          </button>
        </li>
      </ul>
      <ul className="nav-list nav-secondary" id={moreId}>
        {NAV_ITEMS.filter((item) => item.phone === 'more').map(renderItem)}
      </ul>
    </nav>
  );
});
