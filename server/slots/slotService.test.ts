// The slot service on its own, over a real (in-memory) store: which slot a game plays in, the first
// change starting the game on disk, saves into the same and another slot, loads, damage noted with its
// recovery, and a refusal that changes nothing. No room and no client.
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { executeCommand } from '#shared/sim/commands/table.ts';
import { SimRefusal } from '#shared/sim/refusal.ts';
import { federationStarted, seatFederationId } from '#shared/sim/world.ts';
import { gzipText } from '../persistence/compression.ts';
import { UnreadableSnapshot } from '../persistence/snapshotCodec.ts';
import { SqliteStorage } from '../storage/sqlite/SqliteStorage.ts';
import { NO_PREVIOUS_SAVE, NO_SAVE_DATA, SAVE_PROBLEM_PENDING, SlotService, type SaveProblem } from './slotService.ts';

const NOW = Date.UTC(2026, 0, 5);
const config = { newGameRivals: false, newGameSeed: 7 };
const quietLog = { error: () => undefined };

let storage: SqliteStorage;
let userId: string;
beforeEach(async () => {
  storage = new SqliteStorage(':memory:');
  await storage.init();
  userId = randomUUID();
  await storage.createUser({ id: userId, email: `${userId}@example.com`, passwordHash: null, emailConfirmedAt: new Date(), googleId: null });
});
afterEach(async () => {
  await storage.close();
});

function service(problems: Array<SaveProblem | null> = []): SlotService {
  return new SlotService(userId, { storage, config, log: quietLog, onSaveProblem: (problem) => problems.push(problem) });
}

/** Founds the federation and plays a week, logging both as the room would. */
async function play(game: SlotService, weeks = 1): Promise<void> {
  const federationId = seatFederationId(game.world);
  const run = async (name: 'createFederation' | 'advanceWeek', payload: never) => {
    const week = game.world.calendar.totalWeeksProgressed;
    executeCommand(game.world, name, federationId, payload, { now: NOW });
    await game.record({ name, payload, federationId, at: NOW, week });
  };
  if (!federationStarted(game.world, federationId)) await run('createFederation', { name: 'Phoenix Pro', logo: '' } as never);
  for (let i = 0; i < weeks; i += 1) await run('advanceWeek', {} as never);
}

describe('the slot service', () => {
  it('plays slot 1 by default, and an empty slot is a fresh world not yet on disk', async () => {
    const game = service();
    expect(await game.readAutosaveSlot()).toBe(1);
    expect(await game.openSlot(1)).toBe(false);
    expect(game.position).toBeNull();
    expect(await storage.getSnapshot(userId, 1, 'current')).toBeNull();
  });

  it('starts the game on disk at its first change, logs the next ones, and reopens it where it stood', async () => {
    const game = service();
    await game.openSlot(1);
    await play(game, 2);
    expect(game.position).toMatchObject({ seq: 2, snapshotSeq: 0 });
    const again = service();
    expect(await again.openSlot(1)).toBe(true);
    expect(again.world.calendar).toEqual(game.world.calendar);
    expect(again.position).toMatchObject({ gameId: game.position!.gameId, seq: 2 });
  });

  it('saves into another slot as a copy that the game plays on in, and remembers that slot', async () => {
    const game = service();
    await game.openSlot(1);
    await play(game);
    const saved = await game.saveGame({ slot: 2 });
    expect(saved.events).toEqual([{ kind: 'gameSaved', slot: 2 }]);
    expect(game.autosaveSlot).toBe(2);
    expect(await storage.getActiveSlot(userId)).toBe(2);
    expect(await service().readAutosaveSlot()).toBe(2);
  });

  it('loads a saved slot, and refuses an empty one without changing the game', async () => {
    const game = service();
    await game.openSlot(1);
    await play(game);
    const week = game.world.calendar.totalWeeksProgressed;
    await expect(game.loadGame({ slot: 2 })).rejects.toThrow(new SimRefusal(NO_SAVE_DATA));
    expect(game.autosaveSlot).toBe(1);
    await game.saveGame({ slot: 2 });
    await play(game);
    expect(await game.loadGame({ slot: 1 })).toEqual({ events: [{ kind: 'gameLoaded', slot: 1 }], slot: 1 });
    expect(game.autosaveSlot).toBe(1);
    expect(game.world.calendar.totalWeeksProgressed).toBe(week);
  });

  it('a new game plays in slot 1 from a fresh world', async () => {
    const game = service();
    await game.openSlot(1);
    await game.saveGame({ slot: 2 });
    await play(game, 3);
    await game.newGame();
    expect(game.autosaveSlot).toBe(1);
    expect(game.world.calendar.totalWeeksProgressed).toBe(0);
    expect(game.position).toMatchObject({ seq: 0 });
  });

  it('notes an unreadable slot with the previous save it can recover, blocks saving, and clears the problem once restored', async () => {
    const game = service();
    await game.openSlot(1);
    await play(game);
    await game.saveGame({ slot: 1 });
    const good = (await storage.getSnapshot(userId, 1, 'current'))!;
    await storage.putSnapshot({ ...good, seq: good.seq + 1, data: gzipText('null') });

    const problems: Array<SaveProblem | null> = [];
    const damaged = service(problems);
    const error = await damaged.openSlot(1).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(UnreadableSnapshot);
    damaged.startFresh();
    const problem = await damaged.noteUnreadable(1, error, true);
    expect(problem).toMatchObject({ slot: 1, hasPrevious: true, blocking: true });
    expect(problems).toEqual([problem]);
    await expect(damaged.saveGame({ slot: 1 })).rejects.toThrow(new SimRefusal(SAVE_PROBLEM_PENDING));

    await damaged.restorePreviousSave({ slot: 1 });
    expect(damaged.saveProblem).toBeNull();
    expect(problems.at(-1)).toBeNull();
    expect(damaged.world.calendar).toEqual(game.world.calendar);
  });

  it('refuses to restore a slot that has no previous save', async () => {
    const game = service();
    await game.openSlot(1);
    await expect(game.restorePreviousSave({ slot: 2 })).rejects.toThrow(new SimRefusal(NO_PREVIOUS_SAVE));
    expect(game.autosaveSlot).toBe(1);
  });

  it('rethrows what is not damage (the store did not answer) instead of noting it', async () => {
    await expect(service().noteUnreadable(1, new Error('store down'), true)).rejects.toThrow('store down');
  });
});
