import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    reporters: ['default', './test/support/summary-reporter.ts'],
    // Type-checking generated packages and `npm pack` round trips take seconds each on a 2-core machine.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
