// The long tasks of a page load in a Chromium trace (Lighthouse's, or any with the devtools.timeline
// category), each with what ran in it: the tasks that Total Blocking Time counts, where the page's main
// thread went after its first contentful paint.

/**
 * @typedef {object} TraceEvent
 * @property {string} name
 * @property {string} [ph]
 * @property {number} ts microseconds
 * @property {number} [dur] microseconds
 * @property {number} pid
 * @property {number} tid
 * @property {{ data?: Record<string, unknown>, fileName?: string }} [args]
 */

/**
 * @typedef {object} LongTask
 * @property {number} startMs from the navigation's start
 * @property {number} durationMs as traced, unthrottled
 * @property {{ label: string, ms: number }[]} parts what ran in it, largest first; "other" is the rest
 */

/**
 * @typedef {object} LongTaskReport
 * @property {number} firstPaintMs the first contentful paint, from the navigation's start
 * @property {LongTask[]} tasks the tasks after the first paint that reach the threshold, in order
 * @property {number} blockingMs each task's time over 50 ms at the slowdown, summed: an estimate of
 *   Total Blocking Time (Lighthouse simulates the page's network and CPU, so its figure differs)
 */

const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
const PAINT_NAMES = new Set(['Paint', 'PrePaint', 'Layerize', 'Commit', 'UpdateLayer']);
const GC_NAMES = new Set(['MinorGC', 'MajorGC', 'V8.GC_SCAVENGER', 'V8.GCFinalizeMC']);

/** @param {unknown} url */
const fileOf = (url) => (typeof url === 'string' && url ? (url.split('/').pop() ?? url) : '');

/**
 * What an event inside a task is counted as, or null when it is not counted on its own.
 * @param {TraceEvent} event
 * @returns {string | null}
 */
export function partOf(event) {
  const data = event.args?.data ?? {};
  switch (event.name) {
    case 'FunctionCall': {
      const file = fileOf(data.url);
      const name = typeof data.functionName === 'string' && data.functionName ? `${data.functionName} ` : '';
      return `script ${name}(${file || 'no file'})`;
    }
    case 'EvaluateScript':
    case 'v8.evaluateModule':
      return `module evaluation ${fileOf(data.url ?? event.args?.fileName)}`.trimEnd();
    case 'v8.compile':
    case 'v8.compileModule':
      return 'compile';
    case 'v8.produceModuleCache':
    case 'v8.produceCache':
      return 'code cache';
    case 'RunMicrotasks':
      return 'microtasks';
    case 'UpdateLayoutTree':
      return 'style';
    case 'Layout':
      return 'layout';
    case 'ParseHTML':
      return 'HTML';
    case 'ParseAuthorStyleSheet':
      return 'CSS';
    default:
      if (PAINT_NAMES.has(event.name)) return 'paint';
      if (GC_NAMES.has(event.name)) return 'garbage collection';
      return null;
  }
}

/**
 * The parts of one task: each counted event not inside another counted one (a collection inside a
 * script is the script's), summed by label.
 * @param {TraceEvent} task
 * @param {TraceEvent[]} inside complete events of the same thread within the task, by start time
 */
function partsOf(task, inside) {
  /** @type {Map<string, number>} */
  const sums = new Map();
  let coveredUntil = -Infinity;
  let counted = 0;
  for (const event of inside) {
    const label = partOf(event);
    if (!label || event.ts < coveredUntil) continue;
    const end = event.ts + (event.dur ?? 0);
    coveredUntil = end;
    counted += event.dur ?? 0;
    sums.set(label, (sums.get(label) ?? 0) + (event.dur ?? 0));
  }
  const other = (task.dur ?? 0) - counted;
  if (other > 0) sums.set('other', (sums.get('other') ?? 0) + other);
  return [...sums].map(([label, us]) => ({ label, ms: us / 1000 })).sort((a, b) => b.ms - a.ms);
}

/**
 * The long tasks after the last first contentful paint in the trace, timed from its navigation's start.
 * @param {TraceEvent[]} events
 * @param {{ minMs?: number, slowdown?: number }} [options] a task counts from `minMs` (12.5 ms: 50 ms at
 *   Lighthouse's 4x CPU slowdown)
 * @returns {LongTaskReport}
 */
export function longTasksAfterFirstPaint(events, { minMs = 12.5, slowdown = 4 } = {}) {
  const paint = events.filter((event) => event.name === 'firstContentfulPaint').at(-1);
  if (!paint) throw new Error('The trace has no first contentful paint');
  const onMain = (/** @type {TraceEvent} */ event) => event.pid === paint.pid && event.tid === paint.tid;
  const navigationId = paint.args?.data?.navigationId;
  const navigation = events.find(
    (event) =>
      event.name === 'navigationStart' && onMain(event) && event.args?.data?.navigationId === navigationId,
  );
  const start = navigation?.ts ?? paint.ts;
  const complete = events
    .filter((event) => onMain(event) && event.ph === 'X' && event.ts >= start)
    .sort((a, b) => a.ts - b.ts);
  const tasks = complete.filter(
    (event) => TASK_NAMES.has(event.name) && event.ts >= paint.ts && (event.dur ?? 0) >= minMs * 1000,
  );
  const report = tasks.map((task) => {
    const end = task.ts + (task.dur ?? 0);
    const inside = complete.filter((event) => event !== task && event.ts >= task.ts && event.ts < end);
    return {
      startMs: (task.ts - start) / 1000,
      durationMs: (task.dur ?? 0) / 1000,
      parts: partsOf(task, inside),
    };
  });
  return {
    firstPaintMs: (paint.ts - start) / 1000,
    tasks: report,
    blockingMs: report.reduce((sum, task) => sum + Math.max(0, task.durationMs * slowdown - 50), 0),
  };
}
