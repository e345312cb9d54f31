// Damage to a game's command log or to its slot's pointers never locks its player out (docs/persistence.md
// "Damage"): real SQLite rows are damaged behind the server's back (a payload's JSON text cut, a payload the
// command refuses, the newest row deleted, the current snapshot pointer aimed at nothing). The room opens
// with the save-problem dialog and an error id, and "Continue from the previous save" brings back the
// newest good snapshot plus every command before the first bad one, saying how much was lost.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dispatchCommand } from '#shared/sim/commands/table.ts';
import { startedWorld, TEST_NOW } from '#shared/sim/testing/worlds.ts';
import { seatFederationId } from '#shared/sim/world.ts';
import { GameJournal, type GamePosition } from '../persistence/gameJournal.ts';
import { SqliteStorage } from '../storage/sqlite/SqliteStorage.ts';
import { capturedLog } from '../test/capturedLog.ts';
import { playerBrowser, startTestApp, type Browser, type TestApp } from '../test/harness.ts';
import { closeRoom, joinGame, own, refusal, until } from '../test/roomHelpers.ts';
import { SAVE_PROBLEM_PENDING } from '../slots/slotService.ts';

const { log, entries } = capturedLog();
const dir = mkdtempSync(join(tmpdir(), 'mem-log-damage-'));
const file = join(dir, 'store.sqlite');
/** What a player must never read: parser and storage text. */
const INTERNAL_TEXT = /Unexpected|Unterminated|JSON|SQLITE|position \d|Error:|did not replay|seq/;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({}, { storage: new SqliteStorage(file), roomGraceMs: 200, log });
});
afterEach(async () => {
  await app.colyseus.cleanup();
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Runs one statement on a second connection to the store's file, as a hand edit or a broken disk would. */
function damage(sql: string, ...params: Array<string | number>): void {
  const db = new DatabaseSync(file);
  try {
    expect(Number(db.prepare(sql).run(...params).changes)).toBe(1);
  } finally {
    db.close();
  }
}

interface Played {
  browser: Browser;
  userId: string;
  position: GamePosition;
  /** "Week 2, January 2025" after each logged command (index = seq). */
  dates: string[];
}

/**
 * A player whose slot 1 holds six week advances: snapshots at seq 0 (the previous one) and seq 3 (the
 * current one), and the log 1-6 (a game whose server stopped before it folded the last weeks in).
 */
async function playedSlot(email: string): Promise<Played> {
  const browser = await playerBrowser(app, email);
  const userId = (await app.storage.findUserByEmail(email))!.id;
  const journal = new GameJournal(app.storage);
  const world = startedWorld(31);
  const federationId = seatFederationId(world);
  const position = await journal.start(userId, 1, world);
  const date = () => `Week ${world.calendar.week}, ${world.calendar.month} ${world.calendar.year}`;
  const dates = [date()];
  for (let seq = 1; seq <= 6; seq += 1) {
    const at = TEST_NOW + seq * 1000;
    const week = world.calendar.totalWeeksProgressed;
    dispatchCommand(world, 'advanceWeek', federationId, {}, { now: at });
    await journal.append(userId, 1, position, { name: 'advanceWeek', payload: {}, federationId, at, week }, world);
    dates.push(date());
    if (seq === 3) await journal.snapshot(userId, 1, position, world);
  }
  return { browser, userId, position, dates };
}

const gameDate = (room: Awaited<ReturnType<typeof joinGame>>) => `Week ${room.state.calendar.week}, ${room.state.calendar.month} ${room.state.calendar.year}`;

/** Joins, expects the blocking save problem with `lost` figures, restores, and expects the game at `date`, playable. */
async function expectRecovered(played: Played, lost: { lostWeeks: number; lostCommands: number }, date: string) {
  const room = await joinGame(played.browser);
  await until(() => room.state.saveProblem.slot === 1);
  const problem = room.state.saveProblem.toJSON();
  expect(problem).toMatchObject({ slot: 1, blocking: true, hasPrevious: true, previousWhen: date, ...lost });
  expect(problem.errorId).toMatch(/^[0-9a-f]{8}$/);
  // The details are in the log under the id, and only there.
  expect(entries.some((entry) => entry.errorId === problem.errorId && entry.msg === 'unreadable save')).toBe(true);
  expect(JSON.stringify(room.state.toJSON())).not.toMatch(INTERNAL_TEXT);
  // Nothing is played on top of the damaged game, and nothing is written, until the player chooses.
  expect(await refusal(room.request('advanceWeek', {}))).toBe(SAVE_PROBLEM_PENDING);

  await room.request('restorePreviousSave', { slot: 1 });
  await until(() => room.state.saveProblem.slot === 0 && own(room).federation.name === 'Test Wrestling');
  expect(gameDate(room)).toBe(date);
  // The recovered game takes commands again (no "unexpected error" from a log that disagrees with the slot).
  await room.request('advanceWeek', {});
  const after = gameDate(room);
  await closeRoom(app, room);

  const again = await joinGame(played.browser);
  await until(() => own(again).federation.name === 'Test Wrestling');
  expect(again.state.saveProblem.slot).toBe(0);
  expect(gameDate(again)).toBe(after);
  await again.leave();
}

describe('a damaged command log or slot', () => {
  it('a payload whose JSON text is cut: the dialog with an error id, never a failed join; the recovery keeps every command before it', async () => {
    const played = await playedSlot('log-unparseable@example.com');
    damage('UPDATE game_commands SET payload = ? WHERE user_id = ? AND seq = 5', '{"unterminated', played.userId);
    await expectRecovered(played, { lostWeeks: 2, lostCommands: 2 }, played.dates[4]!);
  });

  it('a payload the command refuses, after the current snapshot: the previous save does not replay it again', async () => {
    const played = await playedSlot('log-refused@example.com');
    damage('UPDATE game_commands SET payload = ? WHERE user_id = ? AND seq = 5', '"not a payload"', played.userId);
    await expectRecovered(played, { lostWeeks: 2, lostCommands: 2 }, played.dates[4]!);
  });

  it("the newest row gone: the log is checked against the slot's last command, and the gap is a save problem", async () => {
    const played = await playedSlot('log-short@example.com');
    damage('DELETE FROM game_commands WHERE user_id = ? AND seq = 6', played.userId);
    await expectRecovered(played, { lostWeeks: 1, lostCommands: 1 }, played.dates[5]!);
  });

  it('a current snapshot pointer that names nothing: a save problem, not an empty slot; both good snapshots survive', async () => {
    const played = await playedSlot('log-nowhere@example.com');
    damage('UPDATE game_slots SET current_snapshot = (SELECT MAX(id) + 1000 FROM game_snapshots) WHERE user_id = ?', played.userId);
    const previous = (await app.storage.getSnapshot(played.userId, 1, 'previous'))!;
    const room = await joinGame(played.browser);
    await until(() => room.state.saveProblem.slot === 1);
    // A refused command, a dropped connection and the room's close write nothing over the slot.
    expect(await refusal(room.request('advanceWeek', {}))).toBe(SAVE_PROBLEM_PENDING);
    await closeRoom(app, room);
    expect(await app.storage.getSnapshot(played.userId, 1, 'previous')).toStrictEqual(previous);
    // The previous snapshot and its log bring back every command.
    await expectRecovered(played, { lostWeeks: 0, lostCommands: 0 }, played.dates[6]!);
  });

  it('a store that does not answer at join: refused with a sentence and an error id, never internal text', async () => {
    const played = await playedSlot('log-unavailable@example.com');
    const storage = app.storage as SqliteStorage;
    const readCommands = storage.readCommands.bind(storage);
    storage.readCommands = async () => {
      throw Object.assign(new Error('disk I/O error'), { code: 'ERR_SQLITE_ERROR', errcode: 10 });
    };
    try {
      const message = await joinGame(played.browser).then(
        () => '',
        (error: unknown) => (error instanceof Error ? error.message : String(error)),
      );
      expect(message).toMatch(/^Your game could not be opened right now \(error [0-9a-f]{8}\)\. Please try again in a minute\.$/);
      const errorId = /error ([0-9a-f]{8})/.exec(message)![1];
      expect(entries.some((entry) => entry.errorId === errorId && entry.msg === 'game could not be opened')).toBe(true);
    } finally {
      storage.readCommands = readCommands;
    }
    // Once the store answers, the game opens as it was.
    const room = await joinGame(played.browser);
    await until(() => own(room).federation.name === 'Test Wrestling');
    expect(gameDate(room)).toBe(played.dates[6]);
    await room.leave();
  });
});
