// Connections per account: an account holds at most MAX_GAME_CONNECTIONS_PER_ACCOUNT game connections
// on a server process. The next one is refused with a sentence the client shows; the first ones keep
// playing; a closed one frees its place.
import { Client, type Room } from '@colyseus/sdk';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GAME_ROOM, MAX_GAME_CONNECTIONS_PER_ACCOUNT, TOO_MANY_CONNECTIONS, TOO_MANY_CONNECTIONS_CODE } from '#shared/protocol/commands.ts';
import { GameState } from '#shared/schema/GameState.ts';
import { BASE_URL, playerBrowser, startTestApp, type Browser, type TestApp } from '../test/harness.ts';
import { own, until } from '../test/roomHelpers.ts';

type GameRoom = Room<any, GameState>;

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

const tab = (browser: Browser) => new Client(BASE_URL, { headers: { cookie: browser.cookieHeader() } }).joinOrCreate(GAME_ROOM, {}, GameState) as Promise<GameRoom>;

/** The refusal of a join: its code and sentence. */
async function refusedJoin(join: Promise<GameRoom>): Promise<{ code: number; message: string }> {
  try {
    const room = await join;
    await room.leave();
  } catch (error) {
    const { code, message } = error as { code: number; message: string };
    return { code, message };
  }
  throw new Error('the connection was admitted');
}

/** How many clients the server's room of this account holds. */
const serverClients = (room: GameRoom) => app.colyseus.getRoomById(room.roomId)?.clients.length ?? 0;

describe('game connections per account', () => {
  it('refuses the connection past the cap with a sentence, keeps the first ones playing, and frees a place when one closes', async () => {
    expect(MAX_GAME_CONNECTIONS_PER_ACCOUNT).toBe(10);
    const browser = await playerBrowser(app, 'many-tabs@example.com');
    const rooms: GameRoom[] = [];
    for (let i = 0; i < MAX_GAME_CONNECTIONS_PER_ACCOUNT; i += 1) rooms.push(await tab(browser));

    // The 11th: refused at matchmaking, before any seat is taken.
    expect(await refusedJoin(tab(browser))).toEqual({ code: 429, message: TOO_MANY_CONNECTIONS });

    // Another account is not affected.
    const other = await tab(await playerBrowser(app, 'one-tab@example.com'));
    await other.request('createFederation', { name: 'Other Pro', logo: '' });

    // The first ten keep working: each runs a command and sees the change.
    await rooms[0]!.request('createFederation', { name: 'Ten Tabs Pro', logo: '' });
    for (const room of rooms) await room.request('markAllMessagesRead', {});
    await until(() => rooms.every((room) => own(room).federation.name === 'Ten Tabs Pro'));
    expect(serverClients(rooms[0]!)).toBe(MAX_GAME_CONNECTIONS_PER_ACCOUNT);

    // A closed tab frees its place: the next one opens and plays.
    await rooms.pop()!.leave();
    await until(() => serverClients(rooms[0]!) === MAX_GAME_CONNECTIONS_PER_ACCOUNT - 1);
    const replacement = await tab(browser);
    await replacement.request('markAllMessagesRead', {});
    rooms.push(replacement);
    expect(await refusedJoin(tab(browser))).toEqual({ code: 429, message: TOO_MANY_CONNECTIONS });

    await Promise.all([...rooms, other].map((room) => room.leave()));
  });

  it("does not count dropped connections waiting to reconnect: a player who reloads eleven times is not kept out", async () => {
    const browser = await playerBrowser(app, 'reloading@example.com');
    const dropped: GameRoom[] = [];
    // Each reload drops the old page's connection (not a consented leave): its seat waits for a reconnection.
    for (let i = 0; i <= MAX_GAME_CONNECTIONS_PER_ACCOUNT; i += 1) {
      const room = await tab(browser);
      await room.request('markAllMessagesRead', {});
      room.connection.close(3001, 'page reloaded');
      await until(() => serverClients(room) === 0 || app.colyseus.getRoomById(room.roomId) === undefined);
      dropped.push(room);
    }
    const current = await tab(browser);
    await current.request('createFederation', { name: 'Reloaded Pro', logo: '' });
    await until(() => own(current).federation.name === 'Reloaded Pro');
    await current.leave();
  });

  it('holds the cap for joins that arrive together: the ones past it are refused at the join with its own code', async () => {
    const browser = await playerBrowser(app, 'burst-tabs@example.com');
    const results = await Promise.allSettled(Array.from({ length: 25 }, () => tab(browser)));
    const admitted = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    const refused = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as { code: number; message: string }] : []));
    expect(admitted).toHaveLength(MAX_GAME_CONNECTIONS_PER_ACCOUNT);
    expect(refused).toHaveLength(25 - MAX_GAME_CONNECTIONS_PER_ACCOUNT);
    for (const error of refused) {
      expect([429, TOO_MANY_CONNECTIONS_CODE]).toContain(error.code);
      expect(error.message).toBe(TOO_MANY_CONNECTIONS);
    }
    expect(serverClients(admitted[0]!)).toBe(MAX_GAME_CONNECTIONS_PER_ACCOUNT);
    for (const room of admitted) await room.request('markAllMessagesRead', {});
    await Promise.all(admitted.map((room) => room.leave()));
  });
});
