import { describe, expect, it } from 'vitest';
import { SIM_TO_WEEK_MAX_WEEKS } from '#shared/rules/nextWeek.ts';
import { executeCommand } from '../commands/table.ts';
import type { SimEvent } from '../events.ts';
import { SimRefusal } from '../refusal.ts';
import { addMatch } from '../shows/booking.ts';
import { createShow } from '../shows/scheduling.ts';
import { player, startedWorld, TEST_NOW, twoSeatWorld, withRoster } from '../testing/worlds.ts';
import type { World } from '../world.ts';
import { advanceWeekFor, simToWeek, stopReasons } from './nextWeek.ts';

const ctx = { now: TEST_NOW };

/** A week with a booked weekly show and an empty special, both unrun, and a roster of 6 with long contracts. */
function weekWithShows(seed: number): World {
  const world = startedWorld(seed);
  player(world).funds = 500_000;
  const roster = withRoster(world, 6);
  for (const w of roster) w.contract!.weeksRemaining = 60;
  const tv = createShow(world, 'player', { name: 'Harbor TV', weeksAhead: 0, venueId: 'cellar_door', ticketPrice: 10, frequency: 'weekly' });
  addMatch(world, 'player', tv.id, { type: 'singles', stipulation: 'standard', participants: [roster[0]!.id, roster[1]!.id], championshipId: null, isExhibition: false, title: '' });
  createShow(world, 'player', { name: 'One Night', weeksAhead: 0, venueId: 'cellar_door', ticketPrice: 12, frequency: 'special' });
  return world;
}

const kinds = (events: readonly SimEvent[], kind: SimEvent['kind']) => events.filter((e) => e.kind === kind && 'federationId' in e && e.federationId === 'player');

describe('Next Week running the unrun shows (one rule for the dialog and the setting)', () => {
  it('"run": the booked card runs as booked, the empty card is auto-booked, then the week advances; nothing is cancelled', () => {
    const world = weekWithShows(7);
    const shows = world.shows.filter((s) => s.weekIndex === 0);
    const booked = shows[0]!.segments.map((s) => s.id);
    const events = executeCommand(world, 'advanceWeek', 'player', { unrunShows: 'run' }, ctx).events;
    expect(events[0]!.kind).toBe('weekAdvanced');
    expect(kinds(events, 'showRunForYou')).toEqual([
      { kind: 'showRunForYou', federationId: 'player', showId: shows[0]!.id, name: 'Harbor TV', autoBooked: false },
      { kind: 'showRunForYou', federationId: 'player', showId: shows[1]!.id, name: 'One Night', autoBooked: true },
    ]);
    expect(kinds(events, 'showCompleted').map((e) => e.kind === 'showCompleted' && e.name)).toEqual(['Harbor TV', 'One Night']);
    expect(kinds(events, 'showCancelled')).toEqual([]);
    expect(kinds(events, 'popularityChanged').filter((e) => e.kind === 'popularityChanged' && e.reason === 'No show was completed this week')).toEqual([]);
    expect(world.shows.find((s) => s.id === shows[0]!.id)!.segments.map((s) => s.id)).toEqual(booked);
    expect(player(world).lastWeekReport!.events).toEqual(events);
    expect(world.calendar.totalWeeksProgressed).toBe(1);
  });

  it('without a choice it follows the setting: off skips (as before), on runs', () => {
    const off = weekWithShows(7);
    const skipped = executeCommand(off, 'advanceWeek', 'player', {}, ctx).events;
    expect(kinds(skipped, 'showCancelled').map((e) => e.kind === 'showCancelled' && e.name)).toEqual(['Harbor TV', 'One Night']);
    expect(kinds(skipped, 'showRunForYou')).toEqual([]);

    const on = weekWithShows(7);
    executeCommand(on, 'setAutoRunShows', 'player', { enabled: true }, ctx);
    expect(player(on).autoRunShows).toBe(true);
    const ran = executeCommand(on, 'advanceWeek', 'player', {}, ctx).events;
    expect(kinds(ran, 'showRunForYou')).toHaveLength(2);
    expect(kinds(ran, 'showCancelled')).toEqual([]);
    // "skip" overrides the setting (the dialog's "Skip them and advance").
    const again = weekWithShows(7);
    player(again).autoRunShows = true;
    expect(kinds(executeCommand(again, 'advanceWeek', 'player', { unrunShows: 'skip' }, ctx).events, 'showCancelled')).toHaveLength(2);
  });

  it('a show that cannot run is reported with the reason and cancelled, not skipped silently', () => {
    const world = weekWithShows(7);
    const harbor = world.shows.find((s) => s.name === 'Harbor TV')!;
    const booked = world.wrestlers.find((w) => w.id === (harbor.segments[0] as { participants: string[] }).participants[0])!;
    booked.status = 'injured';
    booked.injury = { description: 'Sprained ankle', weeksRemaining: 3 };
    const events = executeCommand(world, 'advanceWeek', 'player', { unrunShows: 'run' }, ctx).events;
    expect(kinds(events, 'showNotRun')).toEqual([
      { kind: 'showNotRun', federationId: 'player', showId: harbor.id, name: 'Harbor TV', reason: `${booked.name} cannot appear (injured): change the card first.` },
    ]);
    expect(kinds(events, 'showCancelled').map((e) => e.kind === 'showCancelled' && e.name)).toEqual(['Harbor TV']);
    expect(kinds(events, 'showRunForYou').map((e) => e.kind === 'showRunForYou' && e.name)).toEqual(['One Night']);
  });
});

