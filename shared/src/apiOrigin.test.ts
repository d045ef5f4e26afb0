import { describe, expect, it } from 'vitest';
import { apiUrl, normaliseApiOrigin } from './apiOrigin.js';

describe('normaliseApiOrigin', () => {
  it('keeps the same origin when unset or blank', () => {
    expect(normaliseApiOrigin(undefined)).toBe('');
    expect(normaliseApiOrigin('  ')).toBe('');
    expect(apiUrl('', '/posts?page=2')).toBe('/api/posts?page=2');
  });

  it('takes an http(s) origin in the browser spelling', () => {
    expect(normaliseApiOrigin(' https://API.example.com/ ')).toBe('https://api.example.com');
    expect(normaliseApiOrigin('http://127.0.0.1:3000')).toBe('http://127.0.0.1:3000');
    expect(apiUrl('http://127.0.0.1:3000', '/posts')).toBe('http://127.0.0.1:3000/api/posts');
  });

  it.each(['api.example.com', 'https://api.example.com/api', 'ftp://api.example.com', 'https://a.example?x'])(
    'refuses %j',
    (value) => {
      expect(() => normaliseApiOrigin(value)).toThrow('VITE_API_ORIGIN must be an origin');
    },
  );
});
