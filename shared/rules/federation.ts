// Starting resources and popularity rules of a federation (spec: app-shell §9, simulation §4 and §9).

/** Funds of a new federation, in USD. */
export const STARTING_FUNDS_USD = 50_000;
/** Federation popularity of a new federation, on the 0-100 scale. */
export const STARTING_POPULARITY = 10;
/** Size of the weekly free-agent market, in wrestlers. */
export const WEEKLY_MARKET_SIZE = 10;
/** Popularity lost in a week without a completed show, in popularity points. */
export const POPULARITY_DROP_WITHOUT_SHOW = 0.2;
export const POPULARITY_MIN = 0;
export const POPULARITY_MAX = 100;
export const DEFAULT_FEDERATION_NAME = 'New Federation';

export function clampPopularity(value: number): number {
  return Math.min(POPULARITY_MAX, Math.max(POPULARITY_MIN, value));
}

/**
 * Popularity is kept to two decimals so that repeated 0.2 drops stay exact (10 - 0.2 - 0.2 = 9.6, not
 * 9.600000000000001) and advertising's 0.05 a week is not lost to rounding.
 */
export function roundPopularity(value: number): number {
  // + 0 turns -0 (a tiny loss rounded away) into 0: JSON has no -0, so a save would not load back equal.
  return Math.round(value * 100) / 100 + 0;
}
