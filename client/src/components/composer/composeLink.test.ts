import { describe, expect, it } from 'vitest';
import { composeRequestFromParams } from './composeLink';

const from = (query: string) => composeRequestFromParams(new URLSearchParams(query));

describe('composeRequestFromParams', () => {
  it('opens an empty post for the New post shortcut', () => {
    expect(from('compose=1')).toEqual({ mode: 'post' });
    expect(from('section=home')).toBeNull();
  });

  it('prefills a share with its title, text and link, without repeating the link', () => {
    expect(from('title=Flock&text=Have%20a%20look&url=https%3A%2F%2Fexample.com')).toEqual({
      mode: 'post',
      initialText: 'Flock\nHave a look\nhttps://example.com',
    });
    expect(from('text=See%20https%3A%2F%2Fexample.com&url=https%3A%2F%2Fexample.com')).toEqual({
      mode: 'post',
      initialText: 'See https://example.com',
    });
    expect(from('title=&text=&url=')).toBeNull();
  });
});
