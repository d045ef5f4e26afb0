/**
 * True when two records as the server sends them (plain JSON) hold the same: a member record fetched
 * again, or read back from the device, that changed nothing is kept as the object already shown, so
 * the screens that show it are not drawn again for it.
 */
export function sameRecord(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}
