import { ERROR_MESSAGES } from '../errors.js';
import type { OutboxEntry } from './outboxEntry.js';

/** What came back for one entry: `status` 0 means the request never got an answer. */
export interface SendOutcome {
  status: number;
  data?: unknown;
  message?: string;
  code?: string;
}

export const NETWORK_OUTCOME: SendOutcome = { status: 0, message: 'Network error' };

/**
 * done: the server applied it. retry: keep it and try later (network, 408, 429, 5xx, or the same
 * Idempotency-Key still being processed). unauthorized: stop until the member signs in again.
 * refused: the server will never take it as it is.
 */
export type OutcomeClass = 'done' | 'retry' | 'unauthorized' | 'refused';

/**
 * How long the drain keeps retrying a write the server says is still in progress under its
 * Idempotency-Key before it gives up into the sync centre. A server that lost the request frees the
 * key within seconds (its lease), so this only ends a wait that would otherwise never end.
 */
export const IDEMPOTENCY_BUSY_GIVE_UP_MS = 10 * 60 * 1000;

export const BUSY_GIVE_UP_MESSAGE =
  'The server was still busy with an earlier attempt of this change after 10 minutes';

/** The server is still working on (or lost) an earlier request with the same Idempotency-Key. */
export const isBusyKey = (outcome: SendOutcome) =>
  outcome.status === 409 && outcome.code === 'idempotency_in_progress';

export function classifyOutcome(entry: Pick<OutboxEntry, 'okStatuses'>, outcome: SendOutcome): OutcomeClass {
  const { status } = outcome;
  if ((status >= 200 && status < 300) || entry.okStatuses?.includes(status)) return 'done';
  if (status === 0 || status === 408 || status === 429 || status >= 500) return 'retry';
  if (isBusyKey(outcome)) return 'retry';
  if (status === 401) return 'unauthorized';
  return 'refused';
}

/** Reads a response body in the `{ success, data }` / `{ success: false, message, code }` envelope. */
export function outcomeFromResponse(status: number, bodyText: string): SendOutcome {
  let payload: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(bodyText);
    if (parsed && typeof parsed === 'object') payload = parsed as Record<string, unknown>;
  } catch {
    // An empty or non-JSON body: the status says enough.
  }
  const message = typeof payload.message === 'string' ? payload.message : undefined;
  const code = typeof payload.code === 'string' ? payload.code : undefined;
  if (status >= 200 && status < 300) return { status, data: payload.data, message };
  return { status, message: message ?? fallbackMessage(status), code };
}

function fallbackMessage(status: number): string {
  if (status >= 500) return ERROR_MESSAGES.internal_error;
  return `HTTP error! status: ${status}`;
}

const INITIAL_RETRY_MS = 1000;
const MAX_RETRY_MS = 5 * 60 * 1000;

/** 1 s doubling per attempt up to 5 minutes, with jitter so many devices do not retry in step. */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_RETRY_MS, INITIAL_RETRY_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
