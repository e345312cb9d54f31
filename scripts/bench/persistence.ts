// `npm run bench` section "persistence": the snapshot codec and the command log.
// Prints figures; asserts nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { decodeWorld, encodeWorld } from '#server/persistence/snapshotCodec.ts';
import { SqliteStorage } from '#server/storage/sqlite/SqliteStorage.ts';
import type { GameSnapshot, SlotSummary } from '#server/storage/port.ts';
import { playedCareer } from '#shared/sim/testing/career.ts';
import { checkWorld } from '#shared/sim/worldCheck.ts';
import { WORLD_VERSION, type World } from '#shared/sim/world.ts';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** Median ms of `runs` timed calls after a few warm-up calls. */
function timed(runs: number, fn: () => unknown): number {
  for (let i = 0; i < 3; i += 1) fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    fn();
    times.push(performance.now() - start);
  }
  return median(times);
}

async function timedAsync(runs: number, fn: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 3; i += 1) await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  return median(times);
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(0).padStart(6)} KB`;

const SUMMARY: SlotSummary = { federationName: 'Bench Wrestling', federationLogo: '', currentWeek: 1, currentMonth: 'January', currentYear: 2026, funds: 1_000_000 };

function snapshotOf(world: World, data: Uint8Array, seq: number): GameSnapshot {
  return { userId: 'bench-user', slotNumber: 1, ...SUMMARY, savedAt: new Date(), gameId: 'bench-game', seq, data, version: WORLD_VERSION };
}

export async function benchPersistence(): Promise<void> {
  console.log('\n== persistence (snapshot + command log)');
  const dir = mkdtempSync(join(tmpdir(), 'mem-bench-persistence-'));
  // A file store as the server runs it (WAL, synchronous = NORMAL), not :memory:.
  const storage = new SqliteStorage(join(dir, 'bench.sqlite'));
  await storage.init();
  await storage.createUser({ id: 'bench-user', email: 'bench@example.com', passwordHash: null, emailConfirmedAt: null, googleId: null });
  try {
    for (const years of [1, 10]) {
      const world = playedCareer(7, 52 * years);
      const json = JSON.stringify(world).length;
      const data = encodeWorld(world);
      const runs = years === 1 ? 40 : 12;
      const encodeMs = timed(runs, () => encodeWorld(world));
      const decodeMs = timed(runs, () => decodeWorld(data, WORLD_VERSION));
      const parsed = JSON.parse(JSON.stringify(world)) as unknown;
      const checkMs = timed(runs, () => checkWorld(parsed));
      const putMs = await timedAsync(runs, () => storage.putSnapshot(snapshotOf(world, data, 0)));
      const label = `${years} year${years === 1 ? ' ' : 's'}`;
      console.log(`world after ${label} (${world.shows.length} shows): JSON ${kb(json)}, snapshot ${kb(data.length)} (${(json / data.length).toFixed(1)}x smaller)`);
      console.log(`  encodeWorld (JSON + gzip)                           median ${encodeMs.toFixed(2).padStart(8)} ms`);
      console.log(`  decodeWorld (gunzip + parse + migrate + check)      median ${decodeMs.toFixed(2).padStart(8)} ms`);
      console.log(`  checkWorld alone                                    median ${checkMs.toFixed(2).padStart(8)} ms`);
      console.log(`  putSnapshot on SQLite (bytes ready)                 median ${putMs.toFixed(2).padStart(8)} ms`);
    }

    // The log's hot path: one insert and one small update per accepted command, in one transaction.
    const small = playedCareer(8, 4);
    await storage.putSnapshot(snapshotOf(small, encodeWorld(small), 0));
    const payload = { wrestlerId: 'wrestler-042', source: 'market', contractType: 'permanent', weeks: 12 };
    const appendTimes: number[] = [];
    for (let seq = 1; seq <= 3000; seq += 1) {
      const start = performance.now();
      await storage.appendCommand('bench-user', 1, 'bench-game', { seq, name: 'signWrestler', payload, federationId: 'player', at: Date.now(), week: Math.floor(seq / 30) }, { ...SUMMARY, funds: 1_000_000 - seq });
      appendTimes.push(performance.now() - start);
    }
    console.log(`appendCommand on SQLite (file, WAL)                   median ${(median(appendTimes.slice(200)) * 1000).toFixed(0).padStart(8)} µs   p99 ${(appendTimes.slice(200).sort((a, b) => a - b)[Math.floor(0.99 * 2800)]! * 1000).toFixed(0)} µs`);
    const readMs = await timedAsync(20, () => storage.readCommands('bench-user', 1, 'bench-game', 0));
    console.log(`readCommands, 3,000 logged commands                   median ${readMs.toFixed(2).padStart(8)} ms`);
  } finally {
    await storage.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
