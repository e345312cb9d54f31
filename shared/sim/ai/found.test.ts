import { describe, expect, it } from 'vitest';
import { AI_FEDERATION_CATALOG } from '#shared/data/aiFederations.ts';
import { AI_PERSONALITIES, AI_TIER_START, type AiTier } from '#shared/rules/ai.ts';
import { createRngState } from '../rng.ts';
import { rosterOf } from '../roster/wrestler.ts';
import { type Federation, type World } from '../world.ts';
import { createWorld } from '../createWorld.ts';
import { foundAiFederation } from './found.ts';
import { activeAiFederations } from './profile.ts';
import { aiShowName } from './showNames.ts';

const SEEDS = Array.from({ length: 40 }, (_, i) => i + 1);

function aiOf(world: World): Federation[] {
  return world.federations.filter((f) => f.controller === 'ai');
}

function titlesOf(world: World, federationId: string) {
  return world.championships.filter((c) => c.federationId === federationId && c.isActive);
}

describe('a new world with AI federations (spec §9)', () => {
  it('is off by default: a new game is exactly the lone-federation world it was', () => {
    const plain = createWorld(11);
    expect(plain.federations).toHaveLength(1);
    expect('aiFederations' in plain).toBe(false);
    expect(createWorld(11, {})).toEqual(plain);
    expect(createWorld(11, { aiFederations: false })).toEqual(plain);
  });

  it('starts with three AI federations, large, medium and small, all active', () => {
    const world = createWorld(3, { aiFederations: true });
    expect(world.aiFederations).toBe(true);
    expect(aiOf(world).map((f) => f.ai?.tier)).toEqual(['large', 'medium', 'small']);
    expect(activeAiFederations(world)).toHaveLength(3);
    expect(new Set(world.federations.map((f) => f.id)).size).toBe(4);
  });

  it('draws popularity and founding funds inside each tier range, both ends reachable in the spec', () => {
    for (const seed of SEEDS) {
      for (const federation of aiOf(createWorld(seed, { aiFederations: true }))) {
        const range = AI_TIER_START[federation.ai!.tier];
        expect(federation.popularity).toBeGreaterThanOrEqual(range.popularity.min);
        expect(federation.popularity).toBeLessThanOrEqual(range.popularity.max);
        expect(Number.isInteger(federation.popularity)).toBe(true);
        // The founding funds open the week; the signing bonuses are this week's ledger lines.
        expect(federation.fundsAtWeekStart).toBeGreaterThanOrEqual(range.fundsUsd.min);
        expect(federation.fundsAtWeekStart).toBeLessThanOrEqual(range.fundsUsd.max);
        const paid = federation.currentLines.reduce((sum, line) => sum + line.amount, 0);
        expect(federation.funds).toBeCloseTo(federation.fundsAtWeekStart + paid, 2);
      }
    }
    expect(AI_TIER_START).toEqual({
      large: { popularity: { min: 80, max: 99 }, fundsUsd: { min: 100_000, max: 199_999 } },
      medium: { popularity: { min: 40, max: 59 }, fundsUsd: { min: 25_000, max: 74_999 } },
      small: { popularity: { min: 10, max: 29 }, fundsUsd: { min: 5_000, max: 19_999 } },
      random: { popularity: { min: 15, max: 74 }, fundsUsd: { min: 10_000, max: 49_999 } },
    });
  });

  it('signs 6-11 wrestlers each from the pool with real contracts through the signing rules', () => {
    const sizes = new Set<number>();
    for (const seed of SEEDS) {
      const world = createWorld(seed, { aiFederations: true });
      for (const federation of aiOf(world)) {
        const roster = rosterOf(world, federation.id);
        sizes.add(roster.length);
        expect(roster.length).toBeGreaterThanOrEqual(6);
        expect(roster.length).toBeLessThanOrEqual(11);
        expect(roster.length).toBeLessThanOrEqual(federation.ai!.rosterTarget);
        for (const wrestler of roster) {
          expect(wrestler.contract).toMatchObject({ type: 'permanent', weeksRemaining: 52, lengthWeeks: 52, signedWeek: 0 });
          expect(wrestler.minFederationPopularityRequired).toBeLessThanOrEqual(Math.floor(federation.popularity));
          expect(federation.currentLines.some((l) => l.kind === 'signing_bonus' && l.label.includes(wrestler.name))).toBe(true);
        }
      }
      // A wrestler exists once: nobody on two rosters, and the free agents are the rest.
      const ids = world.wrestlers.map((w) => w.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
    expect(Math.min(...sizes)).toBe(6);
    expect(Math.max(...sizes)).toBe(11);
  });

  it('creates 2-4 championships each with its own champion from its roster', () => {
    const counts = new Set<number>();
    for (const seed of SEEDS) {
      const world = createWorld(seed, { aiFederations: true });
      for (const federation of aiOf(world)) {
        const titles = titlesOf(world, federation.id);
        counts.add(titles.length);
        expect(titles.length).toBeGreaterThanOrEqual(2);
        expect(titles.length).toBeLessThanOrEqual(4);
        const holders = titles.map((t) => t.holderId);
        expect(new Set(holders).size).toBe(titles.length);
        for (const title of titles) {
          const holder = world.wrestlers.find((w) => w.id === title.holderId)!;
          expect(holder.federationId).toBe(federation.id);
          expect(holder.championships).toContain(title.id);
          if (/women's|femenil/i.test(title.name)) expect(holder.gender).toBe('female');
          expect(title.history.map((h) => h.event)).toEqual(['created', 'awarded']);
        }
      }
    }
    expect([...counts].sort()).toEqual([2, 3, 4]);
  });

  it('gives each a style, a gimmick, a personality, weekly and PPV show names and product levels', () => {
    const personalities = new Set<string>();
    for (const seed of SEEDS) {
      for (const federation of aiOf(createWorld(seed, { aiFederations: true }))) {
        const ai = federation.ai!;
        personalities.add(ai.personality);
        expect(ai.style).not.toBe('');
        expect(ai.gimmick).not.toBe('');
        expect(ai.showNames.some((n) => n.type === 'weekly' && n.isActive)).toBe(true);
        expect(ai.showNames.some((n) => n.type === 'ppv' && n.isActive)).toBe(true);
        expect(ai).toMatchObject({ isActive: true, consecutiveLosses: 0, showQualityAverage: 0, lastShowWeek: null, foundedWeek: 0, closedWeek: null });
      }
      const large = aiOf(createWorld(seed, { aiFederations: true }))[0]!;
      expect(large.products).toEqual({ merchandising: { level: 1, isActive: true }, advertising: { level: 1, isActive: true }, production: { level: 2, isActive: true } });
    }
    expect([...personalities].sort()).toEqual([...AI_PERSONALITIES].sort());
  });

  it("falls back to the spec's generic Weekly or PPV show name once the catalog's names are used up", () => {
    expect(aiShowName({ showNames: [] }, 'weekly')).toBe('Weekly Show');
    expect(aiShowName({ showNames: [] }, 'ppv')).toBe('PPV Show');
    expect(aiShowName({ showNames: [{ name: 'Old', type: 'ppv', isActive: false }] }, 'ppv')).toBe('PPV Show');
    expect(aiShowName({ showNames: [{ name: 'A', type: 'ppv', isActive: true }, { name: 'B', type: 'ppv', isActive: true }] }, 'ppv', 1)).toBe('B');
    const world = createWorld(5, { aiFederations: true });
    const rng = createRngState(9);
    const tiers: AiTier[] = Array.from({ length: AI_FEDERATION_CATALOG.length }, () => 'random');
    const founded = tiers.map((tier) => foundAiFederation(world, tier, rng).federation);
    const names = world.federations.map((f) => f.name);
    expect(new Set(names).size).toBe(names.length);
    const numbered = founded.filter((f) => / II$/.test(f.name));
    expect(numbered.length).toBeGreaterThan(0);
    for (const federation of numbered) {
      expect(federation.ai!.showNames).toEqual([]);
      expect(aiShowName(federation.ai!, 'weekly')).toBe('Weekly Show');
    }
  });
});
