import { useState } from 'react';

/**
 * True from the first time `open` is true on: a dialog whose code loads on first use is mounted then
 * and stays mounted, so its native `<dialog>` closes (and hands focus back) as any other does.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
