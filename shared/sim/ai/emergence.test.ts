import { describe, expect, it } from 'vitest';
import { createRngState } from '../rng.ts';
import { rosterOf } from '../roster/wrestler.ts';
import { createWorld } from '../createWorld.ts';
import { emergesThisWeek, maybeEmerge } from './emergence.ts';
import { foundAiFederation } from './found.ts';
import { activeAiFederations } from './profile.ts';

describe('new AI federations (spec §9: 15% chance weekly when fewer than 5 are active)', () => {
  it('emerge with a 15% chance a week while fewer than 5 are active', () => {
    for (const active of [0, 3, 4]) {
      const rng = createRngState(active + 100);
      const weeks = 20_000;
      let emerged = 0;
      for (let i = 0; i < weeks; i += 1) if (emergesThisWeek(active, rng)) emerged += 1;
      expect(emerged / weeks).toBeGreaterThan(0.14);
      expect(emerged / weeks).toBeLessThan(0.16);
    }
  });

  it('never emerge at 5 or more active, and draw nothing then', () => {
    for (const active of [5, 6, 8]) {
      const rng = createRngState(5);
      for (let i = 0; i < 2_000; i += 1) expect(emergesThisWeek(active, rng)).toBe(false);
      expect(rng.state).toBe(createRngState(5).state);
    }
    const world = createWorld(8, { aiFederations: true });
    const rng = createRngState(3);
    foundAiFederation(world, 'random', rng);
    foundAiFederation(world, 'random', rng);
    expect(activeAiFederations(world)).toHaveLength(5);
    for (let i = 0; i < 200; i += 1) expect(maybeEmerge(world, rng).federation).toBeNull();
    expect(world.federations).toHaveLength(6);
  });

  it("found an emerging federation with the 'random' range: popularity 15-74, funds 10000-49999", () => {
    const seen = { popMin: 100, popMax: 0 };
    for (let seed = 1; seed <= 40; seed += 1) {
      const world = createWorld(seed, { aiFederations: true });
      const rng = createRngState(seed * 7);
      let federation = null;
      while (!federation) federation = maybeEmerge(world, rng).federation;
      expect(federation.ai!.tier).toBe('random');
      expect(federation.popularity).toBeGreaterThanOrEqual(15);
      expect(federation.popularity).toBeLessThanOrEqual(74);
      expect(federation.fundsAtWeekStart).toBeGreaterThanOrEqual(10_000);
      expect(federation.fundsAtWeekStart).toBeLessThanOrEqual(49_999);
      expect(rosterOf(world, federation.id).length).toBeGreaterThanOrEqual(6);
      seen.popMin = Math.min(seen.popMin, federation.popularity);
      seen.popMax = Math.max(seen.popMax, federation.popularity);
    }
    expect(seen.popMin).toBeLessThan(30);
    expect(seen.popMax).toBeGreaterThan(60);
  });
});
