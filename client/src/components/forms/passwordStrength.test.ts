import { describe, expect, it } from 'vitest';
import { passwordStrength } from './passwordStrength';

describe('passwordStrength', () => {
  it.each([
    ['', 0, 'red', 'Weak'],
    ['abc', 25, 'red', 'Weak'],
    ['ABC', 25, 'red', 'Weak'],
    ['12345678', 50, 'orange', 'Fair'],
    ['abcDEF', 50, 'orange', 'Fair'],
    ['abcdefgh1', 75, 'yellow', 'Good'],
    ['Abc1', 75, 'yellow', 'Good'],
    ['Abcdefg1', 100, 'green', 'Strong password!'],
  ])('scores %j as %i (%s)', (password, score, band, label) => {
    expect(passwordStrength(password)).toEqual({ score, band, label });
  });

  it('gives 25 points for each rule on its own', () => {
    expect(passwordStrength('        ').score).toBe(25);
    expect(passwordStrength('a').score).toBe(25);
    expect(passwordStrength('A').score).toBe(25);
    expect(passwordStrength('1').score).toBe(25);
    expect(passwordStrength('!').score).toBe(0);
  });
});
