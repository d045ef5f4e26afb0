import { describe, expect, it } from 'vitest';
import { keepUnchangedItems } from './keepUnchangedItems';

describe('keepUnchangedItems', () => {
  it('gives back the earlier object for an item whose content did not change', () => {
    const keep = keepUnchangedItems<{ id: string; likes: number }>();
    const first = keep([
      { id: 'a', likes: 1 },
      { id: 'b', likes: 2 },
    ]);
    const second = keep([
      { id: 'a', likes: 1 },
      { id: 'b', likes: 3 },
    ]);
    expect(second[0]).toBe(first[0]);
    expect(second[1]).not.toBe(first[1]);
    expect(second[1]).toEqual({ id: 'b', likes: 3 });
  });

  it('keeps the new order and items that were not there before', () => {
    const keep = keepUnchangedItems<{ id: string }>();
    const [a, b] = keep([{ id: 'a' }, { id: 'b' }]);
    const next = keep([{ id: 'c' }, { id: 'b' }, { id: 'a' }]);
    expect(next).toEqual([{ id: 'c' }, { id: 'b' }, { id: 'a' }]);
    expect(next[1]).toBe(b);
    expect(next[2]).toBe(a);
  });

  it('compares with the answer just before, not with older ones', () => {
    const keep = keepUnchangedItems<{ id: string }>();
    const [a] = keep([{ id: 'a' }]);
    keep([]);
    expect(keep([{ id: 'a' }])[0]).not.toBe(a);
  });
});