describe('Sim to week N', () => {
  it('reaches the target week when nothing needs the player, and says so', () => {
    const world = weekWithShows(7);
    // No offer waits in these weeks: every network is on cooldown.
    for (const n of player(world).tvNetworks) {
      n.currentOffer = null;
      n.cooldownUntilWeek = 99;
    }
    const { sim } = executeCommand(world, 'simToWeek', 'player', { targetWeek: 3, unrunShows: 'run' }, ctx);
    expect(world.calendar.totalWeeksProgressed).toBe(3);
    expect(sim).toEqual({ weeks: 3, date: 'Week 4, January 2025', stoppedEarly: false, reasons: [], message: 'Reached Week 4, January 2025.' });
    // Each week's weekly show was cloned empty, auto-booked and run.
    expect(world.shows.filter((s) => s.name === 'Harbor TV' && s.isComplete).map((s) => s.weekIndex)).toEqual([0, 1, 2]);
  });

  it('stops after the week that brings a contract to its last week, not one week before (boundary)', () => {
    for (const [weeksRemaining, stopAt] of [
      [2, 1],
      [3, 2],
    ] as const) {
      const world = weekWithShows(7);
      for (const n of player(world).tvNetworks) n.cooldownUntilWeek = 99;
      for (const n of player(world).tvNetworks) n.currentOffer = null;
      const ace = world.wrestlers.find((w) => w.federationId === 'player')!;
      ace.contract!.weeksRemaining = weeksRemaining;
      const { sim } = simToWeek(world, 'player', 10, 'run', world.rng, TEST_NOW, executeCommand);
      expect(world.calendar.totalWeeksProgressed).toBe(stopAt);
      expect(sim.stoppedEarly).toBe(true);
      expect(sim.reasons).toEqual([`${ace.name}'s contract ends next week.`]);
      expect(sim.message).toBe(`Stopped at Week ${stopAt + 1}, January 2025: ${ace.name}'s contract ends next week.`);
    }
  });

  it('stops on a TV offer and on bills it cannot pay', () => {
    const offer = weekWithShows(7);
    const local = player(offer).tvNetworks.find((n) => n.networkId === 'local_community_tv')!;
    for (const n of player(offer).tvNetworks) n.cooldownUntilWeek = n === local ? 2 : 99;
    for (const n of player(offer).tvNetworks) n.currentOffer = null;
    local.isUnlocked = true;
    const first = simToWeek(offer, 'player', 10, 'run', offer.rng, TEST_NOW, executeCommand).sim;
    expect(first.weeks).toBe(2);
    expect(first.reasons).toEqual(['Local Community TV made you a TV offer.']);

    const broke = weekWithShows(7);
    player(broke).funds = 0;
    const sim = simToWeek(broke, 'player', 10, 'skip', broke.rng, TEST_NOW, executeCommand).sim;
    expect(sim.weeks).toBe(1);
    expect(sim.reasons[0]).toBe('Your federation could not pay its bills.');
  });

  it("stops on an injury to a champion, not to anyone else's injury", () => {
    const world = weekWithShows(7);
    const [champ, other] = world.wrestlers.filter((w) => w.federationId === 'player');
    executeCommand(world, 'createChampionship', 'player', { name: 'Harbor Heavyweight Title', holderId: champ!.id }, ctx);
    const injured = (w: typeof champ): SimEvent => ({ kind: 'wrestlerInjured', federationId: 'player', wrestlerId: w!.id, name: w!.name, weeks: 2 });
    const noBills = (reasons: string[]) => reasons.filter((r) => !r.startsWith('Your funds'));
    expect(noBills(stopReasons(world, 'player', [injured(other)]))).toEqual([]);
    expect(noBills(stopReasons(world, 'player', [injured(champ)]))).toEqual([`${champ!.name}, holder of the Harbor Heavyweight Title, is injured for 2 weeks.`]);
    // Another federation's events never stop the player.
    expect(noBills(stopReasons(world, 'player', [{ kind: 'contractExpiring', federationId: 'ai-1', wrestlerId: 'x', name: 'Someone' }]))).toEqual([]);
  });

  it('stops for an offer the player can still take, never for one withdrawn or on a network a rival airs on', () => {
    const world = twoSeatWorld(7);
    const local = player(world).tvNetworks.find((n) => n.networkId === 'local_community_tv')!;
    const event: SimEvent = { kind: 'tvOffer', federationId: 'player', networkId: local.networkId, network: 'Local Community TV' };
    const tvReasons = (reasons: string[]) => reasons.filter((r) => r.includes('TV offer'));
    local.currentOffer = null;
    expect(tvReasons(stopReasons(world, 'player', [event]))).toEqual([]);
    local.currentOffer = { paymentStructure: 'per_episode', paymentAmount: 500, lengthWeeks: 12, minimumViewershipTarget: 1000, minimumShowRatingTarget: 1, expiresWeek: 9 } as NonNullable<typeof local.currentOffer>;
    expect(tvReasons(stopReasons(world, 'player', [event]))).toEqual(['Local Community TV made you a TV offer.']);
    // A rival takes the network in the same advance: the player cannot accept, so it does not stop.
    const rival = world.federations.find((f) => f.id === 'rival')!;
    rival.broadcastDeals.push({ id: 'deal-r', networkId: local.networkId, showId: 'x', paymentStructure: 'per_episode', paymentAmount: 500, lengthWeeks: 12, startWeek: 0, endWeek: 11, minimumViewershipTarget: 0, minimumShowRatingTarget: 0, totalEarnings: 0, performanceHistory: [], missedInARow: 0, isActive: true, endedReason: null });
    expect(tvReasons(stopReasons(world, 'player', [event]))).toEqual([]);
  });

  it('stops with no roster (one wrestler left does not stop it, none does)', () => {
    const world = weekWithShows(7);
    for (const n of player(world).tvNetworks) {
      n.currentOffer = null;
      n.cooldownUntilWeek = 99;
    }
    const roster = world.wrestlers.filter((w) => w.federationId === 'player');
    const [keep, ...rest] = roster;
    for (const w of rest) {
      w.federationId = null;
      w.contract = null;
    }
    const noRoster = 'You have no wrestlers under contract: sign some on the Roster page.';
    expect(stopReasons(world, 'player', [])).not.toContain(noRoster);
    keep!.federationId = null;
    keep!.contract = null;
    expect(stopReasons(world, 'player', [])).toContain(noRoster);
    const { sim } = simToWeek(world, 'player', 13, 'skip', world.rng, TEST_NOW, executeCommand);
    expect(sim.weeks).toBe(1);
    expect(sim.stoppedEarly).toBe(true);
    expect(sim.reasons).toContain(noRoster);
  });

  it('stops when no show is booked: a special alone stops after its week, a weekly show does not', () => {
    const noShow = 'You have no show booked: book one on the Shows page.';
    const special = startedWorld(7);
    player(special).funds = 500_000;
    for (const w of withRoster(special, 6)) w.contract!.weeksRemaining = 60;
    for (const n of player(special).tvNetworks) {
      n.currentOffer = null;
      n.cooldownUntilWeek = 99;
    }
    createShow(special, 'player', { name: 'One Night', weeksAhead: 0, venueId: 'cellar_door', ticketPrice: 12, frequency: 'special' });
    expect(stopReasons(special, 'player', [])).not.toContain(noShow);
    const { sim } = simToWeek(special, 'player', 10, 'run', special.rng, TEST_NOW, executeCommand);
    expect(sim.weeks).toBe(1);
    expect(sim.reasons).toEqual([noShow]);

    const weekly = weekWithShows(7);
    for (const n of player(weekly).tvNetworks) {
      n.currentOffer = null;
      n.cooldownUntilWeek = 99;
    }
    expect(simToWeek(weekly, 'player', 3, 'run', weekly.rng, TEST_NOW, executeCommand).sim.reasons).toEqual([]);
  });

  it('refuses a target it cannot reach, changing nothing', () => {
    const world = weekWithShows(7);
    const before = JSON.stringify(world);
    expect(() => executeCommand(world, 'simToWeek', 'player', { targetWeek: 0 }, ctx)).toThrow(new SimRefusal('Pick a week after this one.'));
    expect(() => executeCommand(world, 'simToWeek', 'player', { targetWeek: SIM_TO_WEEK_MAX_WEEKS + 1 }, ctx)).toThrow(new SimRefusal('Sim to week goes at most 52 weeks ahead.'));
    expect(JSON.stringify(world)).toBe(before);
  });

  it('advanceWeekFor refuses before the federation exists', () => {
    const world = startedWorld(3);
    player(world).founded = false;
    expect(() => advanceWeekFor(world, 'player', 'run', world.rng, TEST_NOW, executeCommand)).toThrow('Create your federation before advancing the week.');
  });
});
