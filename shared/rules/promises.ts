// Requests, promises and ultimatums between a federation and its wrestlers (spec: simulation §4 "Promise",
// §8 the quit message, §9 the deadline, the ban and the promise morale). The spec fixes the morale ranges,
// the 12-week deadline, the 12-week rehire ban and the championship guarantee's popularity 40; the list of
// requests, when each is asked, how rare they are and when a wrestler turns to an ultimatum are our design
// (docs/rules/promises.md).
import { FATIGUE_EXHAUSTED_FROM } from './fatigue.ts';

/** An accepted promise must be kept within this many weeks of the request (spec: created + 12). */
export const PROMISE_DEADLINE_WEEKS = 12;

/** A morale range, both ends inclusive, in morale points. */
export interface MoraleRange {
  min: number;
  max: number;
}

/** Accepting a request (spec: +2..6). */
export const REQUEST_ACCEPT_MORALE: MoraleRange = { min: 2, max: 6 };
/** Declining a request (spec: -2..6): the amount lost. */
export const REQUEST_DECLINE_MORALE: MoraleRange = { min: 2, max: 6 };
/** Keeping an accepted promise (spec: +4..8, morale at most 100). */
export const PROMISE_KEPT_MORALE: MoraleRange = { min: 4, max: 8 };
/** Breaking an accepted promise (spec: -6..10, morale at least 0): the amount lost. */
export const PROMISE_BROKEN_MORALE: MoraleRange = { min: 6, max: 10 };

/** The spec's championship-match guarantee is asked only by a wrestler this popular (0-100) or more. */
export const CHAMPIONSHIP_MATCH_MIN_POPULARITY = 40;
/**
 * A main event is asked by one of the federation's MAIN_EVENT_TOP_CARD most popular wrestlers, at this
 * popularity or more, who has not main-evented one of its shows for MAIN_EVENT_WAIT_WEEKS: a star kept
 * in the middle of the card notices.
 */
export const MAIN_EVENT_MIN_POPULARITY = 30;
export const MAIN_EVENT_TOP_CARD = 3;
export const MAIN_EVENT_WAIT_WEEKS = 6;
/** More appearances are asked after this many weeks without work (the morale step's idle count). */
export const MORE_APPEARANCES_IDLE_WEEKS = 3;
/** More appearances are kept by this many appearances on the federation's shows before the deadline. */
export const MORE_APPEARANCES_NEEDED = 2;
/**
 * A raise is asked when the pay is below this share of the asking salary (the morale step's "paid below"
 * band, rules/morale.ts MORALE_PAY_STEPS) and the contract ends before the deadline, so a renewal can keep
 * it; it is kept by a contract signed after the request at the asking salary or more (pay ratio 1).
 */
export const RAISE_ASK_BELOW_PAY_RATIO = 0.9;
export const RAISE_KEPT_PAY_RATIO = 1;
/** Time off is asked at this fatigue or more (rules/fatigue.ts: exhausted) and kept by this many weeks in a row without an appearance. */
export const TIME_OFF_FATIGUE = FATIGUE_EXHAUSTED_FROM;
export const TIME_OFF_WEEKS = 2;

/**
 * How rare requests are: at most REQUESTS_PER_WEEK new request per federation per week; in a week where
 * some wrestler has a reason to ask, one does with REQUEST_WEEKLY_CHANCE (about one request in five weeks
 * for a federation with unhappy stars); a wrestler asks again at the earliest REQUEST_COOLDOWN_WEEKS after
 * their last request, and not in their first REQUEST_MIN_TENURE_WEEKS with the federation. The inbox never
 * fills with complaints: each request is a decision worth making.
 */
export const REQUESTS_PER_WEEK = 1;
export const REQUEST_WEEKLY_CHANCE = 0.2;
export const REQUEST_COOLDOWN_WEEKS = 16;
export const REQUEST_MIN_TENURE_WEEKS = 4;

/**
 * A wrestler turns a request into an ultimatum after ULTIMATUM_FAILED_PROMISES promises the federation broke,
 * or after one while their morale is below ULTIMATUM_MORALE (promises made in the last
 * RESOLVED_PROMISES_KEPT_WEEKS: the grudge fades): declined, or not kept by its deadline (accepted or not),
 * the wrestler quits.
 */
export const ULTIMATUM_FAILED_PROMISES = 2;
export const ULTIMATUM_MORALE = 30;

/** Resolved promises stay on the promises page and in the save this many weeks after they were made. */
export const RESOLVED_PROMISES_KEPT_WEEKS = 26;

/** The spec's quit message, word for word (§8). */
export const QUIT_MESSAGE = "I've had enough. You had your last chance and did not fulfil your promise. I quit.";

/** The note that follows the quit message: the wrestler has left, returned to the market and cannot be rehired for `banWeeks` weeks. */
export function quitNote(name: string, federationName: string, banWeeks: number): string {
  return `${name} has left ${federationName}, returned to the market and cannot be rehired for ${banWeeks} weeks.`;
}

/** The range in words for the screens ("+2 to +6", "-6 to -10"). */
export function moraleRangeText(range: MoraleRange, sign: 1 | -1): string {
  const s = sign > 0 ? '+' : '-';
  return `${s}${range.min} to ${s}${range.max}`;
}
