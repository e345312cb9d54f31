// One code path: a balance strategy and the AI promoter both choose through
// shared/sim/ai/decide.ts and both record each decision with its reason.
import { describe, expect, it, vi } from 'vitest';
import { createFederation } from '#shared/sim/createFederation.ts';
import { aiPromoter } from '#shared/sim/ai/controller.ts';
import { decide } from '#shared/sim/ai/decide.ts';
import { activeAiFederations } from '#shared/sim/ai/profile.ts';
import { rosterOf } from '#shared/sim/roster/wrestler.ts';
import { TEST_NOW } from '#shared/sim/testing/worlds.ts';
import { seatFederationId } from '#shared/sim/world.ts';
import { createWorld } from '#shared/sim/createWorld.ts';
import { NOW } from './attempt.ts';
import { executeCommand } from '#shared/sim/commands/table.ts';
import { playCareer, recordCareer, strategyController, STRATEGIES, type CareerResult, type StrategyDecision } from './career.ts';

vi.mock('#shared/sim/ai/decide.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('#shared/sim/ai/decide.ts')>();
  return { ...actual, decide: vi.fn(actual.decide) };
});

function blankResult(): CareerResult {
  return {
    strategy: 'frugal',
    seed: 7,
    years: [],
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
  };
}

describe('a balance strategy and the AI promoter are controllers of one kind', () => {
  it('both choose through the same decide and record every decision with a reason (seed 7)', () => {
    const world = createWorld(7, { aiFederations: true });
    createFederation(world, seatFederationId(world), { name: 'Decide Wrestling', logo: '' }, world.rng, TEST_NOW);
    const playerId = seatFederationId(world);
    const calls = vi.mocked(decide).mock.calls;
    calls.length = 0;

    const log: StrategyDecision[] = [];
    const result = blankResult();
    strategyController('frugal', result, log)(world, playerId, world.rng, NOW, executeCommand);
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.every((call) => call[1] === playerId)).toBe(true);
    // The week of a strategy that runs shows: signings, a weekly show scheduled, booked, its TV deal and its run.
    expect(new Set(log.map((d) => d.action))).toEqual(new Set(['sign', 'schedule', 'book', 'acceptTv', 'runShow']));
    expect(rosterOf(world, playerId).length).toBe(6);
    expect(result.showRatings).toHaveLength(1);
    expect(result.firstTvDealWeek).toBe(0);
    for (const decision of log) {
      expect(decision.reason.length).toBeGreaterThan(10);
      expect(decision.weekIndex).toBe(0);
    }

    const rival = activeAiFederations(world)[0]!;
    rival.ai!.personality = 'chaotic';
    rival.popularity = 20; // under every ambition: everything is on its list
    rival.ai!.decisions = [];
    calls.length = 0;
    aiPromoter(world, rival.id, world.rng, NOW, executeCommand);
    expect(calls).toHaveLength(1);
    expect(calls[0]![1]).toBe(rival.id);
    expect(rival.ai!.decisions.length).toBeGreaterThan(0);
    for (const decision of rival.ai!.decisions) expect(decision.reason.length).toBeGreaterThan(10);
  });

  it("a strategy's character is its weights: no-shows never schedules a show, tv-first buys its first-month campaign with rivals", () => {
    const world = createWorld(8, { aiFederations: true });
    createFederation(world, seatFederationId(world), { name: 'Weights Wrestling', logo: '' }, world.rng, TEST_NOW);
    const playerId = seatFederationId(world);
    const quiet: StrategyDecision[] = [];
    strategyController('no-shows', blankResult(), quiet)(world, playerId, world.rng, NOW, executeCommand);
    expect(quiet.length).toBeGreaterThan(0);
    expect(quiet.every((d) => d.action === 'sign')).toBe(true);
    expect(world.shows.filter((s) => s.federationId === playerId)).toEqual([]);

    const other = createWorld(8, { aiFederations: true });
    createFederation(other, seatFederationId(other), { name: 'Weights Wrestling', logo: '' }, other.rng, TEST_NOW);
    const marketing: StrategyDecision[] = [];
    strategyController('tv-first', blankResult(), marketing)(other, seatFederationId(other), other.rng, NOW, executeCommand);
    expect(marketing.some((d) => d.action === 'firstMonthCampaign' && d.command === 'buyCampaign')).toBe(true);
  });

  it("records every command a strategy's decisions send: the log replayed onto the start is the same world (benchmarks replay it)", () => {
    const { start, world, commands } = recordCareer('show-spam', 4, 12);
    expect(commands.some((c) => c.name === 'runShow')).toBe(true);
    for (const command of commands) executeCommand(start, command.name, command.federationId, command.payload as never, { now: command.at });
    expect(JSON.stringify(start)).toBe(JSON.stringify(world));
  });

  it('every strategy plays a seeded lone half-year through its controller without an error', () => {
    for (const strategy of STRATEGIES) expect(playCareer(strategy, 3, 0.5, 'lone').years).toEqual([]);
  }, 60_000);
});
