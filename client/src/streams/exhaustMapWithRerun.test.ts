import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { exhaustMapWithRerun } from './exhaustMapWithRerun';

/** Runs the test finishes by hand, so it decides what arrives while one is under way. */
function manualRuns<T>() {
  const started: { value: T; finish(): void }[] = [];
  const project = (value: T) =>
    new Promise<T>((resolve) => started.push({ value, finish: () => resolve(value) }));
  return { started, project };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('exhaustMapWithRerun', () => {
  it('runs at once when idle and never runs two at a time', async () => {
    const triggers = new Subject<string>();
    const { started, project } = manualRuns<string>();
    const done: string[] = [];
    triggers.pipe(exhaustMapWithRerun(project)).subscribe((value) => done.push(value));
    triggers.next('start');
    triggers.next('online');
    expect(started.map((r) => r.value)).toEqual(['start']);
    started[0]!.finish();
    await flush();
    expect(done).toEqual(['start']);
  });

  it('keeps one more run for whatever arrived during a run, folding it together', async () => {
    const triggers = new Subject<number>();
    const { started, project } = manualRuns<number>();
    const done: number[] = [];
    triggers
      .pipe(exhaustMapWithRerun(project, (queued, next) => queued + next))
      .subscribe((v) => done.push(v));
    triggers.next(1);
    triggers.next(10);
    triggers.next(100);
    expect(started.map((r) => r.value)).toEqual([1]);
    started[0]!.finish();
    await flush();
    expect(started.map((r) => r.value)).toEqual([1, 110]);
    started[1]!.finish();
    await flush();
    expect(started).toHaveLength(2);
    expect(done).toEqual([1, 110]);

    triggers.next(5);
    expect(started.map((r) => r.value)).toEqual([1, 110, 5]);
  });

  it('takes the newest queued value unless told how to fold', async () => {
    const triggers = new Subject<string>();
    const { started, project } = manualRuns<string>();
    triggers.pipe(exhaustMapWithRerun(project)).subscribe();
    triggers.next('a');
    triggers.next('b');
    triggers.next('c');
    started[0]!.finish();
    await flush();
    expect(started.map((r) => r.value)).toEqual(['a', 'c']);
  });

  it('handles runs that finish synchronously', () => {
    const triggers = new Subject<number>();
    const runs: number[] = [];
    triggers
      .pipe(
        exhaustMapWithRerun((value: number) => {
          runs.push(value);
          // A trigger fired by the run itself queues one more run, after this one.
          if (value === 1) triggers.next(2);
          return [value];
        }),
      )
      .subscribe();
    triggers.next(1);
    triggers.next(3);
    expect(runs).toEqual([1, 2, 3]);
  });

  it('completes once the source has and the last run is over; unsubscribing drops the queued run', async () => {
    const triggers = new Subject<string>();
    const { started, project } = manualRuns<string>();
    let completed = false;
    const subscription = triggers.pipe(exhaustMapWithRerun(project)).subscribe({
      complete: () => (completed = true),
    });
    triggers.next('a');
    triggers.complete();
    expect(completed).toBe(false);
    started[0]!.finish();
    await flush();
    expect(completed).toBe(true);
    subscription.unsubscribe();

    const more = new Subject<string>();
    const second = manualRuns<string>();
    const stopped = more.pipe(exhaustMapWithRerun(second.project)).subscribe();
    more.next('x');
    more.next('y');
    stopped.unsubscribe();
    second.started[0]!.finish();
    await flush();
    expect(second.started.map((r) => r.value)).toEqual(['x']);
  });
});
