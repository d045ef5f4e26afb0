import type { ErrorRequestHandler } from 'express';
import { ERROR_MESSAGES, type ApiFailure } from '@flock/shared';
import { AppError } from '../errors.js';
import type { Logger } from '../logger.js';

/** What body-parser and http-errors put on the errors they raise. */
interface HttpParserError {
  type?: string;
  status?: number;
  code?: unknown;
  expose?: boolean;
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
  // The router decodes path parameters with decodeURIComponent; a bad escape is the client's mistake.
  if (error instanceof URIError) return new AppError('malformed_url');
  const parserError = error as HttpParserError;
  if (parserError?.type === 'entity.parse.failed') return new AppError('invalid_json');
  if (parserError?.type === 'entity.too.deep') return new AppError('json_too_deep');
  if (parserError?.type === 'entity.too.large') return new AppError('payload_too_large');
  if (parserError?.type === 'encoding.unsupported' || parserError?.type === 'charset.unsupported') {
    return new AppError('unsupported_media_type');
  }
  // A body that does not decompress as its Content-Encoding says (zlib and brotli errors).
  if (typeof parserError?.code === 'string' && /^(?:Z_|ERR_BROTLI|ERR__)/.test(parserError.code)) {
    return new AppError('invalid_body_encoding');
  }
  if (parserError?.status === 413) return new AppError('payload_too_large');
  if (parserError?.status === 415) return new AppError('unsupported_media_type');
  if (parserError?.status === 400 && (parserError.type || parserError.expose)) {
    return new AppError('validation_failed', { message: ERROR_MESSAGES.validation_failed });
  }
  return null;
}
