import { describe, expect, it } from 'vitest';
import { composeRequestFromParams, sharedFileKeys } from './composeLink';

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

describe('shared files', () => {
  const photo = new File(['x'], 'photo.png', { type: 'image/png' });

  it('reads the keys the worker put in the address', () => {
    expect(sharedFileKeys(new URLSearchParams('shared=m1a2-0,m1a2-1'))).toEqual(['m1a2-0', 'm1a2-1']);
    expect(sharedFileKeys(new URLSearchParams('shared='))).toEqual([]);
    expect(sharedFileKeys(new URLSearchParams('text=hi'))).toEqual([]);
  });

  it('opens a post with the files, with or without shared text', () => {
    const params = new URLSearchParams('text=Look&shared=m1a2-0');
    expect(composeRequestFromParams(params, [photo])).toEqual({
      mode: 'post',
      initialText: 'Look',
      initialFiles: [photo],
    });
    expect(composeRequestFromParams(new URLSearchParams('shared=m1a2-0'), [photo])).toEqual({
      mode: 'post',
      initialFiles: [photo],
    });
  });
});
