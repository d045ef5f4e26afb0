import { describe, expect, it } from 'vitest';
import { isTypingTarget, KEYBOARD_MAP, matchShortcut } from './keyboardMap';

describe('keyboard map', () => {
  it('finishes single keys and two-key sequences, waits after g and refuses what is not mapped', () => {
    expect(matchShortcut(['j'])).toMatchObject({ action: 'next' });
    expect(matchShortcut(['?'])).toMatchObject({ action: 'help' });
    expect(matchShortcut(['g'])).toBe('partial');
    expect(matchShortcut(['g', 'n'])).toMatchObject({ action: 'goNotifications' });
    expect(matchShortcut(['g', 'x'])).toBeNull();
    expect(matchShortcut(['x'])).toBeNull();
    expect(matchShortcut(['J'])).toBeNull();
  });

  it('lists each key sequence once', () => {
    const sequences = KEYBOARD_MAP.map((shortcut) => shortcut.keys.join(' '));
    expect(new Set(sequences).size).toBe(sequences.length);
  });

  it('treats fields, editable areas and open dialogs as typing, buttons and cards as not', () => {
    document.body.innerHTML = `
      <input id="text" /><input id="box" type="checkbox" /><textarea id="area"></textarea>
      <div id="editable" contenteditable="true"></div><button id="button">Like</button>
      <article id="card" tabindex="-1"></article><dialog open><button id="inDialog">Close</button></dialog>`;
    const at = (id: string) => document.getElementById(id);
    expect(isTypingTarget(at('text'))).toBe(true);
    expect(isTypingTarget(at('area'))).toBe(true);
    expect(isTypingTarget(at('inDialog'))).toBe(true);
    expect(isTypingTarget(at('box'))).toBe(false);
    expect(isTypingTarget(at('button'))).toBe(false);
    expect(isTypingTarget(at('card'))).toBe(false);
    expect(isTypingTarget(document)).toBe(false);
  });
});
