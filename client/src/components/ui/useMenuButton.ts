import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useDisclosure } from '../../hooks/useDisclosure';

/**
 * A WAI-ARIA menu button: ArrowDown or ArrowUp on the button opens the menu at its first or last
 * item; in the menu the arrow keys wrap, Home and End jump, Tab closes; Escape closes and returns
 * focus to the button; a press elsewhere closes. Spread `buttonProps` on the button, `menuProps` on
 * the `role="menu"` element and `itemProps(index)` on each item.
 */
export function useMenuButton(itemCount: number) {
  const popup = useDisclosure();
  const { open, close, show } = popup;
  const [focusIndex, setFocusIndex] = useState(0);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const menuId = useId();

  useEffect(() => {
    if (open) itemRefs.current[focusIndex]?.focus();
  }, [open, focusIndex]);

  const openAt = (index: number) => {
    setFocusIndex(index);
    show();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 0 : itemCount - 1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const last = itemCount - 1;
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
      close();
    }
  };

  return {
    open,
    /** Closes the menu; `returnFocus` puts focus back on the button. */
    close,
    containerRef: popup.containerRef,
    buttonProps: {
      ref: popup.buttonRef,
      type: 'button' as const,
      'aria-haspopup': 'menu' as const,
      'aria-expanded': open,
      'aria-controls': open ? menuId : undefined,
      onClick: () => (open ? close() : openAt(0)),
      onKeyDown: onButtonKeyDown,
    },
    menuProps: { role: 'menu', id: menuId, onKeyDown: onMenuKeyDown },
    itemProps: (index: number) => ({
      ref: (node: HTMLButtonElement | null) => {
        itemRefs.current[index] = node;
      },
      type: 'button' as const,
      role: 'menuitem',
      tabIndex: index === focusIndex ? 0 : -1,
    }),
  };
}

export type MenuButtonState = ReturnType<typeof useMenuButton>;
