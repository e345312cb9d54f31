// Test projects: unit (shared rules and sim), server (rooms, HTTP, storage; one file at a time
// because the Colyseus matchmaker is process-wide), client (jsdom), e2e (Chromium, two files at a time).
// The projects run in groups (sequence.groupOrder): unit and client first, then the server's files, then the
// browser tests alone: they never share the machine with the CPU-bound unit tests (run beside them, a
// live-show page once waited past its 30 s in CI). Two browser tests at a time fit a 2-core machine (each
// file has its own server on its own port and its own Chromium profile) and take about two thirds of the
// time of one at a time. At least two workers for the others: on a 2-core machine Vitest would otherwise
// take one (its default, cores - 1).
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: { name: 'unit', include: ['shared/**/*.test.ts', 'scripts/**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'server',
          include: ['server/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          sequence: { groupOrder: 1 },
          testTimeout: 20_000,
          hookTimeout: 30_000,
          env: { NODE_ENV: 'test' },
        },
      },
      {
        plugins: [react()],
        test: { name: 'client', include: ['client/**/*.test.{ts,tsx}'], environment: 'jsdom', setupFiles: ['client/src/test/setup.ts'] },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          fileParallelism: true,
          maxWorkers: 2,
          sequence: { groupOrder: 2 },
          testTimeout: 90_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
