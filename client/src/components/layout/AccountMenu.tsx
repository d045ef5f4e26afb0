import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Crown, LogOut, Settings, User, type LucideIcon } from 'lucide-react';
import type { SelfUserDto } from '@flock/shared';
import { useAuth } from '../../auth/useAuth';
import { useDismiss } from '../../hooks/useDismiss';
import { countUnsent } from '../../sync/status';
import { Avatar } from '../profile/Avatar';
import { SignOutConfirmDialog } from './SignOutConfirmDialog';

interface MenuEntry {
  label: string;
  icon: LucideIcon;
  run(): void | Promise<void>;
}

/**
 * The avatar button and its menu (WAI-ARIA menu button): arrow keys, Home and End move between
 * items, Escape closes and puts focus back on the button, Tab closes.
 */
export function AccountMenu({ user }: { user: SelfUserDto }) {
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const menuId = useId();
  const navigate = useNavigate();
  const { logout } = useAuth();
  const [unsent, setUnsent] = useState(0);

  const signOut = async () => {
    setUnsent(0);
    await logout();
    navigate('/login', { replace: true });
  };

  const entries: MenuEntry[] = [
    { label: 'Your Profile', icon: User, run: () => navigate('/profile') },
    { label: 'Settings', icon: Settings, run: () => navigate('/settings') },
    {
      label: 'Subscription Details',
      icon: Crown,
      run: () => navigate('/dashboard?section=subscription-details'),
    },
    {
      label: 'Sign out',
      icon: LogOut,
      run: async () => {
        const waiting = await countUnsent(user.id);
        if (waiting > 0) setUnsent(waiting);
        else await signOut();
      },
    },
  ];

  useEffect(() => {
    if (open) itemRefs.current[focusIndex]?.focus();
  }, [open, focusIndex]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };
  useDismiss(containerRef, open, (reason) => close(reason === 'escape'));

  const openAt = (index: number) => {
    setFocusIndex(index);
    setOpen(true);
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 0 : entries.length - 1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = entries.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: focusIndex === last ? 0 : focusIndex + 1,
      ArrowUp: focusIndex === 0 ? last : focusIndex - 1,
      Home: 0,
      End: last,
    };
    const move = moves[event.key];
    if (move !== undefined) {
      event.preventDefault();
      setFocusIndex(move);
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  const fullName = user.fullName || `${user.firstName} ${user.lastName}`.trim();
  return (
    <div className="popover-anchor" ref={containerRef}>
      <button
        ref={buttonRef}
        type="button"
        className="account-button"
        aria-label="Account menu"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKeyDown}
      >
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
          <div role="menu" id={menuId} aria-label="Account" className="menu" onKeyDown={onMenuKeyDown}>
            {entries.map((entry, index) => {
              const Icon = entry.icon;
              return (
                <button
                  key={entry.label}
                  ref={(node) => {
                    itemRefs.current[index] = node;
                  }}
                  type="button"
                  role="menuitem"
                  tabIndex={index === focusIndex ? 0 : -1}
                  className={`menu-item${entry.label === 'Sign out' ? ' menu-item-danger' : ''}`}
                  onClick={() => {
                    setOpen(false);
                    void entry.run();
                  }}
                >
                  <Icon size={18} aria-hidden="true" />
                  {entry.label}
                </button>
              );
            })}
          </div>
        </div>
      )}
      <SignOutConfirmDialog unsent={unsent} onStay={() => setUnsent(0)} onSignOut={() => void signOut()} />
    </div>
  );
}
