import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // Starts Redis when it can; tests that need it and find none are skipped with the reason shown.
    globalSetup: ['./test/services.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // MySQL runs keep a database per file; two workers keep the machine's two cores busy.
    maxWorkers: 2,
  },
});
