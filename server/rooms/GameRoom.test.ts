import { Client } from '@colyseus/sdk';
import { request as httpRequest } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GameState } from '#shared/schema/GameState.ts';
import { BASE_URL, playerBrowser, signedInBrowser, startTestApp, type Browser, type TestApp } from '../test/harness.ts';
import { foundedRoom, savedGame, until, own } from '../test/roomHelpers.ts';
import { WORLD_VERSION } from '#shared/sim/world.ts';
import { NEW_GAME_SLOT } from './worldSaves.ts';

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

function sdkFor(browser?: Browser): Client {
  return new Client(BASE_URL, browser ? { headers: { cookie: browser.cookieHeader() } } : undefined);
}

describe('game room authentication', () => {
  it('refuses a join without a session with 401', async () => {
    await expect(sdkFor().joinOrCreate('game', {}, GameState)).rejects.toMatchObject({ code: 401, message: 'Sign in to play' });
  });

  it('refuses a join with a forged session cookie', async () => {
    const client = new Client(BASE_URL, { headers: { cookie: 'mem_session=abcdefghijklmnopqrstuvwxyz234567' } });
    await expect(client.joinOrCreate('game', {}, GameState)).rejects.toMatchObject({ code: 401 });
  });

  it('gives each player their own room, whatever ownerId a client claims', async () => {
    const alice = await signedInBrowser(app, 'alice@example.com');
    const bob = await signedInBrowser(app, 'bob@example.com');
    const aliceRoom = await sdkFor(alice).joinOrCreate('game', {}, GameState);
    const aliceId = (await app.storage.findUserByEmail('alice@example.com'))!.id;
    const bobRoom = await sdkFor(bob).joinOrCreate('game', { ownerId: aliceId }, GameState);
    expect(bobRoom.roomId).not.toBe(aliceRoom.roomId);
    const aliceAgain = await sdkFor(alice).joinOrCreate('game', {}, GameState);
    expect(aliceAgain.roomId).toBe(aliceRoom.roomId);
    await Promise.all([aliceRoom.leave(), bobRoom.leave(), aliceAgain.leave()]);
  });
});

