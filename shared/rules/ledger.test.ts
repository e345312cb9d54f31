import { describe, expect, it } from 'vitest';
import { expenseMultiplier, insurance, weeklyTax } from './ledger.ts';

describe('expense multiplier (spec §9)', () => {
  it.each([
    [0, 1],
    [20, 1],
    [21, 1.25],
    [52, 1.25],
    [53, 1.5],
    [500, 1.5],
  ])('after %i weeks progressed is %d', (weeks, multiplier) => {
    expect(expenseMultiplier(weeks)).toBe(multiplier);
  });
});

describe('insurance (spec §9): 10% of signed wrestlers x average salary', () => {
  it('is 0 without wrestlers', () => expect(insurance([])).toBe(0));
  it('is 10% of count x average', () => {
    expect(insurance([400, 600])).toBeCloseTo(100, 10); // 2 x 500 x 10%
    expect(insurance([350, 350, 350, 450, 900, 1000])).toBeCloseTo(340, 10);
  });
});

describe('player tax: marginal brackets on positive weekly profit (spec README)', () => {
  it.each([
    [-5_000, 0],
    [0, 0],
    [50_000, 0],
    [50_001, 0.05],
    [100_000, 2_500],
    [200_000, 7_500],
    [200_001, 7_500.1],
    [500_000, 37_500],
    [500_001, 37_500.15],
    [1_000_000, 112_500],
  ])('profit %d pays %d', (profit, tax) => {
    expect(weeklyTax(profit).value).toBeCloseTo(tax, 6);
  });

  it('names the part charged in each bracket, and the parts add up to the tax', () => {
    const { value, parts } = weeklyTax(600_000);
    expect(parts).toEqual([
      { from: 50_000, to: 200_000, rate: 0.05, amount: 7_500 },
      { from: 200_000, to: 500_000, rate: 0.1, amount: 30_000 },
      { from: 500_000, to: 600_000, rate: 0.15, amount: 15_000 },
    ]);
    expect(parts.reduce((sum, p) => sum + p.amount, 0)).toBe(value);
  });
});
