// The weekly wrestler market (spec: simulation §4 "Week advance", §7, §9 "Wrestler market").

/** Wrestlers offered each week (spec: 10). */
export { WEEKLY_MARKET_SIZE } from './federation.ts';
/** Share of the current market kept at each refresh (spec: 30-50%). */
export const MARKET_KEEP_MIN_SHARE = 0.3;
export const MARKET_KEEP_MAX_SHARE = 0.5;
/** The free-agent list shows this many wrestlers per page (spec: limit 20). */
export const FREE_AGENT_PAGE_SIZE = 20;
