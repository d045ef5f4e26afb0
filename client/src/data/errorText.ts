import { isApiError } from '../api/ApiError';

/**
 * What to tell the member about a failed call: the server's own message where it sent one, the
 * transport's text for network trouble and rate limits, otherwise the screen's fallback.
 */
export function errorText(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  if (error.kind === 'network' || error.kind === 'rate_limited') return error.message;
  return error.serverMessage ? error.message : fallback;
}
