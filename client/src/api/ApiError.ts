import { fieldErrorMap, type ErrorCode, type FieldError } from '@flock/shared';

export type ApiErrorKind = 'network' | 'rate_limited' | 'session_expired' | 'validation' | 'http';

/** A failed call, already translated by the transport ladder of spec 000 section 8. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly code?: ErrorCode;
  /** The server's own message (what per-screen mappings look for, e.g. "User already exists"). */
  readonly serverMessage: string;
  readonly fieldErrors: Record<string, string>;
  readonly body: Record<string, unknown>;

  constructor(init: {
    kind: ApiErrorKind;
    status: number;
    message: string;
    serverMessage?: string;
    code?: ErrorCode;
    errors?: FieldError[];
    body?: Record<string, unknown>;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status;
    this.code = init.code;
    this.serverMessage = init.serverMessage ?? '';
    this.fieldErrors = fieldErrorMap(init.errors ?? []);
    this.body = init.body ?? {};
  }

  /** Does the server's message (or, failing that, the shown message) contain this phrase? */
  mentions(phrase: string): boolean {
    return (this.serverMessage || this.message).toLowerCase().includes(phrase.toLowerCase());
  }
}

export const NETWORK_ERROR_MESSAGE = 'Network error. Please check your connection and try again.';

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
