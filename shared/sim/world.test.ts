import { describe, expect, it } from 'vitest';
import { WRESTLERS } from '../data/wrestlers.ts';
import { migrateWorld } from './migrations.ts';
import { chance, createRngState, nextFloat, nextInt } from './rng.ts';
import { playerFederation, WORLD_VERSION } from './world.ts';
import { createWorld } from './createWorld.ts';

describe('new world', () => {
  it('starts with the spec resources: $50,000, popularity 10, week 1 of January 2025', () => {
    const world = createWorld(7);
    const player = playerFederation(world);
    expect(player.funds).toBe(50_000);
    expect(player.popularity).toBe(10);
    expect(world.calendar).toEqual({ week: 1, month: 'January', year: 2025, totalWeeksProgressed: 0 });
    expect(world.version).toBe(WORLD_VERSION);
  });

  it('survives a JSON round trip unchanged', () => {
    const world = createWorld(7);
    expect(migrateWorld(JSON.parse(JSON.stringify(world)))).toEqual(world);
  });

  it('refuses a world from a newer version and non-objects', () => {
    expect(() => migrateWorld({ ...createWorld(1), version: WORLD_VERSION + 1 })).toThrow(/newer than this server/);
    expect(() => migrateWorld('nope')).toThrow(/not an object/);
  });
});

describe('seeded random generator', () => {
  it('gives the same sequence for the same seed', () => {
    const a = createRngState(12345);
    const b = createRngState(12345);
    const seqA = Array.from({ length: 5 }, () => nextFloat(a));
    const seqB = Array.from({ length: 5 }, () => nextFloat(b));
    expect(seqA).toEqual(seqB);
    expect(a.state).toBe(b.state);
  });

  it('gives known values for a fixed seed', () => {
    const rng = createRngState(1);
    expect(nextFloat(rng)).toBeCloseTo(0.6270739405881613, 12);
    expect(nextInt(rng, 1, 6)).toBeGreaterThanOrEqual(1);
  });

  it('keeps integers within bounds and floats in [0, 1)', () => {
    const rng = createRngState(99);
    for (let i = 0; i < 1000; i += 1) {
      const n = nextInt(rng, 3, 7);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(7);
      const f = nextFloat(rng);
      expect(f).toBeGreaterThanOrEqual(0);
      expect(f).toBeLessThan(1);
    }
    expect(chance(rng, 0)).toBe(false);
    expect(chance(rng, 1)).toBe(true);
  });
});

describe('the world holds every catalog wrestler once', () => {
  it('seeds the 105 catalog wrestlers as free agents with every field of the spec', () => {
    const world = createWorld(7);
    expect(world.wrestlers).toHaveLength(WRESTLERS.length);
    expect(new Set(world.wrestlers.map((w) => w.id)).size).toBe(WRESTLERS.length);
    const row = WRESTLERS[0]!;
    const wrestler = world.wrestlers.find((w) => w.id === row.id)!;
    expect(wrestler).toMatchObject({
      name: row.name,
      popularity: row.popularity,
      morale: row.morale,
      skills: { strength: row.strength, agility: row.agility, technic: row.technic, charisma: row.charisma, stamina: row.stamina },
      totalPoints: row.totalPoints,
      category: row.category,
      askingSalary: row.baseSalary,
      federationId: null,
      contract: null,
      status: 'active',
      training: { isTraining: false, targetSkill: null, weeksRemaining: 0, completedWeeks: 0, totalWeeks: 0 },
      championships: [],
      matchStats: { wins: 0, losses: 0, draws: 0, totalMatches: 0 },
      merchandiseSales: { thisWeek: 0, thisWeekPassive: 0, thisWeekActive: 0, total: 0, contractPercentage: row.merchandiseContractPercentage },
      history: [],
      promisesKept: 0,
      promisesFailed: 0,
      rehireBanUntilWeek: null,
    });
  });

  it('marks about 10% recent champions and gives rivalry intensities below 30, from the seed', () => {
    let champions = 0;
    let wrestlers = 0;
    for (let seed = 1; seed <= 40; seed += 1) {
      const world = createWorld(seed);
      for (const w of world.wrestlers) {
        wrestlers += 1;
        if (w.wasRecentChampion) champions += 1;
        expect(w.currentRivalryIntensity).toBeGreaterThanOrEqual(0);
        expect(w.currentRivalryIntensity).toBeLessThan(30);
      }
    }
    expect(champions / wrestlers).toBeGreaterThan(0.08);
    expect(champions / wrestlers).toBeLessThan(0.12);
    expect(createWorld(9)).toEqual(createWorld(9));
  });
});
