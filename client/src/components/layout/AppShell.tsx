import type { ReactNode } from 'react';
import type { SelfUserDto } from '@flock/shared';
import { useUnreadMessageCount } from '../../data/unreadMessages';
import { useMediaQuery } from '../../hooks/useMediaQuery';
import { useNotificationSummary } from '../../hooks/useNotificationSummary';
import { KeyboardMap } from '../keyboard/KeyboardMap';
import { Header } from './Header';
import { RightColumn } from './RightColumn';
import { Sidebar } from './Sidebar';
import type { NavKey } from './navItems';
import './AppShell.css';

/**
 * Where the layout has room for the right column (AppShell.css hides it below 1100 px). Narrower, it
 * is not rendered at all: on a phone its suggestions would be fetched, stored and drawn for nothing,
 * while the feed is starting.
 */
const WITH_RIGHT_COLUMN = '(min-width: 1100px)';

interface AppShellProps {
  user: SelfUserDto;
  active: NavKey | null;
  children: ReactNode;
}

/** The signed-in layout: header, "Main" navigation, the section in the middle, suggestions on the right. */
export function AppShell({ user, active, children }: AppShellProps) {
  const { unreadCount } = useNotificationSummary();
  const unreadMessages = useUnreadMessageCount();
  const withRightColumn = useMediaQuery(WITH_RIGHT_COLUMN);
  return (
    <div className="shell">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Header user={user} unreadCount={unreadCount} />
      <div className="shell-body">
        <Sidebar active={active} unreadCount={unreadCount} unreadMessages={unreadMessages} />
        <main id="main" className="shell-main" tabIndex={-1}>
          {children}
        </main>
        {withRightColumn && <RightColumn />}
      </div>
      <KeyboardMap />
    </div>
  );
}
