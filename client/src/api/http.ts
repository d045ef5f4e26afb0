import { apiUrl, IDEMPOTENCY_HEADER, type ApiFailure, type ErrorCode, type FieldError } from '@flock/shared';
import { API_ORIGIN } from './apiOrigin';
import { ApiError, NETWORK_ERROR_MESSAGE } from './ApiError';

/**
 * The one fetch wrapper. It adds the bearer token, unwraps `{ success, data }`, and turns failures
 * into ApiError following the spec's ladder: 429, 401 (the session ends), 400 with field errors,
 * then the server message or `HTTP error! status: N`.
 */

let currentToken: string | null = null;
let onSessionExpired: (() => void) | null = null;

export const setAuthToken = (token: string | null) => {
  currentToken = token;
};
export const getAuthToken = () => currentToken;
export const setSessionExpiredHandler = (handler: (() => void) | null) => {
  onSessionExpired = handler;
};

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** multipart uploads */
  form?: FormData;
  idempotencyKey?: string;
  signal?: AbortSignal;
  /** Calls such as login must not treat their own 401 as an expired session. */
  anonymous?: boolean;
}

/** Resolves with the whole success envelope, for calls whose fields sit beside `data`. */
export async function requestEnvelope<T = Record<string, unknown>>(
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const sentToken = !options.anonymous && currentToken ? currentToken : null;
  if (sentToken) headers.Authorization = `Bearer ${sentToken}`;
  if (options.idempotencyKey) headers[IDEMPOTENCY_HEADER] = options.idempotencyKey;
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(apiUrl(API_ORIGIN, path), {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError({ kind: 'network', status: 0, message: NETWORK_ERROR_MESSAGE });
  }

  const payload = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (response.ok && payload.success !== false) return payload as T;
  throw toApiError(response.status, payload as Partial<ApiFailure>, sentToken !== null);
}

/** Resolves with `data` of the success envelope. */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const envelope = await requestEnvelope<{ data: T }>(path, options);
  return envelope.data;
}

function toApiError(status: number, payload: Partial<ApiFailure>, sentToken: boolean): ApiError {
  const serverMessage = typeof payload.message === 'string' ? payload.message : '';
  const code = payload.code as ErrorCode | undefined;
  const errors = Array.isArray(payload.errors) ? normaliseErrors(payload.errors) : undefined;
  const base = { status, serverMessage, code, body: payload as Record<string, unknown> };

  if (status === 429) {
    return new ApiError({
      ...base,
      kind: 'rate_limited',
      message: 'Too many requests. Please wait a moment before trying again.',
    });
  }
  if (status === 401 && sentToken) {
    currentToken = null;
    onSessionExpired?.();
    return new ApiError({
      ...base,
      kind: 'session_expired',
      message: 'Session expired. Please login again.',
    });
  }
  if (status === 400) {
    if (errors && errors.length > 0) {
      return new ApiError({
        ...base,
        kind: 'validation',
        message: serverMessage || 'Validation failed',
        errors,
      });
    }
    return new ApiError({
      ...base,
      kind: 'http',
      message: serverMessage || 'Validation failed. Please check your input.',
    });
  }
  return new ApiError({
    ...base,
    kind: 'http',
    message: serverMessage || `HTTP error! status: ${status}`,
    errors,
  });
}

/** Servers may send `msg` or `message`; forms want `msg`. */
function normaliseErrors(list: unknown[]): FieldError[] {
  return list
    .map((entry) => entry as { path?: unknown; msg?: unknown; message?: unknown })
    .filter((e) => typeof e.path === 'string')
    .map((e) => ({ path: e.path as string, msg: String(e.msg ?? e.message ?? 'Invalid value') }));
}
