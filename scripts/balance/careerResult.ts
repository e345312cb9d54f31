// What a balance career yields: the figures at each year's end and the milestones of the career, which
// `npm run balance` turns into its tables and goals.
import type { Strategy } from './strategies.ts';

export interface YearPoint {
  funds: number;
  popularity: number;
  /** The player's place (1 = most popular) among the active federations, the player's and the AI's. */
  rank: number;
  /** Active AI federations, and their funds (USD) and popularity at the year's end. */
  aiCount: number;
  aiFunds: number[];
  aiPopularity: number[];
  /** AI federations closed and emerged during the year. */
  closed: number;
  emerged: number;
  /** The player's funds as weeks of its own expenses (the average of its last 4 settled weeks); Infinity with none. */
  expenseWeeks: number;
}

/** Where a career is played: the AI world (a new game's, with rival federations) or the lone world (no rivals). */
export type WorldMode = 'ai' | 'lone';

export interface CareerResult {
  strategy: Strategy;
  seed: number;
  years: YearPoint[];
  hitZeroFunds: boolean;
  firstTvDealWeek: number | null;
  bestNetworkViewers: number;
  showRatings: number[];
  /** Week (1-based) the federation's popularity first reached 50 and 90, or null. */
  weekReached50: number | null;
  weekReached90: number | null;
  /** Week (1-based) the federation's popularity first reached 25, or null. */
  weekReached25: number | null;
  /** Title changes over the career (hot-potato books one every show). */
  titleChanges: number;
  /** AI world: the largest AI federation's popularity stayed above the player's at every week of year 1. */
  largestAheadYear1: boolean;
  /** AI world: week (1-based) the player first stood above the least popular active AI federation, or null. */
  weekPassedSmallest: number | null;
  /** AI world: week (1-based) the player first ranked in the top two, or null. */
  weekTopTwo: number | null;
  /** The career took a bank loan at least once, and the bank closed the federation (game over). */
  tookLoan: boolean;
  gameOver: boolean;
  /**
   * AI worlds: the promoters' dealings (ai/diplomacy.ts) in each year, by personality: how many of each kind,
   * and the weeks its federations ran (to read a rate per federation and year).
   */
  aiDealings?: Array<Record<string, { weeks: number; kinds: Record<string, number> }>>;
  /** Of the six most popular free agents when the world began, how many were still unsigned after the first year (AI worlds). */
  starsUnsignedYear1?: number;
}
