/**
 * Keeps list items the same objects while their content stays the same. A live query answers with new
 * objects after every change of its tables, so without this each row of a memoised list would draw
 * again when one of them changed (with hundreds of cards, a sent outbox entry redrew them all).
 * Returns a function that takes each new answer and gives it back with every item equal (as JSON)
 * to one of the previous answer's items replaced by that earlier object.
 */
export function keepUnchangedItems<T>(): (items: T[]) => T[] {
  let previous = new Map<string, T>();
  return (items) => {
    const seen = new Map<string, T>();
    const kept = items.map((item) => {
      const json = JSON.stringify(item);
      const same = previous.get(json) ?? seen.get(json) ?? item;
      seen.set(json, same);
      return same;
    });
    previous = seen;
    return kept;
  };
}
