/**
 * UUIDv7 (time-ordered) from Web Crypto, for ids made on a device before the server has seen the
 * record (posts, comments, bookmarks written offline). Works in browsers, workers and Node.
 */
/** Web Crypto, present in browsers, workers and Node 20 (shared/ has no DOM or Node typings). */
declare const crypto: { getRandomValues<T extends Uint8Array>(array: T): T };

export function uuidv7(now = Date.now()): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  const time = BigInt(now);
  for (let i = 0; i < 6; i++) bytes[i] = Number((time >> BigInt(8 * (5 - i))) & 0xffn);
  bytes[6] = (bytes[6]! & 0x0f) | 0x70;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** A UUID of versions 1 to 8 in its usual 36-character text form. */
export const isUuid = (value: unknown): value is string =>
  typeof value === 'string' && value.length === 36 && UUID_SHAPE.test(value);
