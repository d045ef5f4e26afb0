import type { ErrorRequestHandler } from 'express';
import { ERROR_MESSAGES, type ApiFailure } from '@flock/shared';
import { AppError } from '../errors.js';
import type { Logger } from '../logger.js';

interface HttpParserError {
  type?: string;
  status?: number;
}

/** Translate whatever was thrown into the failure envelope. The only place errors become responses. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    const appError = toAppError(error);
    if (!appError) {
      (req.log ?? logger).error({ err: error }, 'unhandled error');
    }
    const failure = appError ?? new AppError('internal_error');
    if (res.headersSent) return;
    const body: ApiFailure = {
      success: false,
      message: failure.message,
      code: failure.code,
      ...(failure.errors ? { errors: failure.errors } : {}),
      ...(failure.extra ?? {}),
    };
    res.status(failure.status).json(body);
  };
}

function toAppError(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  const parserError = error as HttpParserError;
  if (parserError?.type === 'entity.parse.failed') return new AppError('invalid_json');
  if (parserError?.type === 'entity.too.large') return new AppError('payload_too_large');
  if (parserError?.type === 'encoding.unsupported' || parserError?.type === 'charset.unsupported') {
    return new AppError('validation_failed', { message: 'Unsupported request encoding' });
  }
  if (parserError?.status === 400 && parserError.type) {
    return new AppError('validation_failed', { message: ERROR_MESSAGES.validation_failed });
  }
  return null;
}
