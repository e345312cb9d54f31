import { describe, expect, it } from 'vitest';
import { RANKING_WRESTLERS_LISTED } from '#shared/rules/power.ts';
import { activeAiFederations } from '../ai/profile.ts';
import { createFederation } from '../createFederation.ts';
import { rosterOf, setFederationOf } from '../roster/wrestler.ts';
import { TEST_NOW } from '../testing/worlds.ts';
import { advanceWeek } from '../week/advanceWeek.ts';
import { seatFederationId, type World } from '../world.ts';
import { createWorld } from '../createWorld.ts';
import { federationRanking, worldRanking } from './ranking.ts';
import { AI_PERSONALITY_HINTS, worldScene } from './scene.ts';
import { executeCommand } from '../commands/table.ts';

function aiWorld(seed: number, weeks = 0): World {
  const world = createWorld(seed, { aiFederations: true });
  createFederation(world, seatFederationId(world), { name: 'Test Wrestling', logo: '' }, world.rng, TEST_NOW);
  for (let i = 0; i < weeks; i += 1) advanceWeek(world, world.rng, TEST_NOW, executeCommand);
  return world;
}

describe('the global wrestling scene', () => {
  it('lists every active federation, yours marked, the rivals with their tier and personality hint', () => {
    const world = aiWorld(5);
    const you = seatFederationId(world);
    const scene = worldScene(world, you);
    expect(scene).toHaveLength(4);
    expect(scene.filter((f) => f.isYou).map((f) => [f.id, f.name, f.tier, f.personalityHint])).toEqual([[you, 'Test Wrestling', 'player', null]]);
    const rivals = activeAiFederations(world);
    for (const rival of rivals) {
      const card = scene.find((f) => f.id === rival.id)!;
      expect(card.tier).toBe(rival.ai!.tier);
      expect(card.personalityHint).toBe(AI_PERSONALITY_HINTS[rival.ai!.personality]);
      expect(card.rosterSize).toBe(rosterOf(world, rival.id).length);
      expect(card.champions.length).toBeGreaterThanOrEqual(2);
      expect(card.champions.every((c) => c.holderName !== 'Vacant')).toBe(true);
    }
    expect(scene.map((f) => f.popularity)).toEqual([...scene.map((f) => f.popularity)].sort((a, b) => b - a));
  });

  it('never carries a rival federation\'s money or contracts', () => {
    const world = aiWorld(5, 3);
    const keys = new Set<string>();
    JSON.stringify(worldScene(world, seatFederationId(world)), (key, value: unknown) => (keys.add(key), value));
    expect([...keys].filter((key) => /funds|salary|contract|ledger|expenses|revenue/i.test(key))).toEqual([]);
  });

  it('shows the trend and the last show after a few weeks', () => {
    const world = aiWorld(8, 6);
    const scene = worldScene(world, seatFederationId(world));
    const large = scene.find((f) => f.tier === 'large')!;
    expect(large.trend.length).toBeGreaterThan(2);
    expect(large.trend.at(-1)).toBe(large.popularity);
    expect(large.popularityChange).toBe(Math.round((large.trend.at(-1)! - large.trend[0]!) * 10) / 10);
    expect(scene.some((f) => f.lastShow !== null)).toBe(true);
    for (const card of scene) if (card.lastShow) expect(card.lastShow.date).toMatch(/^Week \d, \w+ \d{4}$/);
  });

  it('leaves a closed federation out', () => {
    const world = aiWorld(5);
    const closed = activeAiFederations(world)[0]!;
    closed.ai!.isActive = false;
    expect(worldScene(world, seatFederationId(world)).map((f) => f.id)).not.toContain(closed.id);
  });
});

describe('the global ranking', () => {
  it('ranks the new world by power score with the parts shown (seed 5): the large rival first, a new player behind it', () => {
    const world = aiWorld(5);
    const ranking = federationRanking(world, seatFederationId(world));
    expect(ranking.map((r) => r.rank)).toEqual([1, 2, 3, 4]);
    const tiers = ranking.map((r) => world.federations.find((f) => f.id === r.id)!.ai?.tier ?? 'player');
    expect(tiers[0]).toBe('large');
    expect(tiers.indexOf('player')).toBeGreaterThan(0);
    for (let i = 1; i < ranking.length; i += 1) expect(ranking[i - 1]!.power.value).toBeGreaterThanOrEqual(ranking[i]!.power.value);
    for (const row of ranking) {
      expect(row.power.parts.map((p) => p.key)).toEqual(['popularity', 'quality', 'momentum']);
      expect(row.power.value).toBe(Math.round(row.power.parts.reduce((s, p) => s + p.amount, 0) * 10) / 10);
    }
  });

  it('is the same for the same seed after the same weeks', () => {
    const a = worldRanking(aiWorld(13, 5), 'player');
    const b = worldRanking(aiWorld(13, 5), 'player');
    expect(a).toEqual(b);
  });

  it('lists the top 50 wrestlers by popularity and by rating, free agents without a federation, your best always found', () => {
    const world = aiWorld(7, 2);
    const you = seatFederationId(world);
    const ranking = worldRanking(world, you);
    for (const [list, key] of [[ranking.byPopularity, 'popularity'], [ranking.byRating, 'rating']] as const) {
      expect(list.top).toHaveLength(RANKING_WRESTLERS_LISTED);
      expect(list.total).toBe(world.wrestlers.length);
      expect(list.top.map((r) => r.rank)).toEqual(Array.from({ length: RANKING_WRESTLERS_LISTED }, (_, i) => i + 1));
      for (let i = 1; i < list.top.length; i += 1) expect(list.top[i - 1]![key]).toBeGreaterThanOrEqual(list.top[i]![key]);
      for (const row of list.top) expect(row.federationName === null).toBe(row.federationId === null);
      for (const row of list.top) expect(row.isYours).toBe(row.federationId === you);
    }
    // The player signs nobody at the start: no "your best" until they do.
    expect(rosterOf(world, you)).toHaveLength(0);
    expect(ranking.byRating.yourBest).toBeNull();
    // Give the player the world's least popular wrestler: their best is that one, far outside the top 50.
    const last = [...world.wrestlers].sort((a, b) => a.popularity - b.popularity || b.name.localeCompare(a.name))[0]!;
    setFederationOf(world, last, you);
    const after = worldRanking(world, you).byPopularity;
    expect(after.yourBest).toMatchObject({ id: last.id, isYours: true, federationName: 'Test Wrestling' });
    expect(after.yourBest!.rank).toBeGreaterThan(RANKING_WRESTLERS_LISTED);
  });
});
