import { from, Observable, type ObservableInput, type OperatorFunction, type Subscription } from 'rxjs';

/**
 * `exhaustMap` that keeps one more: while a run is under way, what arrives is folded into one queued
 * value (`combine`, the newest by default) instead of being dropped, and runs once the current run
 * is over. Whatever happens during a run is therefore seen by a run that starts after it, and runs
 * never overlap. Errors of a run end the stream, as in `exhaustMap`: handle them inside `project`.
 */
export function exhaustMapWithRerun<T, R>(
  project: (value: T) => ObservableInput<R>,
  combine: (queued: T, next: T) => T = (_queued, next) => next,
): OperatorFunction<T, R> {
  return (source) =>
    new Observable<R>((subscriber) => {
      let busy = false;
      let runs = 0;
      let current: Subscription | null = null;
      let queued: { value: T } | null = null;
      let sourceDone = false;

      const run = (value: T) => {
        busy = true;
        const id = ++runs;
        const subscription = from(project(value)).subscribe({
          next: (result) => subscriber.next(result),
          error: (error: unknown) => subscriber.error(error),
          complete: () => {
            busy = false;
            current = null;
            const next = queued;
            queued = null;
            if (next) run(next.value);
            else if (sourceDone) subscriber.complete();
          },
        });
        // A run that completed synchronously is over already (and may have started the next one).
        if (id === runs && busy) current = subscription;
      };

      const sourceSubscription = source.subscribe({
        next: (value) => {
          if (busy) queued = { value: queued ? combine(queued.value, value) : value };
          else run(value);
        },
        error: (error: unknown) => subscriber.error(error),
        complete: () => {
          sourceDone = true;
          if (!busy) subscriber.complete();
        },
      });

      return () => {
        sourceSubscription.unsubscribe();
        current?.unsubscribe();
      };
    });
}
