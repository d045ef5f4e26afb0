/**
 * The confirmation shown for a write the outbox took. Online it is on its way, and is told as done;
 * offline it waits on this device, and the member is told that instead (the sync centre shows it until
 * it has gone).
 */
export function confirmationOf(done: string, what: string): string {
  return navigator.onLine ? done : savedOnDevice(what);
}

export const savedOnDevice = (what: string): string =>
  `${what} saved on this device. It will be sent when you're back online.`;
