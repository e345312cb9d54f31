import { describe, expect, it } from 'vitest';
import { createFederation } from '#shared/sim/createFederation.ts';
import { activeAiFederations } from '#shared/sim/ai/profile.ts';
import { TEST_NOW } from '#shared/sim/testing/worlds.ts';
import { seatFederationId } from '#shared/sim/world.ts';
import { createWorld } from '#shared/sim/createWorld.ts';
import { aiPromoter } from '#shared/sim/ai/controller.ts';
import { rosterOf } from '#shared/sim/roster/wrestler.ts';
import { NOW } from './attempt.ts';
import { playCareer, playerRank, strategyController, type CareerResult, type Strategy, type YearPoint } from './career.ts';
import { catchUp, rivalGoals, rivalYearLine, turnoverGoals } from './rivals.ts';
import { executeCommand } from '#shared/sim/commands/table.ts';

function year(partial: Partial<YearPoint>): YearPoint {
  return { funds: 0, popularity: 0, rank: 4, aiCount: 3, aiFunds: [1_000, 2_000, 3_000], aiPopularity: [20, 50, 90], closed: 0, emerged: 0, expenseWeeks: 10, ...partial };
}

function career(strategy: Strategy, seed: number, partial: Partial<CareerResult>): CareerResult {
  return {
    strategy,
    seed,
    years: [year({}), year({}), year({})],
    hitZeroFunds: false,
    tookLoan: false,
    gameOver: false,
    firstTvDealWeek: null,
    bestNetworkViewers: 0,
    showRatings: [],
    weekReached50: null,
    weekReached90: null,
    weekReached25: null,
    titleChanges: 0,
    largestAheadYear1: true,
    weekPassedSmallest: null,
    weekTopTwo: null,
    ...partial,
  };
}

describe('the player among its rivals: rank, the catch-up goal and strategies', () => {
  it('ranks the player among the active federations by popularity, a tie keeping the player ahead (seed 7)', () => {
    const world = createWorld(7, { aiFederations: true });
    createFederation(world, seatFederationId(world), { name: 'Rank Wrestling', logo: '' }, world.rng, TEST_NOW);
    const player = world.federations.find((f) => f.id === seatFederationId(world))!;
    const [large, medium, small] = activeAiFederations(world).sort((a, b) => b.popularity - a.popularity);
    expect(activeAiFederations(world)).toHaveLength(3);
    player.popularity = 0;
    expect(playerRank(world, player)).toBe(4);
    player.popularity = small!.popularity + 0.01;
    expect(playerRank(world, player)).toBe(3);
    player.popularity = medium!.popularity;
    expect(playerRank(world, player)).toBe(2);
    player.popularity = large!.popularity + 1;
    expect(playerRank(world, player)).toBe(1);
    // A closed federation is no longer a rival.
    player.popularity = small!.popularity + 0.01;
    large!.ai!.isActive = false;
    expect(playerRank(world, player)).toBe(2);
  });

  it('a seeded year in the AI world: the largest rival stays ahead of a new player, whose rank and rivals are recorded', () => {
    const result = playCareer('help-follower', 1_000, 1);
    expect(result.largestAheadYear1).toBe(true);
    const [first] = result.years;
    expect(first!.aiCount).toBeGreaterThanOrEqual(3);
    expect(first!.aiPopularity).toHaveLength(first!.aiCount);
    expect(first!.rank).toBe(1 + first!.aiPopularity.filter((p) => p > first!.popularity).length);
    expect(first!.rank).toBeGreaterThan(1);
    // The lone world has no rivals: rank 1, no rival figures, no rival goals to meet.
    const lone = playCareer('help-follower', 1_000, 1, 'lone');
    expect(lone.years[0]).toMatchObject({ rank: 1, aiCount: 0, aiPopularity: [], closed: 0, emerged: 0 });
    expect(lone.largestAheadYear1).toBe(false);
  }, 60_000);

  it('the catch-up goal needs one sensible strategy to pass the smallest rival within a year and reach the top two within three, in half its careers', () => {
    const frugal = [career('frugal', 1, { weekPassedSmallest: 40, weekTopTwo: 150 }), career('frugal', 2, { weekPassedSmallest: 60, weekTopTwo: 100 }), career('frugal', 3, { weekPassedSmallest: 30, weekTopTwo: null })];
    expect(catchUp(frugal, 'frugal', 3)).toEqual({ passed: 2 / 3, topTwo: 2 / 3 });
    const goals = rivalGoals(frugal, 3);
    expect(goals[0]).toEqual(['the largest AI federation stays ahead of a new player through the first year', true, 'in 100% of all careers']);
    expect(goals[1]![1]).toBe(true);
    expect(goals[1]![2]).toContain('frugal 67% / 67%');
    // Passing the smallest in year 2 and the top two in year 4 are too late.
    const late = [career('frugal', 1, { weekPassedSmallest: 53, weekTopTwo: 157 }), career('tv-first', 1, { weekPassedSmallest: 10, largestAheadYear1: false })];
    const [ahead, caught] = rivalGoals(late, 3);
    expect(ahead![1]).toBe(false);
    expect(caught![1]).toBe(false);
  });

  it("prints a year's rank, rivals, closures and the funds as weeks of expenses", () => {
    const careers = [career('frugal', 1, { years: [year({ rank: 2, closed: 1, emerged: 2, expenseWeeks: 12 })] }), career('frugal', 2, { years: [year({ rank: 5, expenseWeeks: 20 })] })];
    expect(rivalYearLine(careers, 0)).toBe(
      '  year 1: rank 5 (median; top two 50%)   rivals 3.0 active, funds $2k ($1k - $3k), popularity 50.0 (20.0 - 90.0)   closed 0.5, emerged 1.0   funds: 20 weeks of expenses (median)',
    );
  });

  it('a strategy is a controller like the AI promoter: both act on their own federation through the command table', () => {
    const world = createWorld(7, { aiFederations: true });
    createFederation(world, seatFederationId(world), { name: 'Controller Wrestling', logo: '' }, world.rng, TEST_NOW);
    const playerId = seatFederationId(world);
    const rival = activeAiFederations(world)[0]!;
    const rivalRoster = rosterOf(world, rival.id).map((w) => w.id);
    strategyController('frugal', career('frugal', 7, {}))(world, playerId, world.rng, NOW, executeCommand);
    expect(rosterOf(world, playerId).length).toBeGreaterThanOrEqual(6);
    expect(rosterOf(world, rival.id).map((w) => w.id)).toEqual(rivalRoster);
    // The promoter runs only a federation with an AI profile: the player's is left alone.
    const before = JSON.stringify(world.federations.find((f) => f.id === playerId));
    expect(aiPromoter(world, playerId, world.rng, NOW, executeCommand)).toEqual([]);
    expect(JSON.stringify(world.federations.find((f) => f.id === playerId))).toBe(before);
  });
});

