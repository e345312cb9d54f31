// What the fans say through the room: running a great show posts the fans' comment, which the read-only
// getFanComments answers with (all of the federation's, or one show's); the query changes nothing and syncs
// nothing, and a bad show id gets a sentence.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createFederation } from '#shared/sim/createFederation.ts';
import { createWorld } from '#shared/sim/createWorld.ts';
import type { SocialComment } from '#shared/sim/fans/socialComment.ts';
import { autoBook } from '#shared/sim/shows/autoBook.ts';
import { createShow } from '#shared/sim/shows/scheduling.ts';
import { TEST_NOW, withRoster } from '#shared/sim/testing/worlds.ts';
import { FAN_COMPARE_MIN_SHOWS } from '#shared/rules/fans.ts';
import { executeCommand } from '#shared/sim/commands/table.ts';
import { runShow } from '#shared/sim/shows/runShow.ts';
import { advanceWeek } from '#shared/sim/week/advanceWeek.ts';
import { seatFederationId } from '#shared/sim/world.ts';
import { GameJournal } from '../persistence/gameJournal.ts';
import { playerBrowser, startTestApp, type TestApp } from '../test/harness.ts';
import { joinGame, refusal, snapshot, until } from '../test/roomHelpers.ts';

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

describe('getFanComments: what the fans say', () => {
  it("answers with the great show's comment once it is run, for the federation and for that show", async () => {
    const email = 'fan-comments@example.com';
    const browser = await playerBrowser(app, email);
    const userId = (await app.storage.findUserByEmail(email))!.id;
    const world = createWorld(41);
    const me = seatFederationId(world);
    createFederation(world, me, { name: 'Crowd Pleasers', logo: '' }, world.rng, TEST_NOW);
    const federation = world.federations.find((f) => f.id === me)!;
    const roster = withRoster(world, 6);
    const setSkills = (value: number) => {
      for (const w of roster) for (const skill of Object.keys(w.skills) as Array<keyof typeof w.skills>) w.skills[skill] = value;
    };
    // Five ordinary weeks give the fans shows to compare with (rules/fans.ts FAN_COMPARE_MIN_SHOWS)...
    setSkills(40);
    for (let week = 0; week < FAN_COMPARE_MIN_SHOWS; week += 1) {
      federation.funds = 500_000;
      for (const w of roster) if (w.contract) w.contract.weeksRemaining = 12;
      const ordinary = createShow(world, me, { name: `Warm-up ${week + 1}`, weeksAhead: 0, venueId: 'cellar_door', ticketPrice: 15, frequency: 'special' });
      autoBook(world, me, ordinary.id);
      runShow(world, me, ordinary.id, world.rng, TEST_NOW);
      advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    }
    // ...then the roster at its best: the next main event beats them all.
    setSkills(98);
    for (const w of roster) {
      w.popularity = 95;
      w.status = 'active';
    }
    federation.funds = 500_000;
    const show = createShow(world, me, { name: 'Big Night', weeksAhead: 0, venueId: 'cellar_door', ticketPrice: 15, frequency: 'special' });
    autoBook(world, me, show.id);
    await new GameJournal(app.storage).start(userId, 1, world);

    const room = await joinGame(browser);
    await until(() => room.state.calendar !== undefined);
    const earlier = ((await room.request('getFanComments', {})) as { fanComments: SocialComment[] }).fanComments;
    expect(earlier.some((c) => c.showId === show.id)).toBe(false);

    await room.request('runShow', { showId: show.id });
    const before = snapshot(room);
    const { fanComments } = (await room.request('getFanComments', {})) as { fanComments: SocialComment[] };
    const great = fanComments.find((c) => c.topic === 'great_main_event');
    expect(great).toMatchObject({ federationId: me, showId: show.id, href: '/shows', followers: { change: 1_500 } });
    expect(great!.text).toContain('Big Night');
    expect(great!.handle).toMatch(/^@/);
    const ofShow = (await room.request('getFanComments', { showId: show.id })) as { fanComments: SocialComment[] };
    expect(ofShow.fanComments.map((c) => c.id)).toEqual(fanComments.filter((c) => c.showId === show.id).map((c) => c.id));
    expect(((await room.request('getFanComments', { showId: 'show-none' })) as { fanComments: SocialComment[] }).fanComments).toEqual([]);
    expect(await refusal(room.request('getFanComments', { showId: 7 }))).toBe('Invalid getFanComments command: Show id must be a text');
    expect(snapshot(room)).toBe(before);
  });
});
