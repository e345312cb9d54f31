// "This week around the world": the read-only getWorldWeek command answers with every
// federation's completed shows of the last completed week, the player's first, public figures only; it
// changes nothing and bad input gets a short sentence.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createFederation } from '#shared/sim/createFederation.ts';
import { TEST_NOW } from '#shared/sim/testing/worlds.ts';
import { advanceWeek } from '#shared/sim/week/advanceWeek.ts';
import { seatFederationId } from '#shared/sim/world.ts';
import { createWorld } from '#shared/sim/createWorld.ts';
import type { WorldWeek } from '#shared/sim/world/worldWeek.ts';
import { GameJournal } from '../persistence/gameJournal.ts';
import { playerBrowser, startTestApp, type TestApp } from '../test/harness.ts';
import { joinGame, refusal, snapshot, until } from '../test/roomHelpers.ts';
import { executeCommand } from '#shared/sim/commands/table.ts';

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

describe('getWorldWeek: this week around the world', () => {
  it("answers with the last completed week's shows of every federation, yours first, without a rival's money", async () => {
    const email = 'world-week@example.com';
    const browser = await playerBrowser(app, email);
    const userId = (await app.storage.findUserByEmail(email))!.id;
    const world = createWorld(11, { aiFederations: true });
    const me = seatFederationId(world);
    createFederation(world, me, { name: 'Home Wrestling', logo: '' }, world.rng, TEST_NOW);
    // Two weeks go by; the rivals hold shows (probability >= 0.6 a week each).
    for (let i = 0; i < 2; i += 1) advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    const rivalShows = world.shows.filter((s) => s.federationId !== me && s.weekIndex === 1 && s.hasBeenRun);
    expect(rivalShows.length).toBeGreaterThan(0);
    await new GameJournal(app.storage).start(userId, 1, world);

    const room = await joinGame(browser);
    await until(() => room.state.calendar.totalWeeksProgressed === 2);
    const before = snapshot(room);
    const { worldWeek } = (await room.request('getWorldWeek', {})) as { worldWeek: WorldWeek };
    expect(worldWeek.weekIndex).toBe(1);
    expect(worldWeek.federations[0]).toMatchObject({ name: 'Home Wrestling', isYou: true, shows: [] });
    const listed = worldWeek.federations.flatMap((f) => f.shows.map((s) => s.showId));
    expect(listed.toSorted()).toEqual(rivalShows.map((s) => s.id).toSorted());
    for (const show of worldWeek.federations.flatMap((f) => f.shows)) expect(show.rating).toBeGreaterThan(0);
    expect(worldWeek.best?.isYou).toBe(false);
    expect(JSON.stringify(worldWeek)).not.toMatch(/"(profit|revenue|funds)"/);

    const older = (await room.request('getWorldWeek', { weekIndex: 0 })) as { worldWeek: WorldWeek };
    expect(older.worldWeek.weekIndex).toBe(0);

    expect(await refusal(room.request('getWorldWeek', { weekIndex: -1 }))).toBe('Invalid getWorldWeek command: Week must be a whole number from 0');
    expect(await refusal(room.request('getWorldWeek', { weekIndex: 2 }))).toBe('That week has not been completed yet.');
    expect(snapshot(room)).toBe(before);
  });
});