describe('the AI turnover band of balance:world', () => {
  const world = (closed: number[], emerged: number[]): CareerResult =>
    career('help-follower', 1, { years: closed.map((c, i) => year({ closed: c, emerged: emerged[i] ?? 0 })) });

  it('counts closures and emergences per ten years (the median world) against the 3-15 band', () => {
    const tenYears = (c: number, e: number) => world([c, 0, 0, 0, 0, 0, 0, 0, 0, 0], [e, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(turnoverGoals([tenYears(5, 7), tenYears(4, 6), tenYears(9, 12)], 10)).toEqual([
      ['AI federations close at a believable rate (3-15 per ten years)', true, 'median 5.0 per ten years'],
      ['new AI federations emerge at a believable rate (3-15 per ten years)', true, 'median 7.0 per ten years'],
      ['the scene keeps moving: at least 1 closure from year 5 on (median world)', false, 'median 0 closed in years 5-10'],
    ]);
    // A frozen world and a revolving door both miss.
    expect(turnoverGoals([tenYears(0, 1)], 10).map(([, met]) => met)).toEqual([false, false, false]);
    expect(turnoverGoals([tenYears(20, 25)], 10).map(([, met]) => met)).toEqual([false, false, false]);
    // Five years count double.
    expect(turnoverGoals([world([2, 0, 0, 0, 0], [2, 0, 0, 0, 0])], 5)[0]![2]).toBe('median 4.0 per ten years');
  });

  it('asks for closures after the founding shake-out: from year 5 on, in the median world, over at least 8 years', () => {
    const late = world([3, 1, 0, 0, 0, 1, 0, 0, 0, 0], [3, 1, 0, 0, 0, 1, 0, 0, 0, 0]);
    const frozen = world([4, 1, 0, 0, 0, 0, 0, 0, 0, 0], [4, 1, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(turnoverGoals([late, late, frozen], 10)[2]).toEqual(['the scene keeps moving: at least 1 closure from year 5 on (median world)', true, 'median 1 closed in years 5-10']);
    expect(turnoverGoals([late, frozen, frozen], 10)[2]![1]).toBe(false);
    // A shorter run cannot tell: the goal is left out.
    expect(turnoverGoals([frozen], 5)).toHaveLength(2);
  });
});
