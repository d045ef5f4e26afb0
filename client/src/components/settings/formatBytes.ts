const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** 0 B, 950 B, 12.4 KB, 3.1 MB: 1024 per step, one decimal from KB on. */
export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return unit === 0 ? `${Math.round(value)} B` : `${value.toFixed(1)} ${UNITS[unit]}`;
}
