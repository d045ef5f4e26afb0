import { MEDIA_URL_PREFIX } from '../services/mediaStorage.js';

/** Fields that hold a media URL, a list of them, or objects holding them (`mediaUrls: [{ url }]`). */
const MEDIA_URL_FIELDS: ReadonlySet<string> = new Set([
  'url',
  'thumbnailUrl',
  'profilePicture',
  'mediaUrl',
  'mediaUrls',
  'images',
]);

/**
 * Media URLs as a page on another origin needs them: `/media/...` in the media fields of an answer
 * becomes `<baseUrl>/media/...`. With no base (same origin only) the answer is returned as it is.
 * Only those fields are touched, so a post whose text starts with `/media/` keeps its text.
 */
export function absoluteMediaUrls<T>(value: T, baseUrl: string): T {
  return baseUrl ? (rewrite(value, baseUrl, false) as T) : value;
}

function rewrite(value: unknown, baseUrl: string, inMediaField: boolean): unknown {
  if (typeof value === 'string') {
    return inMediaField && value.startsWith(MEDIA_URL_PREFIX) ? baseUrl + value : value;
  }
  if (Array.isArray(value)) return value.map((item) => rewrite(item, baseUrl, inMediaField));
  if (value !== null && typeof value === 'object' && isPlainObject(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, rewrite(item, baseUrl, MEDIA_URL_FIELDS.has(key))]),
    );
  }
  return value;
}

function isPlainObject(value: object): boolean {
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}
