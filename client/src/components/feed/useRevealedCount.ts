import { useEffect, useState } from 'react';

/** Cards drawn at once when a list first shows: a phone's screenful of cards with images. */
export const FIRST_REVEALED = 2;
/** Cards added by each task after that: one, so that no step holds the main thread for long. */
export const REVEAL_STEP = 1;

/**
 * How many of a list's `total` entries to draw. The first time the list has entries, a screenful is
 * drawn at once and the rest one per task (each step after the browser painted the last), so the
 * cards of a start do not hold the main thread in one long task. After that everything is drawn at
 * once (Load More moves focus to the first new card, which must exist); so is everything once
 * `revealAll` is set (a notification's post further down is scrolled to at once, Load More pressed
 * before the first cards were all drawn).
 */
export function useRevealedCount(total: number, revealAll: boolean): number {
  // Infinity once every card of the list has been drawn.
  const [revealed, setRevealed] = useState(FIRST_REVEALED);
  if (revealed !== Infinity && total > 0 && (revealAll || revealed >= total)) setRevealed(Infinity);
  const drawAll = revealAll || revealed >= total;

  useEffect(() => {
    if (drawAll) return;
    const timer = setTimeout(() => setRevealed((count) => count + REVEAL_STEP), 0);
    return () => clearTimeout(timer);
  }, [drawAll, revealed]);

  return drawAll ? total : revealed;
}
