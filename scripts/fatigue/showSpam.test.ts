import { describe, expect, it } from 'vitest';
import { FATIGUE_EXHAUSTED_FROM } from '#shared/rules/fatigue.ts';
import { playShowSpam, WEEKS, type SpamResult } from './showSpam.ts';

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

describe('show-spam with one roster: four shows a week tire and hurt it, unless auto-book rests the tired', () => {
  const seeds = [2_000, 2_001, 2_002, 2_003];
  const rating = (runs: SpamResult[], week: number) => mean(runs.map((r) => r.weeklyRating[week]!));

  it('costs a booker who ignores fatigue stars and health: 4 shows a week rate lower and hurt more wrestlers than 1 over 8 weeks', () => {
    const one = seeds.map((seed) => playShowSpam(seed, 1, WEEKS, 'ignoresFatigue'));
    const four = seeds.map((seed) => playShowSpam(seed, 4, WEEKS, 'ignoresFatigue'));
    // The first week starts fresh: the same figures within luck.
    expect(Math.abs(rating(four, 0) - rating(one, 0))).toBeLessThan(0.3);
    // By the last week the spammed roster is tired and the crowd has seen the pairings.
    expect(rating(one, 7) - rating(four, 7)).toBeGreaterThan(0.8);
    expect(mean(four.map((r) => r.endFatigue))).toBeGreaterThanOrEqual(60);
    expect(mean(one.map((r) => r.endFatigue))).toBeLessThan(30);
    expect(mean(four.map((r) => r.injuries))).toBeGreaterThan(mean(one.map((r) => r.injuries)) * 2);
  });

  it('is spared by auto-book, which rests the tired: the same 4 shows a week end less tired, rate higher and hurt fewer', () => {
    const blind = seeds.map((seed) => playShowSpam(seed, 4, WEEKS, 'ignoresFatigue'));
    const auto = seeds.map((seed) => playShowSpam(seed, 4, WEEKS, 'auto'));
    expect(mean(auto.map((r) => r.endFatigue))).toBeLessThan(FATIGUE_EXHAUSTED_FROM);
    expect(mean(auto.map((r) => r.endFatigue))).toBeLessThan(mean(blind.map((r) => r.endFatigue)) - 20);
    expect(rating(auto, 7)).toBeGreaterThan(rating(blind, 7));
    expect(mean(auto.map((r) => r.injuries))).toBeLessThan(mean(blind.map((r) => r.injuries)));
  });
});
