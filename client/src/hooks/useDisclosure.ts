import { useRef, useState } from 'react';
import { useDismiss } from './useDismiss';

interface DisclosureOptions {
  /** Runs on every close, whatever closed it. */
  onClose?(): void;
}

/**
 * The open state of a popup shown by a button (menu, dropdown, popover, sheet). A press outside
 * `containerRef` or Escape closes it; Escape also hands focus back to `buttonRef`.
 */
export function useDisclosure<Container extends HTMLElement = HTMLDivElement>({
  onClose,
}: DisclosureOptions = {}) {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<Container>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const close = (returnFocus = false) => {
    setOpen(false);
    onClose?.();
    if (returnFocus) buttonRef.current?.focus();
  };
  useDismiss(containerRef, open, (reason) => close(reason === 'escape'));

  return {
    open,
    show: () => setOpen(true),
    close,
    toggle: () => (open ? close() : setOpen(true)),
    containerRef,
    buttonRef,
  };
}
