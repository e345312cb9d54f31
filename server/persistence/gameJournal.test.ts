// A game is its snapshot plus the commands since: over long random sessions, with snapshots folded in at
// random points, the world opened from storage (snapshot + replayed log) hashes the same as the live one.
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandEntry, dispatchCommand, parseCommand } from '#shared/sim/commands/table.ts';
import { SimRefusal } from '#shared/sim/refusal.ts';
import { randomStep, toCommand } from '#shared/sim/testing/randomCommands.ts';
import { startedWorld, TEST_NOW } from '#shared/sim/testing/worlds.ts';
import { seatFederationId, type World } from '#shared/sim/world.ts';
import { SqliteStorage } from '../storage/sqlite/SqliteStorage.ts';
import { GameJournal } from './gameJournal.ts';

const dir = mkdtempSync(join(tmpdir(), 'mem-journal-'));
const storage = new SqliteStorage(join(dir, 'journal.sqlite'));
const journal = new GameJournal(storage);

beforeAll(async () => {
  await storage.init();
});
afterAll(async () => {
  await storage.close();
  rmSync(dir, { recursive: true, force: true });
});

const hash = (world: World) => createHash('sha256').update(JSON.stringify(world)).digest('hex');

describe('snapshot + command log', () => {
  it('replays to the live world, hash for hash, over long random sessions with snapshots at random points', async () => {
    let game = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 2 ** 31 }),
        fc.array(fc.tuple(randomStep, fc.nat(9)), { minLength: 30, maxLength: 120 }),
        async (seed, steps) => {
          game += 1;
          const userId = `player-${game}`;
          await storage.createUser({ id: userId, email: `${userId}@example.com`, passwordHash: null, emailConfirmedAt: null, googleId: null });
          const world = startedWorld(seed);
          const position = await journal.start(userId, 1, world);
          for (const [step, roll] of steps) {
            const command = toCommand(world, step);
            if (!command) continue;
            const at = TEST_NOW + position.seq * 1000;
            const week = world.calendar.totalWeeksProgressed;
            try {
              dispatchCommand(world, command.name, seatFederationId(world), command.payload, { now: at });
            } catch (error) {
              if (!(error instanceof SimRefusal)) throw error;
              continue;
            }
            if (commandEntry(command.name).readOnly) continue;
            const payload = parseCommand(command.name, command.payload);
            await journal.append(userId, 1, position, { name: command.name, payload, federationId: seatFederationId(world), at, week }, world);
            if (roll === 0) await journal.snapshot(userId, 1, position, world);
          }
          const opened = await journal.open(userId, 1);
          expect(opened!.seq).toBe(position.seq);
          expect(hash(opened!.world)).toBe(hash(world));
        },
      ),
      { numRuns: 25 },
    );
  }, 180_000);
});
