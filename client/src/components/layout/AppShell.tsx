import type { ReactNode } from 'react';
import type { SelfUserDto } from '@flock/shared';
import { useUnreadMessageCount } from '../../data/unreadMessages';
import { useNotificationSummary } from '../../hooks/useNotificationSummary';
import { KeyboardMap } from '../keyboard/KeyboardMap';
import { Header } from './Header';
import { RightColumn } from './RightColumn';
import { Sidebar } from './Sidebar';
import type { NavKey } from './navItems';
import './AppShell.css';

interface AppShellProps {
  user: SelfUserDto;
  active: NavKey | null;
  children: ReactNode;
}

/** The signed-in layout: header, "Main" navigation, the section in the middle, suggestions on the right. */
export function AppShell({ user, active, children }: AppShellProps) {
  const { unreadCount } = useNotificationSummary();
  const unreadMessages = useUnreadMessageCount();
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
        <RightColumn />
      </div>
      <KeyboardMap />
    </div>
  );
}
