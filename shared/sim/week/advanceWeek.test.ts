import { describe, expect, it } from 'vitest';
import { startedWorld as createWorld, TEST_NOW } from '../testing/worlds.ts';
import { playerFederation } from '../world.ts';
import { createWorld as freshWorld } from '../createWorld.ts';
import { advanceWeek as advance } from './advanceWeek.ts';
import type { World } from '../world.ts';
import { executeCommand } from '../commands/table.ts';

const advanceWeek = (world: World) => advance(world, world.rng, TEST_NOW, executeCommand);
/** The kinds of events other than the ledger's weekly settlement (which every week has). */
const kindsBesidesLedger = (events: Array<{ kind: string }>) => events.map((e) => e.kind).filter((k) => k !== 'ledgerSettled' && k !== 'marketRefreshed');

describe('advanceWeek', () => {
  it('moves the calendar one week and reports the new date', () => {
    const world = createWorld(42);
    const events = advanceWeek(world);
    expect(world.calendar).toEqual({ week: 2, month: 'January', year: 2025, totalWeeksProgressed: 1 });
    expect(events[0]).toEqual({ kind: 'weekAdvanced', week: 2, month: 'January', year: 2025 });
  });

  it('keeps its report as the last week report, for /next-week after a reload', () => {
    const world = createWorld(42);
    expect(playerFederation(world).lastWeekReport).toBeNull();
    const events = advanceWeek(world);
    expect(playerFederation(world).lastWeekReport).toEqual({ week: 2, month: 'January', year: 2025, events });
    const next = advanceWeek(world);
    expect(playerFederation(world).lastWeekReport).toEqual({ week: 3, month: 'January', year: 2025, events: next });
  });

  it('drops popularity by 0.2 in a week without a completed show', () => {
    const world = createWorld(42);
    const events = advanceWeek(world);
    expect(playerFederation(world).popularity).toBe(9.8);
    expect(events).toContainEqual({ kind: 'popularityChanged', federationId: 'player', from: 10, to: 9.8, reason: 'No show was completed this week' });
    advanceWeek(world);
    advanceWeek(world);
    expect(playerFederation(world).popularity).toBe(9.4);
  });

  it('keeps popularity when a show was completed this week, and resets the count', () => {
    const world = createWorld(42);
    playerFederation(world).showsCompletedThisWeek = 1;
    const events = advanceWeek(world);
    expect(playerFederation(world).popularity).toBe(10);
    expect(kindsBesidesLedger(events)).toEqual(['weekAdvanced']);
    expect(playerFederation(world).showsCompletedThisWeek).toBe(0);
  });

  it('never takes popularity below 0', () => {
    const world = createWorld(42);
    playerFederation(world).popularity = 0.1;
    advanceWeek(world);
    expect(playerFederation(world).popularity).toBe(0);
    const events = advanceWeek(world);
    expect(playerFederation(world).popularity).toBe(0);
    expect(kindsBesidesLedger(events)).toEqual(['weekAdvanced']);
  });

  it('refuses to advance before the federation exists', () => {
    const world = freshWorld(42);
    expect(() => advanceWeek(world)).toThrow('Create your federation before advancing the week.');
    expect(world.calendar.week).toBe(1);
  });

  it('opens each new week with its figures, and keeps last week\'s opening for the dashboard', () => {
    const world = createWorld(42);
    advanceWeek(world);
    const afterOne = playerFederation(world);
    expect(afterOne.lastWeekOpening).toEqual({ funds: 50_000, popularity: 10, wrestlers: 0 });
    expect(afterOne.weekOpening).toEqual({ funds: afterOne.funds, popularity: 9.8, wrestlers: 0 });
    advanceWeek(world);
    expect(playerFederation(world).lastWeekOpening).toMatchObject({ popularity: 9.8 });
    expect(playerFederation(world).weekOpening).toMatchObject({ popularity: 9.6 });
  });

  it('reaches February after four advances', () => {
    const world = createWorld(1);
    for (let i = 0; i < 4; i += 1) advanceWeek(world);
    expect(world.calendar).toMatchObject({ week: 1, month: 'February', year: 2025 });
  });
});
