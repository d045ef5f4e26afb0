import type { ManifestOptions } from 'vite-plugin-pwa';

const shortcutIcons = (name: string) => [
  { src: `/icons/shortcut-${name}-96.png`, sizes: '96x96', type: 'image/png' },
];

/** The web app manifest (DESIGN.md section 5); vite-plugin-pwa writes it and links it from index.html. */
export const manifest: Partial<ManifestOptions> = {
  name: 'Flock',
  short_name: 'Flock',
  description: 'Short posts from the people you follow, online or off.',
  id: '/',
  start_url: '/dashboard',
  scope: '/',
  display: 'standalone',
  lang: 'en',
  dir: 'ltr',
  categories: ['social'],
  background_color: '#0f1419',
  theme_color: '#0f1419',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  shortcuts: [
    { name: 'New post', short_name: 'Post', url: '/dashboard?compose=1', icons: shortcutIcons('new-post') },
    { name: 'Messages', url: '/messages', icons: shortcutIcons('messages') },
    { name: 'Notifications', url: '/notifications', icons: shortcutIcons('notifications') },
  ],
  // SHARE_TARGET of shared/src/pwa.ts, written out: the Vite config that loads this file cannot load
  // shared/'s TypeScript (manifest.test.ts checks they agree).
  share_target: {
    action: '/share',
    method: 'POST',
    enctype: 'multipart/form-data',
    params: {
      title: 'title',
      text: 'text',
      url: 'url',
      files: [{ name: 'media', accept: ['image/*', 'video/*'] }],
    },
  },
};
