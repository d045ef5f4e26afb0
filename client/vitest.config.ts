import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { LIBRARIES_USING_REACT, PREACT_ALIASES, REACT_MODULES } from './vite/preactAliases.js';

/**
 * The unit tests run the app on Preact as the build does (PREACT_ALIASES). Vitest leaves node_modules to
 * Node, which would load React itself for the libraries: Preact and those libraries are loaded through
 * Vite instead (`inline`), taken as their ES module builds (`module-sync` for react-router), so one Preact
 * serves them all. @testing-library/react ships CommonJS only, whose `require`s Vite does not resolve:
 * Vite's dependency optimizer makes it one ES module (under node_modules/.vite) that keeps React's
 * modules as imports, which then resolve to Preact too.
 */
const TESTING_LIBRARY = '@testing-library/react';
const OPTIMIZED_DEPENDENCIES = /node_modules\/\.vite\//;

export default defineConfig({
  resolve: { alias: PREACT_ALIASES, conditions: ['module-sync', ...defaultClientConditions] },
  test: {
    name: 'client',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.ts'],
    environment: 'jsdom',
    setupFiles: ['src/test/effectsAfterRender.ts'],
    deps: {
      optimizer: {
        client: {
          enabled: true,
          include: [TESTING_LIBRARY, ...LIBRARIES_USING_REACT],
          exclude: REACT_MODULES,
        },
      },
    },
    server: {
      deps: {
        inline: ['preact', 'preact-render-to-string', OPTIMIZED_DEPENDENCIES],
      },
    },
  },
});
