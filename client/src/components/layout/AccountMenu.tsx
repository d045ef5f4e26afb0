import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CalendarClock, Crown, FileText, LifeBuoy, LogOut, Settings, User } from 'lucide-react';
import type { SelfUserDto } from '@flock/shared';
import { useAuth } from '../../auth/useAuth';
import { countUnsent } from '../../sync/status';
import { Avatar } from '../profile/Avatar';
import { MenuItems, type MenuAction } from '../ui/MenuItems';
import { useMenuButton } from '../ui/useMenuButton';
import { SignOutConfirmDialog } from './SignOutConfirmDialog';

/**
 * The avatar button and its menu (WAI-ARIA menu button): arrow keys, Home and End move between
 * items, Escape closes and puts focus back on the button, Tab closes.
 */
export function AccountMenu({ user }: { user: SelfUserDto }) {
  const navigate = useNavigate();
  const { logout } = useAuth();
  const [unsent, setUnsent] = useState(0);

  const signOut = async () => {
    setUnsent(0);
    await logout();
    navigate('/login', { replace: true });
  };

  const askOrSignOut = async () => {
    const waiting = await countUnsent(user.id);
    if (waiting > 0) setUnsent(waiting);
    else await signOut();
  };

  const entries: MenuAction[] = [
    { label: 'Your Profile', icon: User, onSelect: () => navigate('/profile') },
    { label: 'Drafts', icon: FileText, onSelect: () => navigate('/drafts') },
    { label: 'Scheduled Posts', icon: CalendarClock, onSelect: () => navigate('/scheduled') },
    { label: 'Settings', icon: Settings, onSelect: () => navigate('/settings') },
    {
      label: 'Subscription Details',
      icon: Crown,
      onSelect: () => navigate('/dashboard?section=subscription-details'),
    },
    { label: 'Contact Support', icon: LifeBuoy, onSelect: () => navigate('/support') },
    { label: 'Sign out', icon: LogOut, danger: true, onSelect: () => void askOrSignOut() },
  ];
  const { open, close, containerRef, buttonProps, menuProps, itemProps } = useMenuButton(entries.length);

  const fullName = user.fullName || `${user.firstName} ${user.lastName}`.trim();
  return (
    <div className="popover-anchor" ref={containerRef}>
      <button {...buttonProps} className="account-button" aria-label="Account menu">
        <Avatar src={user.profilePicture} name={user.firstName || user.username} size={36} />
      </button>
      {open && (
        <div className="popover popover-end account-popover">
          <div className="account-summary">
            <Avatar src={user.profilePicture} name={user.firstName || user.username} size={40} />
            <span className="account-summary-text">
              <span className="account-summary-name">{fullName}</span>
              <span className="muted">@{user.username}</span>
            </span>
          </div>
          <div {...menuProps} aria-label="Account" className="menu">
            <MenuItems
              actions={entries}
              itemProps={itemProps}
              onChoose={() => close()}
              itemClassName="menu-item"
              dangerClassName="menu-item-danger"
            />
          </div>
        </div>
      )}
      <SignOutConfirmDialog unsent={unsent} onStay={() => setUnsent(0)} onSignOut={() => void signOut()} />
    </div>
  );
}
