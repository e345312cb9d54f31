// `npm run bench`: figures for the hot paths built so far. Prints, asserts nothing.
//   node scripts/bench.ts
import { performance } from 'node:perf_hooks';
import { hashPassword, verifyPassword } from '../server/auth/passwords.ts';
import { saveToWorld, worldToSave } from '../server/rooms/worldSaves.ts';
import { SqliteStorage } from '../server/storage/sqlite/SqliteStorage.ts';
import { advanceWeek } from '../shared/sim/week/advanceWeek.ts';
import { createFederation } from '../shared/sim/createFederation.ts';
import { createWorld } from '../shared/sim/world.ts';

function measure(label: string, runs: number, fn: () => unknown): void {
  for (let i = 0; i < Math.min(runs, 100); i += 1) fn();
  const start = performance.now();
  for (let i = 0; i < runs; i += 1) fn();
  const ms = performance.now() - start;
  console.log(`${label.padEnd(44)} ${(ms / runs).toFixed(4).padStart(10)} ms/op  ${Math.round((runs / ms) * 1000).toLocaleString('en-US').padStart(12)} op/s`);
}

async function measureAsync(label: string, runs: number, fn: () => Promise<unknown>): Promise<void> {
  const start = performance.now();
  for (let i = 0; i < runs; i += 1) await fn();
  const ms = performance.now() - start;
  console.log(`${label.padEnd(44)} ${(ms / runs).toFixed(4).padStart(10)} ms/op  ${Math.round((runs / ms) * 1000).toLocaleString('en-US').padStart(12)} op/s`);
}

const world = createWorld(1);
createFederation(world, world.playerFederationId, { name: 'Bench Wrestling', logo: '' }, world.rng, Date.now());
measure('sim: advanceWeek', 2_000, () => advanceWeek(world, world.rng, Date.now()));

const save = worldToSave('bench-user', 1, world);
console.log(`save document: ${save.gameData.length.toLocaleString('en-US')} bytes of world JSON`);
measure('save: world → save row (JSON)', 50_000, () => worldToSave('bench-user', 1, world));
measure('load: save row → world (parse + migrate)', 50_000, () => saveToWorld(save));

const storage = new SqliteStorage(':memory:');
await storage.init();
await storage.createUser({ id: 'bench-user', email: 'bench@example.com', passwordHash: null, emailConfirmedAt: null, googleId: null });
await measureAsync('sqlite: putSave (upsert slot 1)', 5_000, () => storage.putSave(worldToSave('bench-user', 1, world)));
await measureAsync('sqlite: getSave', 5_000, () => storage.getSave('bench-user', 1));
await storage.close();

const hash = await hashPassword('bench-password');
await measureAsync('argon2id: hash (sign-up)', 20, () => hashPassword('bench-password'));
await measureAsync('argon2id: verify (sign-in)', 20, () => verifyPassword(hash, 'bench-password'));
