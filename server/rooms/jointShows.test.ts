// Joint shows through the real room (docs/rules/diplomacy.md "Joint shows"): the quote and a refused
// proposal change nothing; a proposal the rival turns down is answered with the spec's sentence; one it
// accepts is listed, becomes a show of the player two weeks later (the jointShowReady event, the show
// synced at the Joint Event Arena), the partner's roster is read and booked beside the player's, and the
// night pays the joint show line.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { JOINT_SHOW_REJECTION } from '#shared/rules/diplomacy.ts';
import { rngDrawing } from '#shared/sim/testing/jointWorld.ts';
import { withRoster } from '#shared/sim/testing/worlds.ts';
import { rosterOf } from '#shared/sim/roster/wrestler.ts';
import type { World } from '#shared/sim/world.ts';
import { startTestApp, type TestApp } from '../test/harness.ts';
import { foundedRoom, own, paced, refusal, serverWorld, snapshot, until } from '../test/roomHelpers.ts';

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

function rivalOf(world: World) {
  const home = world.federations.find((f) => f.controller === 'player')!;
  const rival = world.federations.filter((f) => f.controller === 'ai').sort((a, b) => rosterOf(world, b.id).length - rosterOf(world, a.id).length)[0]!;
  return { home, rival };
}

describe('joint shows through the room', () => {
  it('quotes, refuses bad terms changing nothing, and answers a turned-down proposal with the spec sentence', async () => {
    const room = await foundedRoom(app, 'joint-no', 'Home Wrestling');
    const world = serverWorld(app, room);
    const { rival } = rivalOf(world);
    const terms = { partnerId: rival.id, type: 'supershow', split: 50, weeksAhead: 2 };
    const { jointShowQuote } = await room.request('quoteJointShow', terms);
    expect(jointShowQuote.refusal).toBeNull();
    expect(jointShowQuote.matches).toBe(5);
    expect(jointShowQuote.income.max).toBeGreaterThan(jointShowQuote.income.min);
    const before = snapshot(room);
    expect(await refusal(room.request('proposeJointShow', { ...terms, type: 'wedding' }))).toMatch(/^Invalid proposeJointShow command: /);
    expect(await refusal(room.request('proposeJointShow', { ...terms, split: 95 }))).toBe('Your share must be a whole percentage from 10% to 90%.');
    expect(await refusal(room.request('proposeJointShow', { ...terms, weeksAhead: 1 }))).toBe('A joint show is held 2 to 8 weeks from now.');
    expect(snapshot(room)).toBe(before);
    expect(world.jointShows).toHaveLength(0);

    world.rng.state = rngDrawing(0.97, 1).rng.state;
    const { events, jointShow } = await paced(() => room.request('proposeJointShow', terms));
    expect(jointShow).toMatchObject({ status: 'rejected', otherFederationId: rival.id, yourSplit: 50 });
    expect(events[0]).toMatchObject({ kind: 'federationInteraction', action: 'jointShowRejected', text: JOINT_SHOW_REJECTION });
    const { jointShows } = await room.request('getJointShows', { otherFederationId: rival.id });
    expect(jointShows.map((j: { status: string }) => j.status)).toEqual(['rejected']);
    await room.leave();
  });

  it('agrees one, announces it two weeks later, books both rosters and pays the joint show line', async () => {
    const room = await foundedRoom(app, 'joint-yes', 'Home Wrestling');
    const world = serverWorld(app, room);
    const { home, rival } = rivalOf(world);
    withRoster(world, 4, home.id);
    world.rng.state = rngDrawing(0, 0.03).rng.state;
    const { jointShow } = await paced(() => room.request('proposeJointShow', { partnerId: rival.id, type: 'invasion', split: 50, weeksAhead: 2 }));
    expect(jointShow).toMatchObject({ status: 'accepted', youHost: true, showId: null });

    await paced(() => room.request('advanceWeek', { unrunShows: 'skip' }));
    const { events } = await paced(() => room.request('advanceWeek', { unrunShows: 'skip' }));
    const ready = events.find((e: { kind: string }) => e.kind === 'jointShowReady');
    expect(ready).toMatchObject({ federationId: home.id });
    await until(() => own(room).shows.get(ready.showId) !== undefined);
    expect(own(room).shows.get(ready.showId)!.toJSON()).toMatchObject({ venueId: 'joint_event_arena', venue: 'Joint Event Arena', venueCapacity: 15_000, ticketPrice: 50, isComplete: false });

    const { jointShowRoster } = await room.request('getJointShowRoster', { showId: ready.showId });
    expect(jointShowRoster.partnerId).toBe(rival.id);
    expect(jointShowRoster.wrestlers.map((w: { id: string }) => w.id).sort()).toEqual(rosterOf(world, rival.id).map((w) => w.id).sort());
    const mine = rosterOf(world, home.id).find((w) => w.status === 'active')!;
    const theirs = jointShowRoster.wrestlers.find((w: { status: string }) => w.status === 'active');
    await paced(() => room.request('addMatch', { showId: ready.showId, type: 'singles', stipulation: 'standard', participants: [mine.id, theirs.id], championshipId: null, isExhibition: false, title: '' }));
    await until(() => own(room).shows.get(ready.showId)!.matchCount === 1);

    home.funds = Math.max(home.funds, 50_000);
    await paced(() => room.request('runShow', { showId: ready.showId }));
    await until(() => own(room).shows.get(ready.showId)!.isComplete);
    const line = own(room).currentLines.toJSON().find((l: { kind: string }) => l.kind === 'joint_show');
    expect(line?.label).toMatch(/^Joint show: .* \(50% of \$[\d,]+\)$/);
    expect(own(room).currentLines.toJSON().some((l: { kind: string }) => l.kind === 'tickets')).toBe(false);
    await room.leave();
  });
});
