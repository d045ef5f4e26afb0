import { afterEach, describe, expect, it } from 'vitest';
import { rendersAsBuilt } from './rendersAsBuilt';

describe('rendersAsBuilt', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    window.history.replaceState(null, '');
  });

  it('is true for a visitor with nothing stored', () => {
    expect(rendersAsBuilt()).toBe(true);
  });

  it('is false with a stored session', () => {
    localStorage.setItem('token', 'a-token');
    localStorage.setItem('user', JSON.stringify({ id: 'u1' }));
    expect(rendersAsBuilt()).toBe(false);
  });

  it('is false with something kept for this tab, such as a pending verification', () => {
    sessionStorage.setItem('pendingVerification', 'ada@example.com');
    expect(rendersAsBuilt()).toBe(false);
  });

  it('is false when the history entry carries state for the page, such as a notice', () => {
    window.history.replaceState({ usr: { notice: 'Password changed' }, key: 'k', idx: 0 }, '');
    expect(rendersAsBuilt()).toBe(false);
  });

  it('is true when the history entry carries only the router’s own keys', () => {
    window.history.replaceState({ usr: null, key: 'k', idx: 0 }, '');
    expect(rendersAsBuilt()).toBe(true);
  });
});
