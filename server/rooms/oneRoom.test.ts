// One game, one room: however an account asks for its game (create, join, joinOrCreate, a second tab,
// thirty requests at once), it reaches the one room that holds it; an idle room closes and the next
// visit rebuilds it from storage.
import { matchMaker } from '@colyseus/core';
import { Client, type Room } from '@colyseus/sdk';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GAME_ROOM, MAX_GAME_CONNECTIONS_PER_ACCOUNT, TOO_MANY_CONNECTIONS } from '#shared/protocol/commands.ts';
import { GameState } from '#shared/schema/GameState.ts';
import { BASE_URL, playerBrowser, startTestApp, type Browser, type TestApp } from '../test/harness.ts';
import { until, own } from '../test/roomHelpers.ts';

type GameRoom = Room<any, GameState>;
const GRACE_MS = 400;

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

/** A browser tab of the account: its own SDK client with the account's session cookie. */
const tab = (browser: Browser) => new Client(BASE_URL, { headers: { cookie: browser.cookieHeader() } });

/** Waits for the first patch (the federation id comes with it). */
async function synced(room: GameRoom): Promise<GameRoom> {
  await until(() => own(room).federation?.id === 'player');
  return room;
}

const gameRooms = () => matchMaker.query({ name: GAME_ROOM });

describe('one game, one room', () => {
  it('sends 30 concurrent create and joinOrCreate calls of one account to a single room that every admitted tab shares', async () => {
    const browser = await playerBrowser(app, 'thirty-tabs@example.com');
    const calls = Array.from({ length: 30 }, (_, i) =>
      i % 2 === 0 ? tab(browser).create(GAME_ROOM, {}, GameState) : tab(browser).joinOrCreate(GAME_ROOM, {}, GameState),
    );
    const settled = await Promise.allSettled(calls);
    const rooms = settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value as GameRoom] : []));
    // An account holds at most MAX_GAME_CONNECTIONS_PER_ACCOUNT connections (connectionCap.test.ts); the
    // calls past it are refused with the cap's sentence, never sent to a second room.
    expect(rooms).toHaveLength(MAX_GAME_CONNECTIONS_PER_ACCOUNT);
    for (const result of settled) if (result.status === 'rejected') expect((result.reason as Error).message).toBe(TOO_MANY_CONNECTIONS);
    await Promise.all(rooms.map(synced));

    expect(await gameRooms()).toHaveLength(1);
    expect(new Set(rooms.map((room) => room.roomId))).toEqual(new Set([(await gameRooms())[0]!.roomId]));
    // Each tab is its own client of the room, though all share the account's sign-in session.
    expect(new Set(rooms.map((room) => room.sessionId)).size).toBe(MAX_GAME_CONNECTIONS_PER_ACCOUNT);

    // A change made through one tab is seen by every other.
    await rooms[7]!.request('createFederation', { name: 'Thirty Tabs Pro', logo: '' });
    await rooms[7]!.request('advanceWeek', {});
    await until(() => rooms.every((room) => own(room).federation.name === 'Thirty Tabs Pro' && room.state.calendar.week === 2));
    await Promise.all(rooms.map((room) => room.leave()));
  });

  it('lets a second tab of the account open, join or create its way into the same room', async () => {
    const browser = await playerBrowser(app, 'second-tab@example.com');
    const first = await synced((await tab(browser).joinOrCreate(GAME_ROOM, {}, GameState)) as GameRoom);
    await first.request('createFederation', { name: 'Two Tabs Wrestling', logo: '' });

    const created = await synced((await tab(browser).create(GAME_ROOM, {}, GameState)) as GameRoom);
    const joined = await synced((await tab(browser).join(GAME_ROOM, {}, GameState)) as GameRoom);
    const again = await synced((await tab(browser).joinOrCreate(GAME_ROOM, {}, GameState)) as GameRoom);
    for (const other of [created, joined, again]) {
      expect(other.roomId).toBe(first.roomId);
      expect(own(other).federation.name).toBe('Two Tabs Wrestling');
    }
    expect(await gameRooms()).toHaveLength(1);

    // A week advanced in the second tab shows in the first.
    await created.request('advanceWeek', {});
    await until(() => first.state.calendar.week === 2);
    await Promise.all([first, created, joined, again].map((room) => room.leave()));
  });

  it('opens the game with join when no room holds it yet', async () => {
    const browser = await playerBrowser(app, 'join-first@example.com');
    const room = await synced((await tab(browser).join(GAME_ROOM, {}, GameState)) as GameRoom);
    expect(await gameRooms()).toHaveLength(1);
    await room.leave();
  });

  it('still gives two accounts creating at the same time a room each', async () => {
    const alice = await playerBrowser(app, 'alice-at-once@example.com');
    const bob = await playerBrowser(app, 'bob-at-once@example.com');
    const rooms = (await Promise.all([
      ...Array.from({ length: 5 }, () => tab(alice).create(GAME_ROOM, {}, GameState)),
      ...Array.from({ length: 5 }, () => tab(bob).create(GAME_ROOM, {}, GameState)),
    ])) as GameRoom[];
    expect(await gameRooms()).toHaveLength(2);
    expect(new Set(rooms.slice(0, 5).map((room) => room.roomId)).size).toBe(1);
    expect(new Set(rooms.slice(5).map((room) => room.roomId)).size).toBe(1);
    expect(rooms[0]!.roomId).not.toBe(rooms[5]!.roomId);
    await Promise.all(rooms.map((room) => room.leave()));
  });

  it('names the room without showing the account id', async () => {
    const browser = await playerBrowser(app, 'room-name@example.com');
    const userId = (await app.storage.findUserByEmail('room-name@example.com'))!.id;
    const room = await synced((await tab(browser).joinOrCreate(GAME_ROOM, {}, GameState)) as GameRoom);
    expect(room.roomId).not.toContain(userId);
    expect(room.roomId).toMatch(/^[a-zA-Z0-9_-]+$/);
    await room.leave();
  });
});

describe('idle rooms', () => {
  it('closes the room after the grace period, then rebuilds it from storage on the next join', async () => {
    const browser = await playerBrowser(app, 'idle@example.com');
    const room = await synced((await tab(browser).joinOrCreate(GAME_ROOM, {}, GameState)) as GameRoom);
    await room.request('createFederation', { name: 'Idle Federation', logo: '' });
    await room.request('advanceWeek', {});
    await room.request('advanceWeek', {});
    await room.leave();

    await until(async () => (await gameRooms()).length === 0, GRACE_MS + 3000);
    expect(matchMaker.getLocalRoomById(room.roomId)).toBeUndefined();

    const back = await synced((await tab(browser).joinOrCreate(GAME_ROOM, {}, GameState)) as GameRoom);
    expect(own(back).federation.name).toBe('Idle Federation');
    expect(back.state.calendar.week).toBe(3);
    expect(await gameRooms()).toHaveLength(1);
    await back.leave();
  });
});
