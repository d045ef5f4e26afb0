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
  const { open, close, containerRef, buttonProps, menuProps, itemProps } = useMenuButton(actions.length);
  return (
    <div className="menu-anchor" ref={containerRef}>
      <button {...buttonProps} className={className} aria-label={label}>
        {children}
      </button>
      {open && (
        <div {...menuProps} aria-label={label} className={`post-menu post-menu-${align}`}>
          <MenuItems
            actions={actions}
            itemProps={itemProps}
            onChoose={() => close(true)}
            itemClassName="post-menu-item"
            dangerClassName="is-danger"
          />
        </div>
      )}
    </div>
  );
}
