import { AI_SHUTDOWN_REASONS } from '#shared/rules/ai.ts';
import { describe, expect, it } from 'vitest';
import type { SimEvent } from '../events.ts';
import { startedWorld, TEST_NOW } from '../testing/worlds.ts';
import { aiProfileOf, isRunning } from '../ai/profile.ts';
import { foundAiFederation } from '../ai/found.ts';
import { closeAiFederation } from '../ai/shutdown.ts';
import { type World } from '../world.ts';
import { openSeat } from '../createWorld.ts';
import { newFederation } from '../newFederation.ts';
import { advanceWeek, runWeekSteps } from './advanceWeek.ts';
import { forEachFederation, WEEK_STEPS, type WeekContext, type WeekStep } from './weekSteps.ts';
import { executeCommand } from '../commands/table.ts';

/** A started world with a second federation on the same rules (an AI-controlled one, as later slices add). */
function twoFederations(seed: number): World {
  const world = startedWorld(seed);
  world.federations.push(newFederation('rival', 'Rival Wrestling', 'ai'));
  return world;
}

/** The steps with `extra` inserted right after the step named `after`. */
function withStepAfter(after: string, extra: WeekStep): WeekStep[] {
  const at = WEEK_STEPS.findIndex((step) => step.name === after) + 1;
  expect(at).toBeGreaterThan(0);
  return [...WEEK_STEPS.slice(0, at), extra, ...WEEK_STEPS.slice(at)];
}

describe('the week steps', () => {
  it('run in the order of docs/rules/week.md "The week advance, step by step", each named once', () => {
    const names = WEEK_STEPS.map((step) => step.name);
    expect(names).toEqual([
      'showResults',
      'cancelUnrunShows',
      'tvDeals',
      'popularityWithoutShow',
      'fadeRivalries',
      'calendar',
      'morale',
      'fatigue',
      'training',
      'injuries',
      'contracts',
      'promises',
      'championships',
      'products',
      'ledger',
      'resetMerchandise',
      'cloneWeeklyShows',
      'tvNetworks',
      'aging',
      'rookies',
      'unsignedAsking',
      'aiFederations',
      'rivalryActions',
      'loans',
      'jointShows',
      'diplomacyOffers',
      'fans',
      'staffReports',
      'market',
      'compactHistory',
      'openWeek',
      'yearEnd',
    ]);
    expect(new Set(names).size).toBe(names.length);
  });

  it('act for every federation of the world, not only the player\'s', () => {
    const world = twoFederations(5);
    const rival = world.federations[1]!;
    const events = advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    for (const federationId of ['player', 'rival']) {
      expect(events).toContainEqual(expect.objectContaining({ kind: 'popularityChanged', federationId, from: 10, to: 9.8 }));
      expect(events).toContainEqual(expect.objectContaining({ kind: 'ledgerSettled', federationId }));
    }
    expect(rival.popularity).toBe(9.8);
    expect(rival.weekOpening).toEqual({ funds: rival.funds, popularity: 9.8, wrestlers: 0 });
    expect(rival.lastWeekOpening.popularity).toBe(10);
  });

  it('a step added to the list runs once for each federation in the world\'s order, on the week that ended', () => {
    const world = twoFederations(5);
    const seen: Array<{ federation: string; ended: number; now: number; calendar: number }> = [];
    const aiShows: WeekStep = {
      name: 'aiShows',
      run: forEachFederation((w, federation, week: WeekContext) => {
        seen.push({ federation: federation.id, ended: week.ended.totalWeeksProgressed, now: week.now, calendar: w.calendar.totalWeeksProgressed });
      }),
    };
    runWeekSteps(world, withStepAfter('tvNetworks', aiShows), world.rng, TEST_NOW, executeCommand);
    expect(seen).toEqual([
      { federation: 'player', ended: 0, now: TEST_NOW, calendar: 1 },
      { federation: 'rival', ended: 0, now: TEST_NOW, calendar: 1 },
    ]);
  });

  it('put the new date first in the report, then the headline changes, then the week in step order', () => {
    const world = twoFederations(5);
    const note = (text: string): SimEvent => ({ kind: 'showNotRun', federationId: 'test', showId: text, name: text, reason: text });
    const steps = withStepAfter('openWeek', { name: 'late', run: () => [note('late happening')] });
    steps.unshift({ name: 'early', run: () => [note('early happening')] }, { name: 'earlyHeadline', report: 'headline', run: () => [note('early headline')] });
    const events = runWeekSteps(world, steps, world.rng, TEST_NOW, executeCommand);
    expect(events[0]).toEqual({ kind: 'weekAdvanced', week: 2, month: 'January', year: 2025 });
    expect(events.slice(1, 4).map((e) => (e.kind === 'popularityChanged' ? e.federationId : e.kind === 'showNotRun' ? e.name : e.kind))).toEqual([
      'early headline',
      'player',
      'rival',
    ]);
    expect(events[4]).toEqual(note('early happening'));
    expect(events.at(-1)).toEqual(note('late happening'));
  });

  it('draw from the generator in step order only: the same world advanced twice the same way ends the same', () => {
    const a = twoFederations(9);
    const b = twoFederations(9);
    for (let i = 0; i < 10; i += 1) {
      expect(advanceWeek(a, a.rng, TEST_NOW, executeCommand)).toEqual(advanceWeek(b, b.rng, TEST_NOW, executeCommand));
    }
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });
});

describe('the per-federation week steps skip a federation that does not run', () => {
  /** A started world with AI federations, one of them closed, and a second player seat nobody has founded yet. */
  function withClosedAndUnfounded(seed: number) {
    const world = startedWorld(seed);
    world.aiFederations = true;
    const { federation: closed } = foundAiFederation(world, 'medium', world.rng);
    closeAiFederation(world, closed, aiProfileOf(closed)!, AI_SHUTDOWN_REASONS.broke);
    const seat = openSeat(world, 'guest', 'guest');
    return { world, closed, seat };
  }

  it('a closed AI federation and an unfounded seat are not settled, offered TV deals, or moved in popularity', () => {
    const { world, closed, seat } = withClosedAndUnfounded(11);
    const before = { closed: structuredClone(closed), seat: structuredClone(seat) };
    const events: SimEvent[] = [];
    for (let i = 0; i < 3; i += 1) events.push(...advanceWeek(world, world.rng, TEST_NOW, executeCommand));
    for (const federation of [closed, seat]) {
      expect(events.filter((e) => 'federationId' in e && e.federationId === federation.id)).toEqual([]);
    }
    for (const [now, then] of [[closed, before.closed], [seat, before.seat]] as const) {
      expect(now.funds).toBe(then.funds);
      expect(now.popularity).toBe(then.popularity);
      expect(now.ledger).toEqual(then.ledger);
      expect(now.tvNetworks).toEqual(then.tvNetworks);
      expect(now.weekOpening).toEqual(then.weekOpening);
      expect(now.staffReports).toEqual(then.staffReports);
    }
    expect(isRunning(closed)).toBe(false);
    expect(isRunning(seat)).toBe(false);
    // The player's own federation still runs its week.
    expect(events).toContainEqual(expect.objectContaining({ kind: 'ledgerSettled', federationId: 'player' }));
  });
});
