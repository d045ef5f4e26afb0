/**
 * Counts as the member's locale writes them. A page's first Intl formatter loads the locale's data,
 * which took 25 to 50 ms of main thread in Chromium here, so the formatters are built on first need,
 * and a whole number under 1,000 (no grouping in any locale) is written as it is, in the interface's
 * Western digits: the home's cards start without building one.
 */
let exact: Intl.NumberFormat | undefined;
let compact: Intl.NumberFormat | undefined;

const needsNoFormatter = (n: number) => Number.isInteger(n) && Math.abs(n) < 1000;

/** 7, 1,284 */
export function formatCount(n: number): string {
  if (needsNoFormatter(n)) return String(n);
  exact ??= new Intl.NumberFormat();
  return exact.format(n);
}

/** 7, 1.3K, 2.1M: a count beside an action. */
export function formatCompactCount(n: number): string {
  if (needsNoFormatter(n)) return String(n);
  compact ??= new Intl.NumberFormat(undefined, { notation: 'compact', maximumFractionDigits: 1 });
  return compact.format(n);
}
