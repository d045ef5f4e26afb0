import { Link } from 'react-router-dom';
import { SquarePen } from 'lucide-react';
import type { SelfUserDto } from '@flock/shared';
import { Logo } from '../ui/Logo';
import { AccountMenu } from './AccountMenu';
import { LiveIndicator } from './LiveIndicator';
import { NotificationBell } from './NotificationBell';
import { UserSearch } from './UserSearch';
import './Header.css';

interface HeaderProps {
  user: SelfUserDto;
  unreadCount: number;
  onNewPost(): void;
}

export function Header({ user, unreadCount, onNewPost }: HeaderProps) {
  return (
    <header className="shell-header">
      <div className="shell-header-inner">
        <div className="header-brand">
          <Link to="/dashboard" className="brand-link" aria-label="Flock home">
            <Logo size={32} />
            <span className="brand-name" aria-hidden="true">
              Flock
            </span>
          </Link>
          <LiveIndicator />
        </div>
        <UserSearch />
        <div className="header-actions">
          <NotificationBell unreadCount={unreadCount} />
          <button type="button" className="btn btn-primary new-post-button" onClick={onNewPost}>
            <SquarePen size={18} aria-hidden="true" />
            <span className="new-post-label">New Post</span>
          </button>
          <AccountMenu user={user} />
        </div>
      </div>
    </header>
  );
}
