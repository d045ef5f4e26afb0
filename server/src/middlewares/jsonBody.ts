import express, { type RequestHandler } from 'express';
import { JSON_BODY_LIMIT, JSON_MAX_DEPTH } from '@flock/shared';

/**
 * The JSON body parser of every /api route: at most JSON_BODY_LIMIT bytes and JSON_MAX_DEPTH levels
 * of nesting. The depth is checked on the raw bytes before JSON.parse, so no later step (hashing for
 * Idempotency-Key, validation, logging) ever walks a structure deep enough to exhaust the stack.
 */
export function jsonBody(): RequestHandler {
  return express.json({
    limit: JSON_BODY_LIMIT,
    verify: (_req, _res, buffer) => {
      if (jsonDepthExceeds(buffer, JSON_MAX_DEPTH)) {
        throw Object.assign(new Error('JSON nested too deeply'), { status: 400, type: 'entity.too.deep' });
      }
    },
  });
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]);
const CLOSERS = new Set([0x5d, 0x7d]);

/** One pass over JSON text (bytes or string codes), counting brackets outside strings. */
export function jsonDepthExceeds(bytes: Uint8Array, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i += 1) {
    const byte = bytes[i]!;
    if (inString) {
      if (byte === BACKSLASH) i += 1;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) {
      inString = true;
    } else if (OPENERS.has(byte)) {
      depth += 1;
      if (depth > limit) return true;
    } else if (CLOSERS.has(byte)) {
      depth -= 1;
    }
  }
  return false;
}
