// The weekly ledger's formulas (spec: simulation §4 "Week advance", §9 "Expense multiplier", "Insurance",
// "Player tax"; ../shared/spec/README.md: marginal tax brackets).

/** Expense multiplier by weeks progressed: up to 20 weeks 1.0, up to 52 weeks 1.25, beyond 1.5 (spec). */
export const EXPENSE_MULTIPLIER_STEPS: ReadonlyArray<readonly [number, number]> = [
  [20, 1],
  [52, 1.25],
];
export const EXPENSE_MULTIPLIER_LATE = 1.5;

/** Insurance: this share of (signed wrestlers x their average salary), per week (spec: 10%). */
export const INSURANCE_RATE = 0.1;

/** Marginal tax brackets on a week's positive profit: [upper bound of the bracket in USD, rate] (spec README). */
export const TAX_BRACKETS: ReadonlyArray<readonly [number, number]> = [
  [50_000, 0],
  [200_000, 0.05],
  [500_000, 0.1],
  [Number.POSITIVE_INFINITY, 0.15],
];

/**
 * The multiplier for a week settled after `weeksProgressed` earlier weeks (the calendar's
 * totalWeeksProgressed before the advance): weeks 0-20 pay 1.0, 21-52 pay 1.25, 53 and later 1.5.
 */
export function expenseMultiplier(weeksProgressed: number): number {
  for (const [upTo, multiplier] of EXPENSE_MULTIPLIER_STEPS) if (weeksProgressed <= upTo) return multiplier;
  return EXPENSE_MULTIPLIER_LATE;
}

/** Weekly insurance for these contract salaries, in USD: 10% of (count x average salary). */
export function insurance(salaries: readonly number[]): number {
  if (salaries.length === 0) return 0;
  const average = salaries.reduce((sum, s) => sum + s, 0) / salaries.length;
  return INSURANCE_RATE * salaries.length * average;
}

export interface TaxPart {
  from: number;
  to: number;
  rate: number;
  amount: number;
}

/** Tax on a week's profit by the marginal brackets, with the part charged in each bracket. */
export function weeklyTax(profit: number): { value: number; parts: TaxPart[] } {
  const parts: TaxPart[] = [];
  if (profit <= 0) return { value: 0, parts };
  let from = 0;
  let value = 0;
  for (const [to, rate] of TAX_BRACKETS) {
    if (profit <= from) break;
    const taxed = Math.min(profit, to) - from;
    const amount = taxed * rate;
    if (rate > 0) parts.push({ from, to: Math.min(profit, to), rate, amount });
    value += amount;
    from = to;
  }
  return { value, parts };
}

/** Money is kept to the cent in the ledger. */
export function roundMoney(usd: number): number {
  return Math.round(usd * 100) / 100;
}
