import { describe, expect, it } from 'vitest';
import { UNSIGNED_ASKING_DROP_PER_WEEK, UNSIGNED_ASKING_FLOOR_SHARE, unsignedAskingSalary } from '#shared/rules/market.ts';
import { startedWorld, TEST_NOW } from '../testing/worlds.ts';
import { advanceWeek } from '../week/advanceWeek.ts';
import { lowerUnsignedAsking } from './unsignedAsking.ts';
import { executeCommand } from '../commands/table.ts';

describe('asking salaries fall for a wrestler no one signs', () => {
  it('3% of the value a week, linearly, to a floor of 60% reached after 14 weeks', () => {
    expect(UNSIGNED_ASKING_DROP_PER_WEEK).toBe(0.03);
    expect(UNSIGNED_ASKING_FLOOR_SHARE).toBe(0.6);
    expect(unsignedAskingSalary(10_000, 0)).toBe(10_000);
    expect(unsignedAskingSalary(10_000, 1)).toBe(9_700);
    expect(unsignedAskingSalary(10_000, 13)).toBe(6_100);
    expect(unsignedAskingSalary(10_000, 14)).toBe(6_000);
    expect(unsignedAskingSalary(10_000, 40)).toBe(6_000);
  });

  it("a free star's asking salary falls week by week through the advance, stops at the floor, and a signing resets the clock", () => {
    const world = startedWorld(11);
    const star = world.wrestlers.filter((w) => w.federationId === null).sort((a, b) => b.popularity - a.popularity || a.id.localeCompare(b.id))[0]!;
    const value = star.askingSalary;
    const seen: number[] = [];
    for (let week = 1; week <= 16; week += 1) {
      advanceWeek(world, world.rng, TEST_NOW, executeCommand);
      if (star.federationId !== null) throw new Error('the star was signed in a world without AI federations');
      seen.push(star.askingSalary);
    }
    expect(seen.slice(0, 3)).toEqual([unsignedAskingSalary(value, 1), unsignedAskingSalary(value, 2), unsignedAskingSalary(value, 3)]);
    for (let i = 1; i < 14; i += 1) expect(seen[i]!).toBeLessThan(seen[i - 1]!);
    expect(seen.slice(13)).toEqual([Math.round(value * 0.6), Math.round(value * 0.6), Math.round(value * 0.6)]);
    expect(star.weeksUnsigned).toBe(16);

    // Signed: the salary signed for stays (morale reads pay against it) and the clock stops; free again, the price starts from the value.
    star.federationId = 'player';
    lowerUnsignedAsking(world);
    expect(star.weeksUnsigned).toBe(0);
    expect(star.askingSalary).toBe(Math.round(value * 0.6));
    star.federationId = null;
    lowerUnsignedAsking(world);
    expect(star.askingSalary).toBe(unsignedAskingSalary(value, 1));
  });
});
