import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'client',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.ts'],
    environment: 'jsdom',
  },
});
