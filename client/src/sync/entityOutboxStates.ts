import { liveQuery, type Subscription } from 'dexie';
import type { OutboxEntry } from '@flock/shared';
import { memberDb } from '../db/memberDb';

/** 'failed' if a write about the record was refused, 'pending' if one is queued, else null. */
export type EntityOutboxState = 'pending' | 'failed' | null;

/**
 * What the outbox holds about the records on screen, read by one live query for all of them. Every
 * post card and comment shows a marker for its own record; a query each meant a feed of twenty ran
 * twenty (twice each at mount, as useLiveQuery does) and drew each card again when it answered.
 * Here the records asked about are gathered for a microtask, read together, and only a record whose
 * state changed tells its marker.
 */
export class EntityOutboxStates {
  private readonly listeners = new Map<string, Set<() => void>>();
  private states = new Map<string, EntityOutboxState>();
  private subscription: Subscription | null = null;
  private rewatchQueued = false;

  constructor(readonly userId: string) {}

  stateOf(entityId: string): EntityOutboxState {
    return this.states.get(entityId) ?? null;
  }

  subscribe(entityId: string, onChange: () => void): () => void {
    const listening = this.listeners.get(entityId) ?? new Set();
    this.listeners.set(entityId, listening);
    const isNew = listening.size === 0;
    listening.add(onChange);
    if (isNew) this.rewatchSoon();
    return () => {
      listening.delete(onChange);
      if (listening.size > 0 || this.listeners.get(entityId) !== listening) return;
      this.listeners.delete(entityId);
      this.rewatchSoon();
    };
  }

  private rewatchSoon(): void {
    if (this.rewatchQueued) return;
    this.rewatchQueued = true;
    queueMicrotask(() => {
      this.rewatchQueued = false;
      this.rewatch();
    });
  }

  private rewatch(): void {
    this.subscription?.unsubscribe();
    this.subscription = null;
    const entityIds = [...this.listeners.keys()];
    for (const entityId of [...this.states.keys()])
      if (!this.listeners.has(entityId)) this.states.delete(entityId);
    if (entityIds.length === 0) return;
    const outbox = memberDb(this.userId).outbox;
    this.subscription = liveQuery(() => outbox.where('entityId').anyOf(entityIds).toArray()).subscribe({
      next: (entries) => this.take(entityIds, entries),
      error: (error: unknown) => console.warn('Could not read the outbox', error),
    });
  }

  private take(entityIds: string[], entries: OutboxEntry[]): void {
    const next = new Map<string, EntityOutboxState>();
    for (const entry of entries) {
      if (next.get(entry.entityId) !== 'failed') {
        next.set(entry.entityId, entry.state === 'failed' ? 'failed' : 'pending');
      }
    }
    const before = this.states;
    this.states = next;
    for (const entityId of entityIds) {
      if ((before.get(entityId) ?? null) === (next.get(entityId) ?? null)) continue;
      for (const onChange of [...(this.listeners.get(entityId) ?? [])]) onChange();
    }
  }
}

let current: EntityOutboxStates | null = null;

/** The signed-in member's store (a new one when the member changes). */
export function entityOutboxStates(userId: string): EntityOutboxStates {
  if (current?.userId !== userId) current = new EntityOutboxStates(userId);
  return current;
}
