// Test projects: unit (shared rules and sim), server (rooms, HTTP, storage; one file at a time
// because the Colyseus matchmaker is process-wide), client (jsdom), e2e (Chromium, one at a time).
// Vitest runs the projects whose files go one at a time (e2e, server) after the others, alone: the browser
// tests never share the machine with the CPU-bound unit tests (run beside them, a live-show page once
// waited past its 30 s in CI). At least two workers for the others: on a 2-core machine Vitest would
// otherwise take one (its default, cores - 1).
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
          fileParallelism: false,
          testTimeout: 90_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
