// The sample game (spec: simulation §4 "Initial state": "a sample game starts with 10 wrestlers, funds
// 200000, popularity 100, January 2024, week 1"): a federation already at the top, for players who want
// to see the late game at once. The spec fixes the roster size, funds, popularity and date; the name, the
// logo, the contracts and how the ten are chosen are our design (docs/rules/game.md "The sample game").
import type { CalendarDate } from './calendar.ts';

/** Funds the sample federation starts with, in USD (spec). */
export const SAMPLE_GAME_FUNDS_USD = 200_000;
/** Federation popularity the sample federation starts with, on the 0-100 scale (spec). */
export const SAMPLE_GAME_POPULARITY = 100;
/** Wrestlers signed to the sample federation at the start (spec). */
export const SAMPLE_GAME_ROSTER_SIZE = 10;
/** The sample game's first date (spec): week 1 of January 2024, a year before a new game's. */
export const SAMPLE_GAME_START: Readonly<CalendarDate> = { week: 1, month: 'January', year: 2024, totalWeeksProgressed: 0 };

/**
 * The sample federation's name and logo (a file of the logos offered at setup, assets/logos): chosen so
 * the game opens on a finished federation. Renaming a federation is not offered in the game, so it keeps
 * this name; a player who wants their own starts a New Game.
 */
export const SAMPLE_GAME_FEDERATION_NAME = 'Gold Standard Wrestling';
export const SAMPLE_GAME_FEDERATION_LOGO = '/logos/gold-standard-wrestling.svg';

/**
 * Length of the sample roster's contracts, in weeks: a free agent's ordinary Permanent Deal of the middle
 * length (rules/contracts.ts CONTRACT_LENGTHS_WEEKS), so renewals come up within the first half-year of
 * the sample, part of the late game it shows.
 */
export const SAMPLE_GAME_CONTRACT_WEEKS = 26;
