import type { ManifestOptions } from 'vite-plugin-pwa';

/** The web app manifest (DESIGN.md section 5). */
export const manifest: Partial<ManifestOptions> = {
  name: 'Flock',
  short_name: 'Flock',
  description: 'Short posts from the people you follow, online or off.',
  id: '/',
  start_url: '/dashboard',
  scope: '/',
  display: 'standalone',
  background_color: '#0f1419',
  theme_color: '#0f1419',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
