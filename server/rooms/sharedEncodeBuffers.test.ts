// Every room encodes its state into the process's two shared buffers (sharedEncodeBuffers.ts): what each
// player decodes must still be its own game, exactly, whatever the other rooms encoded in between: joins
// of several rooms one after another (a join encodes the full state again), patches interleaved, and a
// second tab joining a room after another room's join wrote over the shared full-state buffer.
import { matchMaker } from '@colyseus/core';
import { Client, type Room } from '@colyseus/sdk';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GAME_ROOM } from '#shared/protocol/commands.ts';
import { GameState } from '#shared/schema/GameState.ts';
import { BASE_URL, playerBrowser, startTestApp, type Browser, type TestApp } from '../test/harness.ts';
import { own, until, marketIds } from '../test/roomHelpers.ts';
import { SHARED_ENCODE_BUFFER_BYTES } from './sharedEncodeBuffers.ts';

type GameRoom = Room<any, GameState>;

/** A browser tab of the account: its own SDK client with the account's session cookie. */
const tab = (browser: Browser) => new Client(BASE_URL, { headers: { cookie: browser.cookieHeader() } });

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterEach(async () => {
  await app.colyseus.cleanup();
});
afterAll(async () => {
  await app.close();
});

interface SerializerView {
  encoder: { sharedBuffer: Uint8Array };
  fullEncodeBuffer: Uint8Array;
}
const serializerOf = (room: GameRoom) => (matchMaker.getLocalRoomById(room.roomId) as unknown as { _serializer: SerializerView })._serializer;

/** What a client holds of its own game, as its screens read it. */
function view(room: GameRoom) {
  const mine = own(room);
  return {
    name: mine.federation.name,
    funds: mine.federation.funds,
    popularity: mine.federation.popularity,
    roster: [...mine.roster.keys()].sort(),
    market: [...mine.market.values()].map((w) => w.id).sort(),
    ledger: [...mine.ledger.values()].map((week) => ({ weekNumber: week.weekNumber, lines: week.lines, fundsAfter: week.fundsAfter })),
    week: room.state.calendar.totalWeeksProgressed,
    faces: [...room.state.federations.keys()].sort(),
  };
}

describe('shared encode buffers', () => {
  it("gives every room the same two buffers, and every player its own game's state through joins and patches interleaved", async () => {
    const names = ['Alpha Wrestling', 'Bravo Wrestling', 'Charlie Wrestling'];
    const browsers: Browser[] = [];
    const rooms: GameRoom[] = [];
    for (const [i, name] of names.entries()) {
      const browser = await playerBrowser(app, `shared-buffers-${i}@example.com`);
      const room = (await tab(browser).joinOrCreate(GAME_ROOM, {}, GameState)) as GameRoom;
      await room.request('createFederation', { name, logo: '' });
      await until(() => own(room).market.size === 10);
      browsers.push(browser);
      rooms.push(room);
    }
    const serializers = rooms.map(serializerOf);
    expect(new Set(serializers.map((s) => s.encoder.sharedBuffer)).size).toBe(1);
    expect(new Set(serializers.map((s) => s.fullEncodeBuffer)).size).toBe(1);
    expect(serializers[0]!.encoder.sharedBuffer.byteLength).toBe(SHARED_ENCODE_BUFFER_BYTES);

    // Patches interleaved: each room signs, books and advances in turn.
    for (let round = 0; round < 2; round += 1) {
      for (const room of rooms) {
        const id = marketIds(room)[0];
        if (id) await room.request('signWrestler', { wrestlerId: id, source: 'market', contractType: 'permanent', weeks: 5 });
        await room.request('advanceWeek', {});
      }
    }
    await until(() => rooms.every((room) => own(room).ledger.size === 2));
    for (const [i, room] of rooms.entries()) {
      expect(own(room).federation.name).toBe(names[i]);
      expect(own(room).roster.size).toBe(2);
    }

    // A second tab of each player joins after the other rooms' joins: it decodes exactly what the first tab holds.
    const tabs: GameRoom[] = [];
    for (const browser of browsers) tabs.push((await tab(browser).joinOrCreate(GAME_ROOM, {}, GameState)) as GameRoom);
    expect(tabs.map((t) => t.roomId)).toEqual(rooms.map((room) => room.roomId));
    for (const [i, second] of tabs.entries()) {
      await until(() => own(second).federation?.name === names[i]);
      expect(view(second)).toEqual(view(rooms[i]!));
    }
    // A third tab of the first player, with nothing changed in its room since its second tab's join and the
    // other rooms' joins written over the shared buffer since: Colyseus would reuse the encoded full state.
    const third = (await tab(browsers[0]!).joinOrCreate(GAME_ROOM, {}, GameState)) as GameRoom;
    tabs.push(third);
    await until(() => own(third).federation?.name === names[0]);
    expect(view(third)).toEqual(view(rooms[0]!));
    // And a patch after those joins reaches both tabs of its room only.
    await rooms[1]!.request('advanceWeek', {});
    await until(() => own(tabs[1]!).ledger.size === 3 && own(rooms[1]!).ledger.size === 3);
    expect(view(tabs[1]!)).toEqual(view(rooms[1]!));
    expect(own(rooms[0]!).ledger.size).toBe(2);
    expect(view(tabs[0]!)).toEqual(view(rooms[0]!));
    for (const other of tabs) await other.leave();
    for (const room of rooms) await room.leave();
  });
});
