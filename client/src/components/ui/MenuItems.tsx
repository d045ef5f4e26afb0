import type { LucideIcon } from 'lucide-react';
import type { MenuButtonState } from './useMenuButton';

export interface MenuAction {
  label: string;
  icon: LucideIcon;
  onSelect(): void;
  danger?: boolean;
}

interface MenuItemsProps {
  menu: MenuButtonState;
  actions: MenuAction[];
  itemClassName: string;
  dangerClassName: string;
  /** Whether choosing an item puts focus back on the menu's button. */
  returnFocus: boolean;
}

/** The items of a menu from `useMenuButton`: an icon and a label each; choosing one closes the menu. */
export function MenuItems({ menu, actions, itemClassName, dangerClassName, returnFocus }: MenuItemsProps) {
  return actions.map((action, index) => {
    const Icon = action.icon;
    return (
      <button
        key={action.label}
        {...menu.itemProps(index)}
        className={action.danger ? `${itemClassName} ${dangerClassName}` : itemClassName}
        onClick={() => {
          menu.close(returnFocus);
          action.onSelect();
        }}
      >
        <Icon size={18} aria-hidden="true" />
        {action.label}
      </button>
    );
  });
}
