// The room maps each client to its federation through the world's seats: commands run
// for the client's seat's federation and the synced state shows that federation, whatever its place in
// the world's list of federations.
import { Client } from '@colyseus/sdk';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GameState } from '#shared/schema/GameState.ts';
import { twoSeatWorld } from '#shared/sim/testing/worlds.ts';
import { GameJournal } from '../persistence/gameJournal.ts';
import { BASE_URL, playerBrowser, startTestApp, type TestApp } from '../test/harness.ts';
import { closeRoom, own, savedGame, until, marketIds } from '../test/roomHelpers.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({}, { roomGraceMs: 200 });
});
afterEach(async () => {
  await app.colyseus.cleanup();
});
afterAll(async () => {
  await app.close();
});

describe('a client plays its seat’s federation', () => {
  it('syncs and commands the owner’s seat’s federation, not the world’s first, and leaves the other alone', async () => {
    const browser = await playerBrowser(app, 'seated@example.com');
    const userId = (await app.storage.findUserByEmail('seated@example.com'))!.id;
    // A world of two player federations where the owner's seat plays the second one.
    const world = twoSeatWorld(11);
    world.seats = { owner: 'rival' };
    await new GameJournal(app.storage).start(userId, 1, world);
    await app.storage.setActiveSlot(userId, 1);

    const room = await new Client(BASE_URL, { headers: { cookie: browser.cookieHeader() } }).joinOrCreate('game', {}, GameState);
    await until(() => own(room).federation?.id === 'rival');
    expect(own(room).federation.name).toBe('Rival Wrestling');
    expect(own(room).gameStarted).toBe(true);
    const offered = marketIds(room).sort();
    expect(offered).toEqual([...world.federations[1]!.market].sort());

    await room.request('setAutoRunShows', { enabled: true });
    await room.request('createShow', { name: 'Rival Night', weeksAhead: 0, venueId: 'cellar_door', ticketPrice: 10, frequency: 'special' });
    await until(() => [...own(room).shows.values()].some((s) => s.name === 'Rival Night'));
    await closeRoom(app, room);

    const saved = (await savedGame(app.storage, userId, 1))!;
    const [home, rival] = [saved.world.federations[0]!, saved.world.federations[1]!];
    expect(rival).toMatchObject({ id: 'rival', autoRunShows: true });
    expect(home).toMatchObject({ id: 'player', autoRunShows: false });
    expect(saved.world.shows.filter((s) => s.name === 'Rival Night').map((s) => s.federationId)).toEqual(['rival']);
    // The slot list shows the owner's federation.
    expect(saved.federationName).toBe('Rival Wrestling');
  });
});
