import { API_BASE_PATH } from './sync/outboxEntry.js';

/** The WHATWG URL parser every runtime here has (shared/ is built without DOM or Node types). */
interface ParsedUrl {
  protocol: string;
  username: string;
  password: string;
  pathname: string;
  search: string;
  hash: string;
  origin: string;
}
declare const URL: new (input: string) => ParsedUrl;

/**
 * Where a client build finds the API, the sockets and the media. Flock's web client talks to its own
 * origin by default; built with `VITE_API_ORIGIN=https://api.example.com`, the page and the service worker
 * call that origin instead (the API must list the page's origin in CORS_ORIGINS).
 */

const ORIGIN_MESSAGE = 'VITE_API_ORIGIN must be an origin such as https://api.example.com';

/** '' (the page's own origin) or `scheme://host[:port]`; anything else is a build mistake and throws. */
export function normaliseApiOrigin(value: string | undefined): string {
  const text = (value ?? '').trim();
  if (!text) return '';
  let url: ParsedUrl;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`${ORIGIN_MESSAGE}, not ${text}`);
  }
  const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  if (!bare || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new Error(`${ORIGIN_MESSAGE}, not ${text}`);
  }
  return url.origin;
}

/** The address of an API path (`/posts`) on that origin: `<origin>/api/posts`. */
export const apiUrl = (origin: string, path: string): string => `${origin}${API_BASE_PATH}${path}`;
