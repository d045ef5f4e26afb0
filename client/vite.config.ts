import path from 'node:path';
import { defaultClientConditions, defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { normaliseApiOrigin } from '../shared/src/apiOrigin.js';
import { manifest } from './src/pwa/manifest.js';
import { PREACT_ALIASES } from './vite/preactAliases.js';
import { prerenderGuestPages } from './vite/prerenderGuestPages.js';

const serverPort = process.env.PORT ?? '3000';
// VITE_API_ORIGIN (a web host apart from the API): a value that is no origin stops the build here.
normaliseApiOrigin(process.env.VITE_API_ORIGIN);

// rxjs's default export condition is its ES5 build; `es2015` picks its modern one (1.6 KB less gzipped).
const conditions = ['es2015', ...defaultClientConditions];

export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    prerenderGuestPages(conditions),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: path.resolve(import.meta.dirname, '../service-worker/src'),
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      manifest,
      includeManifestIcons: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webp,ico,woff2}'],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
  ],
  resolve: { alias: PREACT_ALIASES, conditions },
  build: {
    manifest: true,
    modulePreload: {
      // A dynamic import fetches its chunk's static imports itself (from the worker's precache). Vite's
      // helper would add a <link rel="modulepreload"> per dependency first, which costs the main thread
      // more than it saves (measured on the signed-in home's start); the chunks' CSS is still added.
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'html' ? deps : deps.filter((dep) => dep.endsWith('.css')),
    },
    sourcemap: false,
    target: 'es2022',
  },
  server: {
    proxy: {
      '/api': `http://localhost:${serverPort}`,
      '/media': `http://localhost:${serverPort}`,
      '/socket.io': { target: `ws://localhost:${serverPort}`, ws: true },
    },
  },
});
