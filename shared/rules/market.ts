// The weekly wrestler market (spec: simulation §4 "Week advance", §7, §9 "Wrestler market").

/** Wrestlers offered each week (spec: 10). */
export { WEEKLY_MARKET_SIZE } from './federation.ts';
/** Share of the current market kept at each refresh (spec: 30-50%). */
export const MARKET_KEEP_MIN_SHARE = 0.3;
export const MARKET_KEEP_MAX_SHARE = 0.5;
/** The free-agent list shows this many wrestlers per page (spec: limit 20). */
export const FREE_AGENT_PAGE_SIZE = 20;

/**
 * A wrestler no one signs asks for less (our design, docs/rules/roster.md "The weekly market and free agents"): each week on
 * the market unsigned takes this share of their value (their asking salary when they first went unsigned)
 * off the asking salary, linearly: 3% of the value a week.
 */
export const UNSIGNED_ASKING_DROP_PER_WEEK = 0.03;
/** The asking salary never falls below this share of their value (0-1): 60%, reached after 14 weeks unsigned. */
export const UNSIGNED_ASKING_FLOOR_SHARE = 0.6;

/** The asking salary (USD a week, whole dollars) of a wrestler worth `value` after `weeksUnsigned` weeks on the market unsigned. */
export function unsignedAskingSalary(value: number, weeksUnsigned: number): number {
  return Math.round(value * Math.max(UNSIGNED_ASKING_FLOOR_SHARE, 1 - UNSIGNED_ASKING_DROP_PER_WEEK * Math.max(0, weeksUnsigned)));
}
