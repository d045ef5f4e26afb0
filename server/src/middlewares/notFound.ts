import type { RequestHandler } from 'express';
import { AppError } from '../errors.js';

/** Any /api path no router answered. */
export const apiNotFound: RequestHandler = (req) => {
  throw new AppError('route_not_found', {
    message: `No such API endpoint: ${req.method} ${req.baseUrl}${req.path}`,
  });
};
