import { describe, expect, it } from 'vitest';
import { CONTRACT_LENGTHS_WEEKS } from '#shared/rules/contracts.ts';
import { SAMPLE_GAME_CONTRACT_WEEKS, SAMPLE_GAME_FEDERATION_LOGO, SAMPLE_GAME_FEDERATION_NAME, SAMPLE_GAME_FUNDS_USD, SAMPLE_GAME_POPULARITY, SAMPLE_GAME_ROSTER_SIZE } from '#shared/rules/sampleGame.ts';
import { executeCommand } from '../commands/table.ts';
import { createWorld } from '../createWorld.ts';
import { quoteContract } from '../roster/contractTerms.ts';
import { openToSign } from '../roster/demand.ts';
import { rosterOf } from '../roster/wrestler.ts';
import { TEST_NOW } from '../testing/worlds.ts';
import { checkWorld } from '../worldCheck.ts';
import { playerFederation, type World } from '../world.ts';
import { worldWeek } from '../world/worldWeek.ts';
import { createSampleWorld, sampleRoster } from './sampleWorld.ts';

const SEED = 2734;

function sample(seed = SEED, aiFederations = true): World {
  return createSampleWorld(seed, TEST_NOW, { aiFederations });
}

/** What every world must hold whatever was played (the sample's share of the property test's invariants). */
function expectSound(world: World): void {
  checkWorld(world);
  const federationIds = new Set(world.federations.map((f) => f.id));
  for (const wrestler of world.wrestlers) {
    if (wrestler.federationId === null) expect(wrestler.contract).toBeNull();
    else {
      expect(federationIds.has(wrestler.federationId)).toBe(true);
      expect(wrestler.contract!.weeksRemaining).toBeGreaterThanOrEqual(1);
    }
  }
  for (const federation of world.federations) {
    expect(federation.funds).toBeGreaterThanOrEqual(0);
    expect(federation.popularity).toBeGreaterThanOrEqual(0);
    expect(federation.popularity).toBeLessThanOrEqual(100);
    for (const id of federation.market) expect(world.wrestlers.find((w) => w.id === id)!.federationId).toBeNull();
  }
}

describe('the sample game', () => {
  it('starts with the spec figures: 10 wrestlers, $200,000, popularity 100, week 1 of January 2024', () => {
    const world = sample();
    const federation = playerFederation(world);
    expect(SAMPLE_GAME_ROSTER_SIZE).toBe(10);
    expect(SAMPLE_GAME_FUNDS_USD).toBe(200_000);
    expect(SAMPLE_GAME_POPULARITY).toBe(100);
    expect(rosterOf(world, federation.id)).toHaveLength(10);
    expect(federation.funds).toBe(200_000);
    expect(federation.popularity).toBe(100);
    expect(world.calendar).toEqual({ week: 1, month: 'January', year: 2024, totalWeeksProgressed: 0 });
    expect(federation.weekOpening).toEqual({ funds: 200_000, popularity: 100, wrestlers: 10 });
    // No signing bonus in the week's lines: the contracts were running before the game opened.
    expect(federation.currentLines).toEqual([]);
  });

  it('opens founded, named, with its logo, a market, staff candidates and a welcome that says what it is', () => {
    const world = sample();
    const federation = playerFederation(world);
    expect(federation.founded).toBe(true);
    expect(federation.name).toBe(SAMPLE_GAME_FEDERATION_NAME);
    expect(federation.logo).toBe(SAMPLE_GAME_FEDERATION_LOGO);
    expect(federation.market.length).toBeGreaterThan(0);
    expect(federation.staffCandidates.length).toBeGreaterThan(0);
    const welcome = world.messages.filter((m) => m.federationId === federation.id && m.type === 'welcome');
    expect(welcome).toHaveLength(1);
    expect(welcome[0]!.content).toContain('sample game');
    expect(welcome[0]!.content).toContain('$200,000');
    expect(welcome[0]!.year).toBe(2024);
  });

  it('signs the best-rated free agents left after the rivals founded theirs, on ordinary 26-week Permanent Deals at the quoted price', () => {
    const world = createWorld(SEED, { aiFederations: true, start: { week: 1, month: 'January', year: 2024, totalWeeksProgressed: 0 } });
    const before = playerFederation(world);
    before.popularity = 100;
    const expected = sampleRoster(world, before).map((w) => w.id);
    const free = world.wrestlers.filter((w) => openToSign(world, before, w));
    const tenthBest = Math.min(...free.filter((w) => expected.includes(w.id)).map((w) => w.totalPoints));
    // Nobody left out rates above the tenth chosen.
    expect(free.filter((w) => !expected.includes(w.id)).every((w) => w.totalPoints <= tenthBest)).toBe(true);

    const world2 = sample();
    const federation = playerFederation(world2);
    const roster = rosterOf(world2, federation.id);
    expect(roster.map((w) => w.id).sort()).toEqual([...expected].sort());
    expect(CONTRACT_LENGTHS_WEEKS).toContain(SAMPLE_GAME_CONTRACT_WEEKS);
    for (const wrestler of roster) {
      expect(wrestler.contract).toMatchObject({ type: 'permanent', weeksRemaining: 26, lengthWeeks: 26, signedWeek: 0 });
      // The free agent's own price for the deal (no competing interest can lower it).
      expect(wrestler.contract!.salary).toBeGreaterThanOrEqual(quoteContract(wrestler, { source: 'freeAgent', type: 'permanent', weeks: 26 }).salary);
      expect(federation.market).not.toContain(wrestler.id);
    }
    // The rivals keep the rosters a normal new game gives them.
    const normal = createWorld(SEED, { aiFederations: true });
    for (const rival of normal.federations.filter((f) => f.ai)) {
      expect(rosterOf(world2, rival.id).map((w) => w.id)).toEqual(rosterOf(normal, rival.id).map((w) => w.id));
    }
  });

  it('is the same world for the same seed, and holds the invariants', () => {
    expect(JSON.stringify(sample(77))).toBe(JSON.stringify(sample(77)));
    expectSound(sample(77));
    expectSound(sample(5, false));
  });

  it('advances a week to week 2 of January 2024 with its invariants holding', () => {
    const world = sample();
    const federation = playerFederation(world);
    executeCommand(world, 'advanceWeek', federation.id, {}, { now: TEST_NOW });
    expect(world.calendar).toMatchObject({ week: 2, month: 'January', year: 2024, totalWeeksProgressed: 1 });
    expect(rosterOf(world, federation.id)).toHaveLength(10);
    expect(federation.lastWeekReport).toMatchObject({ week: 2, month: 'January', year: 2024 });
    // The world's pages date its weeks from its own start, not a new game's year.
    expect(worldWeek(world, federation.id)).toMatchObject({ weekIndex: 0, week: 1, month: 'January', year: 2024 });
    expectSound(world);
  });
});
