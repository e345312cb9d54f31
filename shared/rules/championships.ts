// Championships (spec §3 "Championship"; our design for prestige, docs/rules/championships.md "Championships").
// The spec names prestige but gives none of its figures: every figure below is ours.

/** Prestige of a new title, 0-100. */
export const CHAMPIONSHIP_START_PRESTIGE = 40;
export const PRESTIGE_MIN = 0;
export const PRESTIGE_MAX = 100;
/**
 * A title match moves prestige PRESTIGE_PER_STAR points per star it rates above (or below)
 * PRESTIGE_NEUTRAL_STARS. 3 stars is the rating that leaves a wrestler's popularity unchanged
 * (WRESTLER_NEUTRAL_RATING): a good title match raises the title, a poor one lowers it. So an ordinary
 * 4-star defense adds prestige.
 */
export const PRESTIGE_NEUTRAL_STARS = 3;
export const PRESTIGE_PER_STAR = 1;
/** Prestige points when the champion keeps the title in a title match (a win or a draw): a defended reign. */
export const PRESTIGE_DEFENSE_GAIN = 1;
/**
 * A reign this long, in weeks, gains PRESTIGE_LONG_REIGN_GAIN points every further week it is not idle
 * (about 9 points over the rest of a year-long reign; prestige is kept to one decimal).
 */
export const PRESTIGE_LONG_REIGN_WEEKS = 8;
export const PRESTIGE_LONG_REIGN_GAIN = 0.2;
/**
 * Hot potato: a title that changes hands (in a match or by award) or is vacated less than
 * PRESTIGE_HOT_POTATO_WEEKS weeks after the reign began loses PRESTIGE_HOT_POTATO_LOSS points. Five quick changes cost 25.
 */
export const PRESTIGE_HOT_POTATO_WEEKS = 4;
export const PRESTIGE_HOT_POTATO_LOSS = 5;
/** A title left undefended more than this many weeks loses PRESTIGE_IDLE_LOSS points every further week. */
export const PRESTIGE_IDLE_WEEKS = 4;
export const PRESTIGE_IDLE_LOSS = 1;
/** Prestige changes a title keeps with their reasons (one entry per week and reason), so saves stay small. */
export const PRESTIGE_LOG_MAX = 160;
/** The window, in weeks, over which /championships sums a title's prestige changes by reason. */
export const PRESTIGE_SUMMARY_WEEKS = 52;
/**
 * Auto-book puts a title on the line when its last title match was at least this many weeks ago (or never
 * happened in the title's life, or the show is a special event). With a show every week or two, that is
 * a defense well before PRESTIGE_IDLE_WEEKS, so an auto-booked title never fades.
 */
export const TITLE_DEFENSE_INTERVAL_WEEKS = 2;
/** Titles a federation may hold at once. */
export const CHAMPIONSHIPS_MAX = 8;
/** A former champion counts as a recent champion for this many weeks after the reign (wasRecentChampion). */
export const RECENT_CHAMPION_WEEKS = 12;
/** Days in a week, for the spec's reignDays. */
export const DAYS_PER_WEEK = 7;

/** Why a title's prestige moved; each reason is one part of the /championships breakdown. */
export const PRESTIGE_REASONS = ['match', 'defense', 'long_reign', 'hot_potato', 'idle'] as const;
export type PrestigeReason = (typeof PRESTIGE_REASONS)[number];
export const PRESTIGE_REASON_LABELS: Record<PrestigeReason, string> = {
  match: 'Title match quality',
  defense: 'Defenses',
  long_reign: 'Long reign',
  hot_potato: 'Hot potato changes',
  idle: 'Idle weeks',
};

export function clampPrestige(value: number): number {
  return Math.round(Math.min(PRESTIGE_MAX, Math.max(PRESTIGE_MIN, value)) * 10) / 10;
}

/** Prestige change after a title match of this quality (stars, 0-10). */
export function titleMatchPrestigeChange(quality: number): number {
  return (quality - PRESTIGE_NEUTRAL_STARS) * PRESTIGE_PER_STAR;
}
