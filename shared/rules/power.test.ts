import { describe, expect, it } from 'vitest';
import { momentumPoints, POWER_MOMENTUM_WEIGHT, POWER_POPULARITY_WEIGHT, POWER_QUALITY_WEIGHT, powerScore, showQualityPoints } from './power.ts';

describe('the power score (docs/rules/world.md "The global ranking")', () => {
  it('weighs popularity, recent show quality and momentum 0.5 / 0.3 / 0.2', () => {
    expect(POWER_POPULARITY_WEIGHT + POWER_QUALITY_WEIGHT + POWER_MOMENTUM_WEIGHT).toBeCloseTo(1, 10);
  });

  it('is 0 with no fans, no show and popularity falling 10 points or more', () => {
    const score = powerScore({ popularity: 0, recentRatings: [], popularityChange: -10 });
    expect(score.value).toBe(0);
    expect(powerScore({ popularity: 0, recentRatings: [], popularityChange: -40 }).value).toBe(0);
  });

  it('is 100 at popularity 100, four 10-star shows and popularity up 10 points or more', () => {
    expect(powerScore({ popularity: 100, recentRatings: [10, 10, 10, 10], popularityChange: 10 }).value).toBe(100);
    expect(powerScore({ popularity: 100, recentRatings: [10, 10, 10, 10], popularityChange: 35 }).value).toBe(100);
  });

  it('gives a flat federation half the momentum (10 of the score) and counts nothing for quality before the first show', () => {
    const score = powerScore({ popularity: 40, recentRatings: [], popularityChange: 0 });
    expect(score.parts.map((p) => [p.key, p.points, p.amount])).toEqual([
      ['popularity', 40, 20],
      ['quality', 0, 0],
      ['momentum', 50, 10],
    ]);
    expect(score.value).toBe(30);
  });

  it('uses the mean of the last four ratings only, stars x 10', () => {
    expect(showQualityPoints([2, 4, 6, 8])).toBe(50);
    const score = powerScore({ popularity: 50, recentRatings: [0, 0, 6, 6, 6, 6], popularityChange: 2 });
    expect(score.parts[1]).toMatchObject({ points: 60, amount: 18 });
    expect(score.parts[2]).toMatchObject({ points: 60, amount: 12 });
    expect(score.value).toBe(55);
  });

  it('maps momentum 5 points per popularity point around 50, clamped to 0-100', () => {
    expect(momentumPoints(0)).toBe(50);
    expect(momentumPoints(4)).toBe(70);
    expect(momentumPoints(-4)).toBe(30);
    expect(momentumPoints(-11)).toBe(0);
    expect(momentumPoints(11)).toBe(100);
  });

  it('is the sum of its parts, to one decimal', () => {
    for (const [popularity, ratings, change] of [[37.3, [3.33, 4.71], 1.7], [88.8, [9.1], -3.3], [12.1, [1, 2, 3], 0.1]] as const) {
      const score = powerScore({ popularity, recentRatings: ratings, popularityChange: change });
      const sum = Math.round(score.parts.reduce((s, p) => s + p.amount, 0) * 10) / 10;
      expect(score.value).toBe(sum);
      expect(score.value).toBeGreaterThanOrEqual(0);
      expect(score.value).toBeLessThanOrEqual(100);
    }
  });
});
