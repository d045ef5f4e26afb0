import { describe, expect, it } from 'vitest';
import { cleanTags, extractHashtags, extractMentions, extractPostTokens, tokenizePostText } from './text.js';

describe('cleanTags', () => {
  it('removes symbols, cuts to 30 characters, drops blanks and duplicates', () => {
    expect(cleanTags(['#Travel!', 'travel', '  ', 'a'.repeat(40), 'New York', 42, 'caf\u00e9'])).toEqual([
      'Travel',
      'a'.repeat(30),
      'New York',
      'caf\u00e9',
    ]);
  });
});

describe('post text tokens', () => {
  it('finds hashtags and mentions but not e-mail addresses', () => {
    const text = 'Hi @Ada_L, see #OpenSource and #opensource! mail me@example.com';
    expect(extractHashtags(text)).toEqual(['opensource']);
    expect(extractMentions(text)).toEqual(['ada_l']);
    expect(extractPostTokens(`${text} @ada_l @Bob #Go`)).toEqual({
      hashtags: ['opensource', 'go'],
      mentions: ['ada_l', 'bob'],
    });
    expect(tokenizePostText('go #team')).toEqual([
      { kind: 'text', value: 'go ' },
      { kind: 'hashtag', value: 'team' },
    ]);
  });

  it('keeps the text around tokens intact', () => {
    const text = '@a, #b. plain';
    const rebuilt = tokenizePostText(text)
      .map((t) => (t.kind === 'text' ? t.value : `${t.kind === 'hashtag' ? '#' : '@'}${t.value}`))
      .join('');
    expect(rebuilt).toBe(text);
  });
});
