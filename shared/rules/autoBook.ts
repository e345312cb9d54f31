// How auto-book spares its roster and its crowd (our design, docs/rules/shows.md "Auto-book"). The same
// function books the player's Auto-book, a show run for the player before the advance, and every
// computer-run federation's show, so these rules make all of them book like a careful booker.
import { FATIGUE_TIRED_FROM, REPEAT_WINDOW_WEEKS } from './fatigue.ts';

/**
 * Fatigue points from which auto-book rests a wrestler: where the roster calls them "Tired" and where one
 * more match starts to cost the segment stars (fatigueStars) and raise the injury risk. A rested wrestler
 * wrestles only when the card could not have a match otherwise (AUTO_BOOK_MIN_WRESTLERS), and talks only
 * when the card would otherwise be thin: a promo costs FATIGUE_PROMO_POINTS (2) fatigue and neither stars
 * nor injury risk, while each segment short of FULL_CARD_SEGMENTS costs the show THIN_CARD_PENALTY_STARS.
 */
export const AUTO_BOOK_REST_FATIGUE = FATIGUE_TIRED_FROM;

/** Wrestlers a card needs at the least: one singles match. The least tired make up a shortfall. */
export const AUTO_BOOK_MIN_WRESTLERS = 2;

/**
 * Weeks a new champion is protected, counted from the week they won the title: while the reign is younger
 * than this (weeks 0 to 3 of it), auto-book never has them lose clean in a non-title match, so the crowd is
 * not shown that the new champion can be beaten before they defend. The same span as
 * AUTO_BOOK_MIN_REIGN_WEEKS (rules/finishes.ts), in which auto-book never changes the title either.
 */
export const NEW_CHAMPION_PROTECTION_WEEKS = 4;

/**
 * How far back, in weeks, auto-book looks for the federation's previous main event so the next show does
 * not close with the same wrestlers again: the repeat window of the crowd's "Seen it before"
 * (rules/fatigue.ts REPEAT_WINDOW_WEEKS). An older main event is not the previous show's any more.
 */
export const MAIN_EVENT_LOOKBACK_WEEKS = REPEAT_WINDOW_WEEKS;
