import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { AdDailyDto } from '@flock/shared';

const HEIGHT = 240;
const DAY_S = 24 * 60 * 60;
/** The chart always spans at least a week, so a campaign's first days do not fill it edge to edge. */
const MIN_DAYS = 7;

/** The days to draw: the ones answered, after the zero days of the week that leads up to them. */
function weekAtLeast(daily: AdDailyDto[]): AdDailyDto[] {
  const first = Date.parse(`${daily[0]?.date ?? ''}T00:00:00Z`);
  const missing = MIN_DAYS - daily.length;
  if (Number.isNaN(first) || missing <= 0) return daily;
  const before = Array.from({ length: missing }, (_, n) => ({
    date: new Date(first - (missing - n) * DAY_S * 1000).toISOString().slice(0, 10),
    impressions: 0,
    clicks: 0,
    spent: 0,
  }));
  return [...before, ...daily];
}

const cssVar = (name: string, fallback: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;

/** Impressions and clicks per day as lines (uPlot, loaded with the Analytics tab only). */
export default function AdChart({ daily }: { daily: AdDailyDto[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const days = weekAtLeast(daily);
    const text = cssVar('--muted', '#71767b');
    const grid = cssVar('--border', '#2f3336');
    const axis = { stroke: text, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
    const chart = new uPlot(
      {
        width: element.clientWidth || 600,
        height: HEIGHT,
        scales: { x: { time: true, range: (_u, min, max) => [min - DAY_S / 2, max + DAY_S / 2] } },
        axes: [
          { ...axis },
          { ...axis, label: 'Impressions' },
          { ...axis, side: 1, scale: 'clicks', label: 'Clicks' },
        ],
        series: [
          {},
          { label: 'Impressions', stroke: cssVar('--accent', '#1565c0'), width: 2, points: { size: 6 } },
          { label: 'Clicks', scale: 'clicks', stroke: '#f59e0b', width: 2, points: { size: 6 } },
        ],
      },
      [
        days.map((day) => Date.parse(`${day.date}T00:00:00Z`) / 1000),
        days.map((day) => day.impressions),
        days.map((day) => day.clicks),
      ],
      element,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [daily]);
  return <div ref={box} className="ad-chart" aria-hidden="true" />;
}
