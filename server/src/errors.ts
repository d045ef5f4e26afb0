import { ERROR_MESSAGES, ERROR_STATUS, type ErrorCode, type FieldError } from '@flock/shared';

/**
 * The one error type routes and commands throw. The error middleware turns it into
 * `{ success: false, code, message, errors? }` with the code's HTTP status.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly errors?: FieldError[];
  readonly extra?: Record<string, unknown>;

  constructor(
    code: ErrorCode,
    options: { message?: string; errors?: FieldError[]; extra?: Record<string, unknown> } = {},
  ) {
    super(options.message ?? ERROR_MESSAGES[code]);
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.errors = options.errors;
    this.extra = options.extra;
  }
}

export function validationError(errors: FieldError[], message: string = ERROR_MESSAGES.validation_failed) {
  return new AppError('validation_failed', { message, errors });
}
