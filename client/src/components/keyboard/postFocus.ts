/** The post cards in the main area, in reading order, and which one the keyboard is on. */

const CARDS = 'main article[data-post-id]';

export function postCards(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>(CARDS)].filter(
    (card) => card.getClientRects().length > 0,
  );
}

/** The card holding the focus, if any. */
export function currentCard(): HTMLElement | null {
  const active = document.activeElement;
  return active instanceof HTMLElement ? active.closest<HTMLElement>(CARDS) : null;
}

/** Moves the focus to the next (1) or previous (-1) card; from none, to the first one on screen. */
export function moveCard(step: 1 | -1): { card: HTMLElement; position: number; total: number } | null {
  const cards = postCards();
  if (cards.length === 0) return null;
  const current = currentCard();
  let index: number;
  if (current && cards.includes(current)) {
    index = Math.min(cards.length - 1, Math.max(0, cards.indexOf(current) + step));
  } else {
    const firstVisible = cards.findIndex((card) => card.getBoundingClientRect().bottom > 0);
    index = Math.max(0, firstVisible);
  }
  const card = cards[index]!;
  card.focus({ preventScroll: true });
  card.scrollIntoView({ block: 'nearest' });
  return { card, position: index + 1, total: cards.length };
}

/** The card's accessible name (its author), as the screen reader says it. */
export function cardName(card: HTMLElement): string {
  const labelId = card.getAttribute('aria-labelledby');
  const label = labelId ? document.getElementById(labelId)?.textContent?.trim() : '';
  return label || 'post';
}
