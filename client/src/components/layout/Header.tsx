import { memo } from 'react';
import { SquarePen } from 'lucide-react';
import type { SelfUserDto } from '@flock/shared';
import { useComposer } from '../composer/useComposer';
import { OfflineBanner } from '../sync/OfflineBanner';
import { SyncCentreButton } from '../sync/SyncCentreButton';
import { Logo } from '../ui/Logo';
import { AccountMenu } from './AccountMenu';
import { LiveIndicator } from './LiveIndicator';
import { NotificationBell } from './NotificationBell';
import { UserSearch } from './UserSearch';
import { AppLink } from '../ui/AppLink';
import './Header.css';

interface HeaderProps {
  user: SelfUserDto;
  unreadCount: number;
}

/**
 * The bar above every signed-in page. Memoised: the layout draws again whenever one of its counts
 * answers (most often with the same figure), and the header then stays as it is.
 */
export const Header = memo(function Header({ user, unreadCount }: HeaderProps) {
  const composer = useComposer();
  return (
    <header className="shell-header">
      <div className="shell-header-inner">
        <div className="header-brand">
          <AppLink to="/dashboard" className="brand-link" aria-label="Flock home">
            <Logo size={32} />
            <span className="brand-name" aria-hidden="true">
              Flock
            </span>
          </AppLink>
          <LiveIndicator />
        </div>
        <UserSearch />
        <div className="header-actions">
          <SyncCentreButton />
          <NotificationBell unreadCount={unreadCount} />
          <button
            type="button"
            className="btn btn-primary new-post-button"
            onClick={() => composer.open({ mode: 'post' })}
          >
            <SquarePen size={18} aria-hidden="true" />
            <span className="new-post-label">New Post</span>
          </button>
          <AccountMenu user={user} />
        </div>
      </div>
      <OfflineBanner />
    </header>
  );
});
