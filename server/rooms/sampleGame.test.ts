// The sample game through the room: New Game with `sample: true` replaces the running game in slot 1 with
// a federation already founded at the top, which plays on like any other.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_GAME_FEDERATION_NAME } from '#shared/rules/sampleGame.ts';
import { signedInBrowser, startTestApp, type TestApp } from '../test/harness.ts';
import { joinGame, own, refusal, savedGame, serverWorld, snapshot, until } from '../test/roomHelpers.ts';

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

describe('the sample game through the room', () => {
  it('replaces the game in slot 1 with the sample federation: 10 wrestlers, $200,000, popularity 100, week 1 of January 2024', async () => {
    const browser = await signedInBrowser(app, 'sample@example.com');
    const userId = (await app.storage.findUserByEmail('sample@example.com'))!.id;
    const room = await joinGame(browser);
    await room.request('createFederation', { name: 'First Try Wrestling', logo: '' });
    await until(() => own(room).gameStarted);

    const before = snapshot(room);
    expect(await refusal(room.request('newGame', { sample: 'yes' }))).toBe('Invalid newGame command: Sample must be true or false');
    expect(snapshot(room)).toBe(before);

    await room.request('newGame', { sample: true });
    await until(() => own(room).federation.name === SAMPLE_GAME_FEDERATION_NAME && own(room).roster.size === 10);
    const { federation } = own(room);
    expect(own(room).gameStarted).toBe(true);
    expect(federation.funds).toBe(200_000);
    expect(federation.popularity).toBe(100);
    expect(federation.logo).toBe('/logos/gold-standard-wrestling.svg');
    expect(room.state.calendar.toJSON()).toMatchObject({ week: 1, month: 'January', year: 2024, totalWeeksProgressed: 0 });
    expect(own(room).market.size).toBeGreaterThan(0);
    // A normal new game's rivals share the world.
    expect(serverWorld(app, room).federations.filter((f) => f.ai).length).toBe(serverWorld(app, room).aiFederations ? 3 : 0);

    // It is the game of slot 1 on disk at once, and a week advances.
    await until(async () => (await savedGame(app.storage, userId, 1))?.federationName === SAMPLE_GAME_FEDERATION_NAME);
    await room.request('advanceWeek', {});
    await until(() => room.state.calendar.week === 2);
    expect(room.state.calendar.toJSON()).toMatchObject({ week: 2, month: 'January', year: 2024 });
    expect(own(room).roster.size).toBe(10);

    // A plain New Game afterwards is the ordinary one, waiting for /setup in January 2025.
    await room.request('newGame', {});
    await until(() => !own(room).gameStarted);
    expect(room.state.calendar.toJSON()).toMatchObject({ week: 1, month: 'January', year: 2025 });
    expect(own(room).federation.funds).toBe(50_000);
    await room.leave();
  });
});
