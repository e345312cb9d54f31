import { AI_DEALING_KINDS } from '#shared/rules/aiDiplomacy.ts';
import { describe, expect, it } from 'vitest';
import { AI_ACTION_KINDS, AI_ACTIONS_PER_WEEK, AI_DECISIONS_KEPT, aiAmbition, type AiPersonality } from '#shared/rules/ai.ts';
import { createFederation } from '../createFederation.ts';
import { createRngState } from '../rng.ts';
import { rosterOf } from '../roster/wrestler.ts';
import { TEST_NOW } from '../testing/worlds.ts';
import { advanceWeek } from '../week/advanceWeek.ts';
import { seatFederationId, type Federation, type World } from '../world.ts';
import { createWorld } from '../createWorld.ts';
import { aiCandidates, aiReserve, aiSpendingCap, recordDecision, runAiController, takeAiActions, weighCandidates } from './controller.ts';
import { activeAiFederations, aiProfileOf } from './profile.ts';
import { executeCommand } from '../commands/table.ts';

function aiWorld(seed: number): World {
  const world = createWorld(seed, { aiFederations: true });
  createFederation(world, seatFederationId(world), { name: 'Test Wrestling', logo: '' }, world.rng, TEST_NOW);
  return world;
}

/**
 * A prepared situation (seed 3): the medium founder with one place open, funds for a star's wages, products
 * at the top (so signing is what is left to weigh) and the given personality.
 */
function prepared(personality: AiPersonality, funds: number): { world: World; federation: Federation } {
  const world = aiWorld(3);
  const federation = activeAiFederations(world).find((f) => f.ai!.tier === 'medium')!;
  federation.ai!.personality = personality;
  for (const product of Object.values(federation.products)) Object.assign(product, { level: 99, isActive: true });
  // Just under its ambition: it still grows (a content promoter signs no stars), and campaigns at this
  // popularity's prices are out of the choice.
  federation.popularity = aiAmbition(federation.ai!.tier, personality) - 1;
  federation.funds = funds;
  return { world, federation };
}

