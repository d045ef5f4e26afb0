import type { LucideIcon } from 'lucide-react';
import type { MenuButtonState } from './useMenuButton';

export interface MenuAction {
  label: string;
  icon: LucideIcon;
  onSelect(): void;
  danger?: boolean;
}

interface MenuItemsProps {
  actions: MenuAction[];
  itemProps: MenuButtonState['itemProps'];
  /** Runs before the chosen action: closes the menu. */
  onChoose(): void;
  itemClassName: string;
  dangerClassName: string;
}

/** The items of a menu from `useMenuButton`: an icon and a label each. */
export function MenuItems({ actions, itemProps, onChoose, itemClassName, dangerClassName }: MenuItemsProps) {
  return actions.map((action, index) => {
    const Icon = action.icon;
    return (
      <button
        key={action.label}
        {...itemProps(index)}
        className={action.danger ? `${itemClassName} ${dangerClassName}` : itemClassName}
        onClick={() => {
          onChoose();
          action.onSelect();
        }}
      >
        <Icon size={18} aria-hidden="true" />
        {action.label}
      </button>
    );
  });
}
