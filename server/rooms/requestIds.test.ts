// A command sent again with its request id runs once: the room answers the repeat with the first answer,
// in the same room and after the room (or the server) closed and the game was opened again from its
// snapshot and command log.
import { Client, type Room } from '@colyseus/sdk';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GameState } from '#shared/schema/GameState.ts';
import { executeCommand } from '#shared/sim/commands/table.ts';
import { seatFederationId } from '#shared/sim/world.ts';
import { GameJournal } from '../persistence/gameJournal.ts';
import { BASE_URL, playerBrowser, startTestApp, type Browser, type TestApp } from '../test/harness.ts';
import { closeRoom, refusal, snapshot, until } from '../test/roomHelpers.ts';

const GRACE_MS = 200;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({}, { roomGraceMs: GRACE_MS });
});
afterEach(async () => {
  await app.colyseus.cleanup();
});
afterAll(async () => {
  await app.close();
});

async function open(browser: Browser): Promise<Room<any, GameState>> {
  const room = await new Client(BASE_URL, { headers: { cookie: browser.cookieHeader() } }).joinOrCreate('game', {}, GameState);
  await until(() => room.state.calendar.totalWeeksProgressed !== undefined && room.state.federations.size > 0);
  return room;
}

const weeks = (room: Room<any, GameState>) => room.state.calendar.totalWeeksProgressed;

async function founded(label: string): Promise<{ browser: Browser; userId: string; room: Room<any, GameState> }> {
  const email = `${label}@example.com`;
  const browser = await playerBrowser(app, email);
  const userId = (await app.storage.findUserByEmail(email))!.id;
  const room = await open(browser);
  await room.request('createFederation', { name: 'Retry Wrestling', logo: '' });
  return { browser, userId, room };
}

describe('request ids', () => {
  it('runs a command sent twice with one request id once, and answers both alike', async () => {
    const { room, userId } = await founded('retry-twice');
    const before = weeks(room);
    const requestId = 'advance-0001-aaaa';

    // Both in flight at once (a retry sent before the first answer came back), then once more.
    const [first, second] = await Promise.all([room.request('advanceWeek', { requestId }), room.request('advanceWeek', { requestId })]);
    const third = await room.request('advanceWeek', { requestId });
    expect((first as { events: unknown[] }).events.length).toBeGreaterThan(0);
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    await until(() => weeks(room) === before + 1);

    // Another id is another command; no id runs every time.
    await room.request('advanceWeek', { requestId: 'advance-0002-bbbb' });
    await room.request('advanceWeek', {});
    await until(() => weeks(room) === before + 3);
    expect(weeks(room)).toBe(before + 3);

    // Each id is logged once, with its command; the command sent without one has none.
    const position = (app.colyseus.getRoomById(room.roomId) as unknown as { position: { gameId: string } }).position;
    const logged = await app.storage.readCommands(userId, 1, position.gameId, 0);
    expect(logged.filter((entry) => entry.name === 'advanceWeek').map((entry) => entry.requestId)).toEqual([requestId, 'advance-0002-bbbb', undefined]);
    await room.leave();
  });

  it('refuses a request id that is not one, changing nothing', async () => {
    const { room } = await founded('retry-bad-id');
    const before = snapshot(room);
    for (const requestId of ['short', 'x'.repeat(65), 'has spaces in it', 12345678, null]) {
      expect(await refusal(room.request('advanceWeek', { requestId } as never))).toBe('Invalid advanceWeek command: Request id must be a text of 8 to 64 letters, digits, - or _');
    }
    // The payload's own fields are still checked.
    expect(await refusal(room.request('advanceWeek', { requestId: 'advance-0003-cccc', weeks: 2 } as never))).toBe('Invalid advanceWeek command: Unexpected field');
    expect(snapshot(room)).toBe(before);
    await room.leave();
  });

  it('does not apply a command again after the room closed and the game was opened from its snapshot and log', async () => {
    const { browser, room } = await founded('retry-reopen');
    const requestId = 'advance-0004-dddd';
    await room.request('advanceWeek', { requestId });
    const applied = weeks(room);
    // The room closes: its log is folded into a snapshot; the next visit opens the slot again.
    await closeRoom(app, room);

    const back = await open(browser);
    expect(weeks(back)).toBe(applied);
    expect(await back.request('advanceWeek', { requestId })).toEqual({ events: [], alreadyApplied: true });
    expect(weeks(back)).toBe(applied);
    await back.request('advanceWeek', { requestId: 'advance-0005-eeee' });
    await until(() => weeks(back) === applied + 1);
    await back.leave();
  });

  it('does not apply a logged command again when the server died before answering it (the entry after the snapshot)', async () => {
    const { browser, userId, room } = await founded('retry-crash');
    await closeRoom(app, room);

    // What a server that logged the command and died before its answer leaves on disk: the slot's
    // snapshot and, after it, the command with its request id.
    const journal = new GameJournal(app.storage);
    const opened = (await journal.open(userId, 1))!;
    const { world, replayed: _replayed, ...position } = opened;
    const week = world.calendar.totalWeeksProgressed;
    const at = Date.now();
    const federationId = seatFederationId(world);
    executeCommand(world, 'advanceWeek', federationId, {}, { now: at });
    const requestId = 'advance-0006-ffff';
    await journal.append(userId, 1, position, { name: 'advanceWeek', payload: {}, federationId, at, week, requestId }, world);

    // The client reconnects and sends the command again with the same id.
    const back = await open(browser);
    expect(weeks(back)).toBe(week + 1);
    expect(await back.request('advanceWeek', { requestId })).toEqual({ events: [], alreadyApplied: true });
    expect(weeks(back)).toBe(week + 1);
    await back.leave();
  });
});