describe("the AI promoter's mind", () => {
  it('an aggressive promoter signs the star it can afford; a defensive one with the same money keeps its reserve', () => {
    const funds = 120_000;
    const aggressive = prepared('aggressive', funds);
    const sign = aiCandidates(aggressive.world, aggressive.federation, aggressive.federation.ai!).find((c) => c.kind === 'sign')!;
    expect(sign).toBeDefined();
    const starId = (sign.payload as { wrestlerId: string }).wrestlerId;
    // Within the aggressive cap, above the defensive one: the personality decides.
    expect(sign.cost).toBeLessThanOrEqual(aiSpendingCap(aggressive.world, aggressive.federation, aggressive.federation.ai!));
    runAiController(aggressive.world, aggressive.federation, aggressive.federation.ai!, createRngState(1), TEST_NOW, executeCommand);
    expect(aggressive.world.wrestlers.find((w) => w.id === starId)!.federationId).toBe(aggressive.federation.id);
    expect(aggressive.federation.ai!.decisions).toContainEqual({ weekIndex: 0, action: 'sign', reason: sign.reason });
    expect(sign.reason).toMatch(/^Signed .+ \(rating \d+, roster average \d+\) for \$[\d,]+ a week$/);

    const defensive = prepared('defensive', funds);
    expect(sign.cost).toBeGreaterThan(aiSpendingCap(defensive.world, defensive.federation, defensive.federation.ai!));
    runAiController(defensive.world, defensive.federation, defensive.federation.ai!, createRngState(1), TEST_NOW, executeCommand);
    expect(defensive.world.wrestlers.find((w) => w.id === starId)!.federationId).toBeNull();
    expect(defensive.federation.ai!.decisions.some((d) => d.action === 'sign')).toBe(false);
    expect(defensive.federation.funds).toBeGreaterThanOrEqual(aiReserve(defensive.world, defensive.federation, defensive.federation.ai!));
  });

  it('takes at most AI_ACTIONS_PER_WEEK actions in a week, however many it could take and however rich it is', () => {
    const world = aiWorld(4);
    for (const federation of activeAiFederations(world)) {
      federation.funds = 1_000_000_000;
      federation.ai!.personality = 'chaotic';
      federation.popularity = 20; // under every ambition: everything is on the list
      const candidates = aiCandidates(world, federation, federation.ai!);
      expect(candidates.length).toBeGreaterThan(AI_ACTIONS_PER_WEEK);
      runAiController(world, federation, federation.ai!, createRngState(2), TEST_NOW, executeCommand);
      expect(federation.ai!.decisions.length).toBeGreaterThan(0);
      expect(federation.ai!.decisions.length).toBeLessThanOrEqual(AI_ACTIONS_PER_WEEK);
    }
  });

  it('acts only through the command table: a refused command changes nothing and is not recorded', () => {
    const world = aiWorld(5);
    const [federation, other] = activeAiFederations(world);
    const theirs = rosterOf(world, other!.id)[0]!;
    // Releasing someone else's wrestler, and investing with no money: the table's rules refuse both.
    federation!.products.merchandising.level = 0;
    federation!.funds = 0;
    const before = JSON.stringify(world);
    const choices = [
      { kind: 'release' as const, need: 1, utility: 1, command: 'releaseWrestler' as const, payload: { wrestlerId: theirs.id }, cost: 0, reason: 'test' },
      { kind: 'invest' as const, need: 1, utility: 1, command: 'investInProduct' as const, payload: { product: 'merchandising' as const }, cost: 0, reason: 'test' },
    ];
    const events = takeAiActions(world, federation!, federation!.ai!, choices, Number.POSITIVE_INFINITY, TEST_NOW, executeCommand);
    expect(events).toEqual([]);
    expect(federation!.ai!.decisions).toEqual([]);
    expect(JSON.stringify(world)).toBe(before);
  });

  it('weighs the same candidates by personality: the defensive promoter puts releases first, the aggressive one signings', () => {
    const base = { need: 0.5, cost: 0, reason: '', payload: {} as never };
    const candidates = [
      { ...base, kind: 'sign' as const, command: 'signWrestler' as const },
      { ...base, kind: 'release' as const, command: 'releaseWrestler' as const },
    ];
    const profile = (personality: AiPersonality) => ({ ...aiProfileOf(activeAiFederations(aiWorld(6))[0]!)!, personality });
    expect(weighCandidates(candidates, profile('aggressive'), createRngState(1))[0]!.kind).toBe('sign');
    expect(weighCandidates(candidates, profile('defensive'), createRngState(1))[0]!.kind).toBe('release');
  });

  it('records every decision with its week, action and reason, the newest AI_DECISIONS_KEPT', () => {
    const world = aiWorld(7);
    for (let week = 0; week < 30; week += 1) advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    const decisions = world.federations.flatMap((f) => f.ai?.decisions ?? []);
    expect(decisions.length).toBeGreaterThan(0);
    for (const decision of decisions) {
      // One of its actions, or a dealing with another federation (ai/diplomacy.ts), which names its kind and target.
      expect([...AI_ACTION_KINDS, 'dealing']).toContain(decision.action);
      if (decision.action === 'dealing') expect(AI_DEALING_KINDS).toContain(decision.dealing);
      expect(decision.reason.length).toBeGreaterThan(10);
      expect(decision.weekIndex).toBeGreaterThanOrEqual(0);
      expect(decision.weekIndex).toBeLessThanOrEqual(world.calendar.totalWeeksProgressed);
    }
    const profile = activeAiFederations(world)[0]!.ai!;
    profile.decisions = [];
    for (let i = 0; i < AI_DECISIONS_KEPT + 5; i += 1) recordDecision(profile, { weekIndex: i, action: 'invest', reason: `reason ${i}` });
    expect(profile.decisions).toHaveLength(AI_DECISIONS_KEPT);
    expect(profile.decisions[0]!.weekIndex).toBe(5);
    expect(profile.decisions.at(-1)!.weekIndex).toBe(AI_DECISIONS_KEPT + 4);
  });

  it("keeps an AI federation's funds believable: ten seeded years without a federation passing $200,000,000", () => {
    const world = aiWorld(1);
    let richest = 0;
    for (let week = 0; week < 520; week += 1) {
      advanceWeek(world, world.rng, TEST_NOW, executeCommand);
      for (const federation of activeAiFederations(world)) richest = Math.max(richest, federation.funds);
    }
    // Before the promoter spent anything the richest passed $1,000,000,000 in these ten years (seed 1).
    expect(richest).toBeLessThan(200_000_000);
  }, 120_000);
});
