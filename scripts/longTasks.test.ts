import { describe, expect, it } from 'vitest';
import { longTasksAfterFirstPaint, partOf, type TraceEvent } from './longTasks.mjs';

const MAIN = { pid: 7, tid: 1 };
const START = 5_000_000;
const ms = (value: number) => value * 1000;

/** A complete event on the page's main thread, `at` and `dur` in ms from the navigation's start. */
function complete(name: string, at: number, dur: number, data?: Record<string, unknown>): TraceEvent {
  return { name, ph: 'X', ts: START + ms(at), dur: ms(dur), ...MAIN, ...(data ? { args: { data } } : {}) };
}

function trace(): TraceEvent[] {
  return [
    // An earlier navigation of the same page (about:blank), then the one the paint belongs to.
    {
      name: 'navigationStart',
      ph: 'R',
      ts: START - ms(40),
      ...MAIN,
      args: { data: { navigationId: 'blank' } },
    },
    { name: 'navigationStart', ph: 'R', ts: START, ...MAIN, args: { data: { navigationId: 'page' } } },
    {
      name: 'firstContentfulPaint',
      ph: 'R',
      ts: START + ms(200),
      ...MAIN,
      args: { data: { navigationId: 'page' } },
    },
    // Before the paint: not counted however long.
    complete('RunTask', 100, 80),
    complete('FunctionCall', 100, 79, { url: 'http://host/assets/index-abc.js', functionName: 'boot' }),
    // After it: a render with a collection inside, then layout.
    complete('RunTask', 300, 30),
    complete('FunctionCall', 301, 20, { url: 'http://host/assets/index-abc.js', functionName: 'draw' }),
    complete('MinorGC', 305, 5),
    complete('Layout', 322, 6),
    // Short: 10 ms traced is 40 ms at 4x.
    complete('RunTask', 400, 10),
    complete('FunctionCall', 400, 10, { url: 'http://host/assets/index-abc.js', functionName: 'tick' }),
    // Long, but on another thread.
    { name: 'RunTask', ph: 'X', ts: START + ms(500), dur: ms(90), pid: 7, tid: 2 },
    // Module evaluation and the code cache after it.
    complete('RunTask', 600, 15),
    complete('v8.evaluateModule', 600, 12),
    complete('v8.produceModuleCache', 612, 3),
  ];
}

describe('longTasksAfterFirstPaint', () => {
  it('lists the main thread tasks after the first paint that reach 12.5 ms, each with what ran in it', () => {
    const report = longTasksAfterFirstPaint(trace());

    expect(report.firstPaintMs).toBe(200);
    expect(report.tasks).toEqual([
      {
        startMs: 300,
        durationMs: 30,
        parts: [
          { label: 'script draw (index-abc.js)', ms: 20 },
          { label: 'layout', ms: 6 },
          { label: 'other', ms: 4 },
        ],
      },
      {
        startMs: 600,
        durationMs: 15,
        parts: [
          { label: 'module evaluation', ms: 12 },
          { label: 'code cache', ms: 3 },
        ],
      },
    ]);
    // 30 ms is 120 ms at 4x (70 over 50), 15 ms is 60 (10 over).
    expect(report.blockingMs).toBe(80);
  });

  it('takes another threshold and slowdown', () => {
    const report = longTasksAfterFirstPaint(trace(), { minMs: 5, slowdown: 2 });

    expect(report.tasks.map((task) => task.startMs)).toEqual([300, 400, 600]);
    expect(report.blockingMs).toBe(10);
  });

  it('says so when the trace has no first paint', () => {
    expect(() => longTasksAfterFirstPaint(trace().filter((e) => e.name !== 'firstContentfulPaint'))).toThrow(
      'no first contentful paint',
    );
  });
});

describe('partOf', () => {
  it('names a script by its function and file, and leaves unknown events uncounted', () => {
    expect(partOf(complete('FunctionCall', 0, 1, { url: 'http://host/a/b.js', functionName: '' }))).toBe(
      'script (b.js)',
    );
    expect(partOf(complete('UpdateLayoutTree', 0, 1))).toBe('style');
    expect(partOf(complete('Layerize', 0, 1))).toBe('paint');
    expect(partOf(complete('ResourceSendRequest', 0, 1))).toBeNull();
  });
});
