// The AI world's part of `npm run balance` and `npm run balance:world`: the player's rank
// among the active federations, the rivals' count, funds and popularity, their closures and emergences, and
// the goals measured against them (docs/balance.md "Against the AI world"). Pure functions of career results.
import { SENSIBLE_STRATEGIES, type CareerResult, type Strategy } from './career.ts';

export function quantile(values: readonly number[], q: number): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

const money = (n: number) => (Number.isNaN(n) ? '-' : `$${Math.round(n / 1000).toLocaleString('en-US')}k`);
const points = (n: number) => (Number.isNaN(n) ? '-' : n.toFixed(1));
const percent = (share: number) => `${(share * 100).toFixed(0)}%`;

/** Share (0-1) of the careers for which `test` holds. */
function shareOf(careers: readonly CareerResult[], test: (r: CareerResult) => boolean): number {
  return careers.length ? careers.filter(test).length / careers.length : 0;
}

/** One year's line of a strategy's table in the AI world. */
export function rivalYearLine(careers: readonly CareerResult[], year: number): string {
  const yearPoints = careers.map((r) => r.years[year]!);
  const ranks = yearPoints.map((p) => p.rank);
  const aiFunds = yearPoints.flatMap((p) => p.aiFunds);
  const aiPops = yearPoints.flatMap((p) => p.aiPopularity);
  const mean = (values: number[]) => (values.length ? values.reduce((s, v) => s + v, 0) / values.length : 0);
  const weeks = quantile(
    yearPoints.map((p) => p.expenseWeeks),
    0.5,
  );
  return (
    `  year ${year + 1}: rank ${quantile(ranks, 0.5)} (median; top two ${percent(shareOf(careers, (r) => r.years[year]!.rank <= 2))})   ` +
    `rivals ${points(mean(yearPoints.map((p) => p.aiCount)))} active, funds ${money(quantile(aiFunds, 0.5))} (${money(Math.min(...aiFunds))} - ${money(Math.max(...aiFunds))}), ` +
    `popularity ${points(quantile(aiPops, 0.5))} (${points(Math.min(...aiPops))} - ${points(Math.max(...aiPops))})   ` +
    `closed ${points(mean(yearPoints.map((p) => p.closed)))}, emerged ${points(mean(yearPoints.map((p) => p.emerged)))}   ` +
    (Number.isFinite(weeks) ? `funds: ${weeks.toFixed(0)} weeks of expenses (median)` : 'funds: no expenses to measure them by (median)')
  );
}

export type Goal = [goal: string, met: boolean, detail: string];

/** Share of a new player's careers in which the largest AI federation stays ahead through year 1 (goal: 95%+). */
export const LARGEST_AHEAD_SHARE = 0.95;
/** Share of its careers in which a sensible strategy must pass the smallest rival within a year and reach the top two within three. */
export const CATCH_UP_SHARE = 0.5;
/** The weeks of those two goals: a year and three years. */
export const PASS_SMALLEST_WEEKS = 52;
export const TOP_TWO_WEEKS = 156;

/** The strategy's shares of careers passing the smallest rival within a year and in the top two within three years. */
export function catchUp(results: readonly CareerResult[], strategy: Strategy, years: number): { passed: number; topTwo: number } {
  const mine = results.filter((r) => r.strategy === strategy);
  const topTwoWeeks = Math.min(TOP_TWO_WEEKS, years * 52);
  return {
    passed: shareOf(mine, (r) => r.weekPassedSmallest !== null && r.weekPassedSmallest <= PASS_SMALLEST_WEEKS),
    topTwo: shareOf(mine, (r) => r.weekTopTwo !== null && r.weekTopTwo <= topTwoWeeks),
  };
}

/** The AI world's own goals, measured in the AI world (docs/balance.md). */
export function rivalGoals(results: readonly CareerResult[], years: number): Goal[] {
  const ahead = shareOf(results, (r) => r.largestAheadYear1);
  const sensible = SENSIBLE_STRATEGIES.map((s) => ({ s, ...catchUp(results, s, years) }));
  const catching = sensible.filter((c) => c.passed >= CATCH_UP_SHARE && c.topTwo >= CATCH_UP_SHARE);
  return [
    ['the largest AI federation stays ahead of a new player through the first year', ahead >= LARGEST_AHEAD_SHARE, `in ${percent(ahead)} of all careers`],
    [
      `a sensible strategy passes the smallest rival within a year and reaches the top two within ${Math.min(3, years)} years in half its careers`,
      catching.length > 0,
      sensible.map((c) => `${c.s} ${percent(c.passed)} / ${percent(c.topTwo)}`).join(', '),
    ],
  ];
}

/**
 * The believable band of AI turnover (docs/balance.md "Against the AI world"): the median world closes
 * between 3 and 15 AI federations in ten years, and between 3 and 15 new ones emerge (a scene of three to
 * five promotions where a few fold and a few start each decade; none would be a frozen world, one a year
 * and more a revolving door). Counted over the whole ten years, founding shake-out included: most of it
 * falls in the first two years (measured, docs/balance.md).
 */
export const TURNOVER_PER_TEN_YEARS = { min: 3, max: 15 } as const;

/**
 * The scene keeps moving after the founding shake-out (docs/balance.md "The frozen AI world"): in the median
 * world at least LATE_CLOSURES_MIN AI federation closes from year LATE_FROM_YEAR on (measured over ten years;
 * checked only when a run lasts at least LATE_CHECK_MIN_YEARS). Before the owners' retirement
 * (rules/ownerExit.ts) none did: every closure fell in years 1-4.
 */
export const LATE_FROM_YEAR = 5;
export const LATE_CLOSURES_MIN = 1;
export const LATE_CHECK_MIN_YEARS = 8;

/** The turnover goals of `npm run balance:world`: closures and emergences per ten years within the band, and closures after the shake-out. */
export function turnoverGoals(results: readonly CareerResult[], years: number): Goal[] {
  const perTen = (key: 'closed' | 'emerged') => quantile(results.map((r) => (r.years.reduce((sum, p) => sum + p[key], 0) * 10) / Math.max(1, years)), 0.5);
  const { min, max } = TURNOVER_PER_TEN_YEARS;
  const closed = perTen('closed');
  const emerged = perTen('emerged');
  const goals: Goal[] = [
    [`AI federations close at a believable rate (${min}-${max} per ten years)`, closed >= min && closed <= max, `median ${closed.toFixed(1)} per ten years`],
    [`new AI federations emerge at a believable rate (${min}-${max} per ten years)`, emerged >= min && emerged <= max, `median ${emerged.toFixed(1)} per ten years`],
  ];
  if (years >= LATE_CHECK_MIN_YEARS) {
    const late = quantile(
      results.map((r) => r.years.slice(LATE_FROM_YEAR - 1).reduce((sum, p) => sum + p.closed, 0)),
      0.5,
    );
    goals.push([`the scene keeps moving: at least ${LATE_CLOSURES_MIN} closure from year ${LATE_FROM_YEAR} on (median world)`, late >= LATE_CLOSURES_MIN, `median ${late} closed in years ${LATE_FROM_YEAR}-${years}`]);
  }
  return goals;
}
