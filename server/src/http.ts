import type { Request, Response } from 'express';
import { toFieldErrors, type PaginationDto } from '@flock/shared';
import type * as z from 'zod/mini';
import { AppError, validationError } from './errors.js';
import { absoluteMediaUrls } from './presenters/absoluteMediaUrls.js';
import type { Session } from './models/Session.js';
import type { User } from './models/User.js';

/** The validate step of every route: parse with the shared schema or throw a 400 with field errors. */
export function parse<S extends z.ZodMiniType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw validationError(toFieldErrors(result.error));
  return result.data;
}

/**
 * The success envelope: `{ success: true, message?, data }`. `topLevel` repeats fields beside `data`
 * for the few calls whose spec'd client reads them there (e.g. cooldown-status).
 */
export function sendOk<T>(
  res: Response,
  data: T,
  options: { status?: number; message?: string; topLevel?: Record<string, unknown> } = {},
): void {
  const body = {
    ...options.topLevel,
    success: true,
    ...(options.message ? { message: options.message } : {}),
    data,
  };
  res.status(options.status ?? 200).json(absoluteMediaUrls(body, mediaBaseUrl(res)));
}

/**
 * One page of a list paged with `page`/`limit`: `sendOk` with `data.pagination: { page, limit, hasMore }`
 * added, `hasMore` taken from the page itself.
 */
export function sendPage<T extends { hasMore: boolean }>(
  res: Response,
  data: T,
  page: { page: number; limit: number },
  options: { message?: string; topLevel?: Record<string, unknown> } = {},
): void {
  const pagination: PaginationDto = { page: page.page, limit: page.limit, hasMore: data.hasMore };
  sendOk(res, { ...data, pagination }, options);
}

/** Set by createApp from the environment: '' keeps media URLs relative. */
export const MEDIA_BASE_URL_SETTING = 'mediaBaseUrl';

const mediaBaseUrl = (res: Response): string => {
  const value: unknown = res.app.locals[MEDIA_BASE_URL_SETTING];
  return typeof value === 'string' ? value : '';
};

/** The member requireAuth loaded; only call on routes behind it. */
export function currentUser(req: Request): User {
  if (!req.user) throw new AppError('not_authenticated');
  return req.user;
}

export function currentSession(req: Request): Session {
  if (!req.session) throw new AppError('not_authenticated');
  return req.session;
}
