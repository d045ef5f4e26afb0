import type { ErrorCode } from './errors.js';

/** One validation problem, shown next to the matching form field. */
export interface FieldError {
  path: string;
  msg: string;
}

export interface ApiSuccess<T> {
  success: true;
  message?: string;
  data: T;
}

export interface ApiFailure {
  success: false;
  message: string;
  code: ErrorCode;
  errors?: FieldError[];
  /** Present on a refused verification resend. */
  cooldownSecondsLeft?: number;
}

/**
 * The paging hint of every list paged with `page`/`limit`, at `data.pagination`: `hasMore` says whether
 * another page follows, so a client need not infer it from a full page.
 */
export interface PaginationDto {
  page: number;
  limit: number;
  hasMore: boolean;
}

export type ApiResponse<T> = ApiSuccess<T> | ApiFailure;

/** Header a client sends with every write so a retried request is applied once. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_TTL_HOURS = 24;