/** Asks for a websocket upgrade of a room connection; resolves with the HTTP status (101 when upgraded). */
function upgradeStatus(path: string, cookie: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${BASE_URL}${path}`, {
      headers: { Connection: 'Upgrade', Upgrade: 'websocket', 'Sec-WebSocket-Version': '13', 'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==', cookie },
    });
    req.on('upgrade', (res, socket) => {
      socket.destroy();
      resolve(res.statusCode ?? 0);
    });
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('a game room admits only its owner', () => {
  async function aliceAndBob(tag: string) {
    const alice = await playerBrowser(app, `alice-${tag}@example.com`);
    const bob = await playerBrowser(app, `bob-${tag}@example.com`);
    const aliceRoom = await sdkFor(alice).joinOrCreate('game', {}, GameState);
    await aliceRoom.request('createFederation', { name: 'Alice Pro', logo: '' });
    return { alice, bob, aliceRoom };
  }

  it("refuses another player's joinById before any state is sent", async () => {
    const { bob, aliceRoom } = await aliceAndBob('join');
    await expect(sdkFor(bob).joinById(aliceRoom.roomId, {}, GameState)).rejects.toMatchObject({ code: 403, message: 'This is not your game' });
    const seat = await bob.fetch(`/matchmake/joinById/${aliceRoom.roomId}`, { method: 'POST', json: {} });
    expect(seat.status).toBe(403);
    expect(await seat.json()).not.toHaveProperty('sessionId');
    // The owner's game goes on untouched.
    await expect(aliceRoom.request('advanceWeek', {})).resolves.toMatchObject({ events: expect.any(Array) });
    await aliceRoom.leave();
  });

  it('refuses an anonymous joinById with 401', async () => {
    const { aliceRoom } = await aliceAndBob('anonymous');
    await expect(sdkFor().joinById(aliceRoom.roomId, {}, GameState)).rejects.toMatchObject({ code: 401, message: 'Sign in to play' });
    await aliceRoom.leave();
  });

  it("refuses another player's use of the owner's reconnection token and keeps the owner connected", async () => {
    const { bob, aliceRoom } = await aliceAndBob('token');
    let aliceLeft = false;
    aliceRoom.onLeave(() => {
      aliceLeft = true;
    });
    await expect(sdkFor(bob).reconnect(aliceRoom.reconnectionToken, GameState)).rejects.toMatchObject({ code: 403, message: 'This is not your game' });
    await expect(aliceRoom.request('advanceWeek', {})).resolves.toMatchObject({ events: expect.any(Array) });
    expect(aliceLeft).toBe(false);
    await aliceRoom.leave();
  });

  it("refuses the websocket of anyone but a member, even on the owner's seat reservation", async () => {
    const { alice, bob, aliceRoom } = await aliceAndBob('socket');
    const reserve = async () => {
      const res = await alice.fetch(`/matchmake/joinById/${aliceRoom.roomId}`, { method: 'POST', json: {} });
      expect(res.status).toBe(200);
      const seat = (await res.json()) as { sessionId: string; roomId: string; processId: string };
      return `/${seat.processId}/${seat.roomId}?sessionId=${seat.sessionId}`;
    };
    expect(await upgradeStatus(await reserve(), bob.cookieHeader())).toBe(403);
    expect(await upgradeStatus(await reserve(), '')).toBe(401);
    expect(await upgradeStatus(await reserve(), alice.cookieHeader())).toBe(101);
    await aliceRoom.leave();
  });
});

describe('game room state and commands', () => {
  it('sends the state a command produced before its answer, so the answer never meets older figures', async () => {
    const room = await foundedRoom(app, 'patch-first', 'Patch First');
    for (let week = 1; week <= 3; week += 1) {
      await room.request('advanceWeek', {});
      expect(room.state.calendar.totalWeeksProgressed).toBe(week);
    }
    await room.request('createShow', { name: 'Patch Night', weeksAhead: 0, venueId: 'cellar_door', ticketPrice: 10, frequency: 'special' });
    expect(own(room).shows.size).toBe(1);
    await room.leave();
  });

  it('starts the world skeleton: week 1 of January 2025, $50,000, popularity 10', async () => {
    const browser = await signedInBrowser(app, 'skeleton@example.com');
    const room = await sdkFor(browser).joinOrCreate('game', {}, GameState);
    await room.waitForInitialState?.();
    await until(() => own(room).federation?.id === 'player');
    expect(room.state.calendar.toJSON()).toEqual({ week: 1, month: 'January', year: 2025, totalWeeksProgressed: 0 });
    expect(own(room).federation.funds).toBe(50_000);
    expect(own(room).federation.popularity).toBe(10);
    // The seeded generator's state is never sent: a client could predict every draw with it.
    expect(Object.keys(room.state.toJSON())).not.toContain('rngState');
    await room.leave();
  });

  it('advances a week, drops popularity by 0.2 and reports the events', async () => {
    const browser = await signedInBrowser(app, 'advance@example.com');
    const room = await sdkFor(browser).joinOrCreate('game', {}, GameState);
    await until(() => own(room).federation?.id === 'player');
    await room.request('createFederation', { name: 'Advance Pro', logo: '' });
    const report = new Promise<{ events: unknown[] }>((resolve) => room.onMessage('weekReport', resolve));
    room.send('advanceWeek', {});
    const { events } = await report;
    expect(events.slice(0, 2)).toEqual([
      { kind: 'weekAdvanced', week: 2, month: 'January', year: 2025 },
      { kind: 'popularityChanged', federationId: 'player', from: 10, to: 9.8, reason: 'No show was completed this week' },
    ]);
    expect(events).toContainEqual({ kind: 'ledgerSettled', federationId: 'player', weekNumber: 1, revenue: 0, expenses: 0, profit: 0, tax: 0, afterTax: 0, fundsAfter: 50_000 });
    await until(() => room.state.calendar.week === 2);
    expect(own(room).federation.popularity).toBe(9.8);
    expect(room.state.calendar.totalWeeksProgressed).toBe(1);
    for (let i = 0; i < 3; i += 1) room.send('advanceWeek', {});
    await until(() => room.state.calendar.month === 'February');
    expect(room.state.calendar.toJSON()).toMatchObject({ week: 1, month: 'February', year: 2025, totalWeeksProgressed: 4 });
    await room.leave();
  });

  it('refuses a bad payload and an unknown command, changing nothing', async () => {
    const browser = await signedInBrowser(app, 'bad-command@example.com');
    const room = await sdkFor(browser).joinOrCreate('game', {}, GameState);
    await until(() => own(room).federation?.id === 'player');
    const errors: Array<{ command: string; message: string }> = [];
    room.onMessage('commandError', (e) => errors.push(e));
    room.send('advanceWeek', { weeks: 5 });
    room.send('deleteEverything', {});
    await until(() => errors.length === 2);
    expect(errors[0]!.command).toBe('advanceWeek');
    expect(errors[0]!.message).toMatch(/^Invalid advanceWeek command: /);
    expect(errors[1]).toEqual({ command: 'deleteEverything', message: 'Unknown command.' });
    expect(room.state.calendar.week).toBe(1);
    expect(own(room).federation.popularity).toBe(10);
    await room.leave();
  });

  it('autosaves slot 1 after a command and resumes from it in a new room', async () => {
    const browser = await signedInBrowser(app, 'autosave@example.com');
    const userId = (await app.storage.findUserByEmail('autosave@example.com'))!.id;
    const room = await sdkFor(browser).joinOrCreate('game', {}, GameState);
    await until(() => own(room).federation?.id === 'player');
    expect(await savedGame(app.storage, userId, NEW_GAME_SLOT)).toBeNull();
    await room.request('createFederation', { name: 'Autosave Pro', logo: '' });
    room.send('advanceWeek', {});
    room.send('advanceWeek', {});
    await until(async () => (await savedGame(app.storage, userId, NEW_GAME_SLOT))?.currentWeek === 3);
    const save = (await savedGame(app.storage, userId, NEW_GAME_SLOT))!;
    expect(save).toMatchObject({ federationName: 'Autosave Pro', currentWeek: 3, currentMonth: 'January', currentYear: 2025, funds: 50_000 });
    expect(save.world.calendar.week).toBe(3);
    expect(save.world.version).toBe(WORLD_VERSION);
    await room.leave();
    await app.colyseus.cleanup();

    const again = await sdkFor(browser).joinOrCreate('game', {}, GameState);
    await until(() => own(again).federation?.id === 'player' && again.state.calendar.week === 3);
    expect(own(again).federation.popularity).toBe(9.6);
    await again.leave();
  });
});
