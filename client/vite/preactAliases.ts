import type { Alias } from 'vite';

/**
 * The app is written against React's API and runs on Preact (`preact/compat`): each of React's modules,
 * imported by the app or by its libraries (react-router, dexie-react-hooks, lucide-react,
 * react-easy-crop, @testing-library/react), is served by Preact's module beside it. The build, the
 * guest pages' prerender and the unit tests all resolve through this list, so what is tested is what
 * ships (docs/ARCHITECTURE.md, "First paint (Lighthouse)").
 */
const PREACT_FOR_REACT = {
  react: 'preact/compat',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react-dom/server': 'preact/compat/server',
  'react-dom/test-utils': 'preact/test-utils',
} as const;

/** React's module names that resolve to Preact. */
export const REACT_MODULES = Object.keys(PREACT_FOR_REACT);

/** Vite's `resolve.alias` entries: each name exactly, so `react-dom/client` is not read as `react-dom` + `/client`. */
export const PREACT_ALIASES: Alias[] = Object.entries(PREACT_FOR_REACT).map(([name, preact]) => ({
  find: new RegExp(`^${name}$`),
  replacement: preact,
}));

/**
 * The libraries that import React's modules. Where Vite leaves node_modules to Node (its SSR loader,
 * Vitest), Node would load React itself for them: these are loaded through Vite, so the alias reaches them.
 */
export const LIBRARIES_USING_REACT = [
  'react-router',
  'react-router-dom',
  'dexie-react-hooks',
  'lucide-react',
  'react-easy-crop',
];
