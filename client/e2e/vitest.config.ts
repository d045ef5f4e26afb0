import path from 'node:path';
import { defineConfig } from 'vitest/config';

/** Browser tests against the production build and a real server: one Chromium at a time. */
export default defineConfig({
  test: {
    name: 'e2e',
    root: path.resolve(import.meta.dirname, '../..'),
    include: ['client/e2e/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
