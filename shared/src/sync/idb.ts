/**
 * The few IndexedDB shapes the outbox store uses, declared here because shared/ is built without
 * DOM typings; the browser's `indexedDB` (page or worker) fits them. Handlers take `never` so the
 * DOM's own handler types stay assignable.
 */

export interface IdbRequestLike<T> {
  readonly result: T;
  readonly error: unknown;
  onsuccess: ((event: never) => unknown) | null;
  onerror: ((event: never) => unknown) | null;
}

export interface IdbObjectStoreLike {
  get(key: string): IdbRequestLike<unknown>;
  getAll(): IdbRequestLike<unknown[]>;
  put(value: unknown): IdbRequestLike<unknown>;
  add(value: unknown): IdbRequestLike<unknown>;
  delete(key: string): IdbRequestLike<unknown>;
}

export interface IdbTransactionLike {
  readonly error: unknown;
  objectStore(name: string): IdbObjectStoreLike;
  abort(): void;
  oncomplete: ((event: never) => unknown) | null;
  onerror: ((event: never) => unknown) | null;
  onabort: ((event: never) => unknown) | null;
}

export interface IdbDatabaseLike {
  readonly objectStoreNames: { contains(name: string): boolean };
  transaction(stores: string | string[], mode?: 'readonly' | 'readwrite'): IdbTransactionLike;
  close(): void;
  onversionchange: ((event: never) => unknown) | null;
}

export interface IdbOpenRequestLike extends IdbRequestLike<IdbDatabaseLike> {
  readonly transaction: IdbTransactionLike | null;
  onupgradeneeded: ((event: never) => unknown) | null;
  onblocked: ((event: never) => unknown) | null;
}

export interface IdbFactoryLike {
  open(name: string): IdbOpenRequestLike;
}

/**
 * Opens an existing database at its current version. A database that does not exist is not created
 * (the upgrade is aborted): null. Another connection upgrading or deleting it closes this one.
 */
export function openExistingDatabase(factory: IdbFactoryLike, name: string): Promise<IdbDatabaseLike | null> {
  return new Promise((resolve) => {
    let request: IdbOpenRequestLike;
    try {
      request = factory.open(name);
    } catch {
      resolve(null);
      return;
    }
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onerror = () => resolve(null);
    request.onblocked = () => resolve(null);
    request.onsuccess = () => {
      const db = request.result;
      db.onversionchange = () => db.close();
      resolve(db);
    };
  });
}

/**
 * One transaction on one store. `body` issues requests with plain callbacks (no promises, so the
 * transaction stays active) and hands over its result with `setResult`; the promise settles when the
 * transaction has committed.
 */
export function transact<T>(
  db: IdbDatabaseLike,
  storeName: string,
  mode: 'readonly' | 'readwrite',
  body: (store: IdbObjectStoreLike, setResult: (value: T) => void) => void,
): Promise<T | undefined> {
  return new Promise((resolve, reject) => {
    let result: T | undefined;
    const transaction = db.transaction(storeName, mode);
    transaction.oncomplete = () => resolve(result);
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
    body(transaction.objectStore(storeName), (value) => {
      result = value;
    });
  });
}
