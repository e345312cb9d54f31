import { describe, expect, it } from 'vitest';
import { playShowSpam } from './showSpam.ts';

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

describe('show-spam with one roster (issue 17 item 2)', () => {
  it('costs stars and health: 4 shows a week rate lower and hurt more wrestlers than 1 over 8 weeks', () => {
    const seeds = [2_000, 2_001, 2_002, 2_003];
    const one = seeds.map((seed) => playShowSpam(seed, 1));
    const four = seeds.map((seed) => playShowSpam(seed, 4));
    const rating = (runs: typeof one, week: number) => mean(runs.map((r) => r.weeklyRating[week]!));
    // The first week starts fresh: the same figures within luck.
    expect(Math.abs(rating(four, 0) - rating(one, 0))).toBeLessThan(0.3);
    // By the last week the spammed roster is tired and the crowd has seen the pairings.
    expect(rating(one, 7) - rating(four, 7)).toBeGreaterThan(0.8);
    expect(mean(four.map((r) => r.endFatigue))).toBeGreaterThanOrEqual(60);
    expect(mean(one.map((r) => r.endFatigue))).toBeLessThan(30);
    expect(mean(four.map((r) => r.injuries))).toBeGreaterThan(mean(one.map((r) => r.injuries)) * 2);
  });
});
