// Championships (spec §3 "Championship"; our design for prestige, docs/game-rules.md "Championships").

/** Prestige of a new title, 0-100. */
export const CHAMPIONSHIP_START_PRESTIGE = 40;
export const PRESTIGE_MIN = 0;
export const PRESTIGE_MAX = 100;
/** Prestige points per star a title match is above (or below) PRESTIGE_NEUTRAL_STARS. */
export const PRESTIGE_NEUTRAL_STARS = 5;
export const PRESTIGE_PER_STAR = 1.5;
/** A title left undefended this many weeks loses prestige every further week. */
export const PRESTIGE_IDLE_WEEKS = 4;
export const PRESTIGE_IDLE_LOSS = 1;
/** Titles a federation may hold at once. */
export const CHAMPIONSHIPS_MAX = 8;
/** A former champion counts as a recent champion for this many weeks after the reign (wasRecentChampion). */
export const RECENT_CHAMPION_WEEKS = 12;
/** Days in a week, for the spec's reignDays. */
export const DAYS_PER_WEEK = 7;

export function clampPrestige(value: number): number {
  return Math.round(Math.min(PRESTIGE_MAX, Math.max(PRESTIGE_MIN, value)) * 10) / 10;
}

/** Prestige change after a title match of this quality. */
export function titleMatchPrestigeChange(quality: number): number {
  return (quality - PRESTIGE_NEUTRAL_STARS) * PRESTIGE_PER_STAR;
}
