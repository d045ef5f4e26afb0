import { describe, expect, it } from 'vitest';
import { createSessionCache } from './sessionCache.js';

function clock() {
  let time = 1_000;
  return { now: () => time, pass: (ms: number) => void (time += ms) };
}

describe('the session cache', () => {
  it('answers a kept check for its member until the time is up', () => {
    const { now, pass } = clock();
    const cache = createSessionCache<string>(5_000, now);
    cache.keep(cache.ticket(), 's1', 'u1', 'row');
    expect(cache.find('s1', 'u1')).toBe('row');
    expect(cache.find('s1', 'someone else')).toBeUndefined();
    pass(4_999);
    expect(cache.find('s1', 'u1')).toBe('row');
    pass(1);
    expect(cache.find('s1', 'u1')).toBeUndefined();
  });

  it('forgets one session, every session of a member, or everything', () => {
    const cache = createSessionCache<string>(5_000);
    const keepAll = () => {
      cache.keep(cache.ticket(), 's1', 'u1', 'a');
      cache.keep(cache.ticket(), 's2', 'u1', 'b');
      cache.keep(cache.ticket(), 's3', 'u2', 'c');
    };
    const found = () => [cache.find('s1', 'u1'), cache.find('s2', 'u1'), cache.find('s3', 'u2')];
    keepAll();
    cache.forget({ sessionId: 's1' });
    expect(found()).toEqual([undefined, 'b', 'c']);
    keepAll();
    cache.forget({ userId: 'u1' });
    expect(found()).toEqual([undefined, undefined, 'c']);
    keepAll();
    cache.forget('all');
    expect(found()).toEqual([undefined, undefined, undefined]);
  });

  it('does not keep a check read before something was forgotten', () => {
    const cache = createSessionCache<string>(5_000);
    const ticket = cache.ticket();
    cache.forget({ sessionId: 's1' });
    cache.keep(ticket, 's1', 'u1', 'read before the logout');
    expect(cache.find('s1', 'u1')).toBeUndefined();
    cache.keep(cache.ticket(), 's1', 'u1', 'read after');
    expect(cache.find('s1', 'u1')).toBe('read after');
  });

  it('keeps nothing when its time is zero', () => {
    const cache = createSessionCache<string>(0);
    cache.keep(cache.ticket(), 's1', 'u1', 'row');
    expect(cache.find('s1', 'u1')).toBeUndefined();
  });
});
