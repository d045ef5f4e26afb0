import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** DESIGN.md section 2: shared imports nothing of ours, client never imports server, the worker only shared. */
const boundary = (forbidden, message, packages = []) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        ...forbidden.map((group) => ({
          group: [group, `**/${group.replace('@flock/', '')}/**`],
          message,
        })),
        ...packages,
      ],
    },
  ],
});

/** rxjs is for the page: the worker (and shared/, which it loads) keeps a plain loop (docs/ARCHITECTURE.md). */
const NO_RXJS = {
  group: ['rxjs', 'rxjs/*'],
  message: 'rxjs stays in the page: the service worker and shared/ must not load it.',
};

/** The app's links are `components/ui/AppLink` (docs/ARCHITECTURE.md, "First paint"). */
const ROUTER_LINKS = {
  group: ['react-router-dom', 'react-router'],
  importNames: ['Link', 'NavLink'],
  message:
    "Use AppLink (client/src/components/ui/AppLink.tsx): the app's paths need none of the router's Link.",
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'coverage/**', '.lighthouseci/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['shared/**/*.ts'],
    rules: boundary(
      ['@flock/server', '@flock/client', '@flock/service-worker'],
      'shared/ imports nothing of ours.',
      [NO_RXJS],
    ),
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...boundary(
        ['@flock/server', '@flock/service-worker'],
        'client/ never imports server/ or the worker.',
        [ROUTER_LINKS],
      ),
    },
  },
  {
    files: ['service-worker/**/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
    rules: boundary(['@flock/server', '@flock/client'], 'service-worker/ imports only shared/ and Workbox.', [
      NO_RXJS,
    ]),
  },
  {
    files: ['server/**/*.ts'],
    rules: boundary(
      ['@flock/client', '@flock/service-worker'],
      'server/ never imports the client or the worker.',
    ),
  },
);
