import type { ReactNode } from 'react';
import { MenuItems, type MenuAction } from '../ui/MenuItems';
import { useMenuButton } from '../ui/useMenuButton';
import './postActions.css';

interface MenuButtonProps {
  /** The button's accessible name. */
  label: string;
  actions: MenuAction[];
  children: ReactNode;
  className?: string;
  align?: 'start' | 'end';
}

/** A button on a post with a small menu of actions; choosing one returns focus to the button. */
export function MenuButton({ label, actions, children, className = '', align = 'start' }: MenuButtonProps) {
  const menu = useMenuButton(actions.length);
  return (
    <div className="menu-anchor" ref={menu.containerRef}>
      <button {...menu.buttonProps} className={className} aria-label={label}>
        {children}
      </button>
      {menu.open && (
        <div {...menu.menuProps} aria-label={label} className={`post-menu post-menu-${align}`}>
          <MenuItems
            menu={menu}
            actions={actions}
            itemClassName="post-menu-item"
            dangerClassName="is-danger"
            returnFocus
          />
        </div>
      )}
    </div>
  );
}
