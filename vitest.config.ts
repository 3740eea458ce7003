import { defineConfig } from 'vitest/config';

/**
 * Test files that measure the machine (a peak RSS, CPU held by the event loop, a speed ratio): they run alone,
 * after the rest, so that no other file's work counts in what they measure. The rest run three at a time: most of
 * their time is spent waiting on child processes, servers and nodes, so three share two cores well (vitest's default
 * on two cores is one file at a time: 22 minutes against about half that).
 */
const alone = [
  'test/server-http-bounds.test.ts',
  'test/gateway-bounds.test.ts',
  'test/server-bounds.test.ts',
  'test/generate-speed.test.ts',
  'test/cli-version.test.ts',
  'test/bench-gateway.test.ts',
  'test/heap-worker.test.ts',
  'test/background-worker-oom.test.ts',
];

export default defineConfig({
  test: {
    reporters: ['default', './test/support/summary-reporter.ts'],
    // Type-checking generated packages and `npm pack` round trips take seconds each on a 2-core machine.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    projects: [
      { extends: true, test: { name: 'shared', include: ['test/**/*.test.ts'], exclude: alone, maxWorkers: 3, sequence: { groupOrder: 0 } } },
      { extends: true, test: { name: 'alone', include: alone, maxWorkers: 1, sequence: { groupOrder: 1 } } },
    ],
  },
});
