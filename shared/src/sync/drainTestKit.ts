import type { OutboxStore } from './drainOutbox.js';
import type { OutboxEntry } from './outboxEntry.js';
import type { SendOutcome } from './sendOutcome.js';

/** For the drain's tests: an outbox in memory, entries with defaults, and a server answering from a script. */

export const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

export function memoryStore(initial: OutboxEntry[]): OutboxStore & { entries: Map<string, OutboxEntry> } {
  const entries = new Map(initial.map((e) => [e.id, copy(e)]));
  return {
    entries,
    list: async () => [...entries.values()].sort((a, b) => a.seq - b.seq).map((e) => copy(e)),
    async claim(id) {
      const entry = entries.get(id);
      if (!entry || entry.state === 'failed') return undefined;
      entry.state = 'sending';
      return copy(entry);
    },
    async update(id, changes) {
      const entry = entries.get(id);
      if (entry) entries.set(id, { ...entry, ...changes });
    },
    async remove(id) {
      entries.delete(id);
    },
    readMedia: async () => undefined,
  };
}

let seq = 0;
export function entry(id: string, overrides: Partial<OutboxEntry> = {}): OutboxEntry {
  seq += 1;
  return {
    id,
    seq,
    method: 'PUT',
    path: `/posts/${id}/like`,
    body: { liked: true },
    idempotencyKey: `key-${id}`,
    kind: 'post.like',
    entityId: `post-${id}`,
    label: `Entry ${id}`,
    createdAt: 0,
    attempts: 0,
    nextAttemptAt: 0,
    state: 'pending',
    error: null,
    undo: null,
    rolledBack: false,
    ...overrides,
  };
}

/** Answers per entry id, in turn; entries not listed succeed. */
export function scripted(answers: Record<string, Array<SendOutcome | 'throw'>>) {
  const sent: string[] = [];
  const send = async (e: OutboxEntry): Promise<SendOutcome> => {
    sent.push(e.id);
    const answer = answers[e.id]?.shift();
    if (answer === 'throw') throw new TypeError('Failed to fetch');
    return answer ?? { status: 200, data: { ok: e.id } };
  };
  return { sent, send };
}
