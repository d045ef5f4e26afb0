import Dexie, { RangeSet } from 'dexie';

/**
 * The service worker writes the outbox with raw IndexedDB, which Dexie cannot observe: after it
 * reports a drain, every live query of this page reads again.
 */
export function notifyExternalChanges(): void {
  Dexie.on.storagemutated.fire({ all: new RangeSet(-Infinity, [[]]) });
}
