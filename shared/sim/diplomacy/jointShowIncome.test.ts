import { describe, expect, it } from 'vitest';
import { JOINT_SHOW_BONUS_MAX } from '#shared/rules/diplomacy.ts';
import { jointShowIncome, jointShowIncomeRange, splitJointIncome } from './jointShowIncome.ts';

const sum = (parts: Array<{ amount: number }>) => Math.round(parts.reduce((s, p) => s + p.amount, 0) * 100) / 100;

describe('joint show income (spec: (combined popularity x 1500 + up to 10000) x (1 + quality/10 x 0.5))', () => {
  it('is $122,200 at combined popularity 60, a $4,000 bonus and 6-star matches, its parts summing to it', () => {
    const income = jointShowIncome({ combinedPopularity: 60, bonus: 4_000, averageQuality: 6 });
    expect(income.value).toBe(122_200);
    expect(income.parts.map((p) => p.amount)).toEqual([90_000, 4_000, 28_200]);
    expect(sum(income.parts)).toBe(income.value);
    expect(income.parts[0]!.label).toBe('Combined popularity 60 x $1,500');
    expect(income.parts[2]!.label).toBe('Match quality 6.0 stars on average: +30%');
  });

  it('holds at the edges: no bonus and a 0-star card is the popularity alone; the whole bonus and 10 stars is x1.5', () => {
    expect(jointShowIncome({ combinedPopularity: 20, bonus: 0, averageQuality: 0 }).value).toBe(30_000);
    expect(jointShowIncome({ combinedPopularity: 20, bonus: JOINT_SHOW_BONUS_MAX, averageQuality: 10 }).value).toBe(60_000);
    expect(jointShowIncome({ combinedPopularity: 200, bonus: JOINT_SHOW_BONUS_MAX, averageQuality: 10 }).value).toBe(465_000);
    // The bonus is "up to 10000" and quality 0-10 stars: out-of-range inputs are held to them.
    expect(jointShowIncome({ combinedPopularity: 20, bonus: 50_000, averageQuality: 12 }).value).toBe(60_000);
  });

  it('is shared by the split: the proposer its percent, the partner the rest to the cent', () => {
    expect(splitJointIncome(122_200, 70)).toEqual({ proposer: 85_540, partner: 36_660 });
    expect(splitJointIncome(30_000, 10)).toEqual({ proposer: 3_000, partner: 27_000 });
  });

  it('previews a share as the range from the poorest to the best night at today\'s popularity', () => {
    expect(jointShowIncomeRange(60, 50)).toEqual({ min: 45_000, max: 75_000 });
    expect(jointShowIncomeRange(60, 90)).toEqual({ min: 81_000, max: 135_000 });
  });
});
