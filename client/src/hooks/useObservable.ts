import { useEffect, useState } from 'react';
import type { Observable } from 'rxjs';

/**
 * The latest value of an observable, `initial` until it emits. Subscribes while the component is
 * mounted; a new `source` (keep it stable: useState or useMemo) is subscribed in place of the old.
 */
export function useObservable<T>(source: Observable<T>, initial: T): T {
  const [value, setValue] = useState(initial);
  useEffect(() => {
    const subscription = source.subscribe((next) => setValue(() => next));
    return () => subscription.unsubscribe();
  }, [source]);
  return value;
}
