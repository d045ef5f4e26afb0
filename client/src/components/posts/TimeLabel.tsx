import type { MouseEvent } from 'react';
import { exactTime, type RelativeTime } from './relativeTime';

/** Gives a `<time>` its exact moment as a tooltip the first time the mouse rests on it. */
export function showExactTime(event: MouseEvent<HTMLTimeElement>): void {
  const element = event.currentTarget;
  if (!element.title) element.title = exactTime(element.getAttribute('datetime') ?? '');
}

/**
 * An age as a card shows it ("3h", read out as "3 hours ago"), with the exact moment as its tooltip.
 * The tooltip's text is made on hover, not with the card (relativeTime.ts says why).
 */
export function TimeLabel({ iso, time, className }: { iso: string; time: RelativeTime; className?: string }) {
  return (
    <time className={className} dateTime={iso} onMouseEnter={showExactTime}>
      <span aria-hidden="true">{time.short}</span>
      <span className="visually-hidden">{time.long}</span>
    </time>
  );
}
