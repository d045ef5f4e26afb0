import { describe, expect, it } from 'vitest';
import { absoluteMediaUrls } from './absoluteMediaUrls.js';

const BASE = 'https://api.flock.test';

describe('absoluteMediaUrls', () => {
  const notification = {
    id: 'n1',
    actor: { id: 'u1', username: 'ada', profilePicture: '/media/avatars/a.webp' },
    data: { postContent: '/media/posts/typed-by-hand' },
  };
  const post = {
    content: '/media/x',
    mediaUrls: [{ id: 'm1', type: 'image', url: '/media/posts/p.webp', thumbnailUrl: '/media/posts/t.webp' }],
    images: ['/media/posts/p.webp'],
    author: { profilePicture: null },
    quotedPost: { mediaUrls: [{ url: '/media/posts/q.webp', thumbnailUrl: null }] },
  };

  it('prefixes the media fields, however deep, and leaves every other field alone', () => {
    expect(absoluteMediaUrls({ success: true, data: { posts: [post] } }, BASE)).toEqual({
      success: true,
      data: {
        posts: [
          {
            content: '/media/x',
            mediaUrls: [
              {
                id: 'm1',
                type: 'image',
                url: `${BASE}/media/posts/p.webp`,
                thumbnailUrl: `${BASE}/media/posts/t.webp`,
              },
            ],
            images: [`${BASE}/media/posts/p.webp`],
            author: { profilePicture: null },
            quotedPost: { mediaUrls: [{ url: `${BASE}/media/posts/q.webp`, thumbnailUrl: null }] },
          },
        ],
      },
    });
    expect(absoluteMediaUrls(notification, BASE)).toEqual({
      ...notification,
      actor: { ...notification.actor, profilePicture: `${BASE}/media/avatars/a.webp` },
    });
  });

  it('keeps URLs that are already absolute or not ours, and everything when there is no base', () => {
    const external = { profilePicture: 'https://cdn.example/a.png', url: 'blob:local-1' };
    expect(absoluteMediaUrls(external, BASE)).toEqual(external);
    expect(absoluteMediaUrls(post, '')).toBe(post);
  });
});
