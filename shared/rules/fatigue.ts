// Fatigue and repeated pairings (our design, docs/rules/roster.md "Fatigue"): each
// appearance tires a wrestler by an amount that depends on the segment and on their stamina; fatigue
// recovers week by week, faster in a week off. A tired wrestler rates lower and gets hurt more often.
// The same wrestlers facing each other again and again cool the crowd. The aim: running three or four
// shows a week with one roster is a choice with a cost, not free money.
import type { MatchType, Stipulation } from './matchTypes.ts';

/** Fatigue is in points, 0 (fresh) to 100 (spent). */
export const FATIGUE_MIN = 0;
export const FATIGUE_MAX = 100;

/** Fatigue points a match of each type costs a wrestler of stamina FATIGUE_STAMINA_PIVOT. Tag partners rest on the apron; multi-person matches have people resting outside. */
export const FATIGUE_MATCH_POINTS: Readonly<Record<MatchType, number>> = {
  singles: 16,
  tag_team: 11,
  triple_threat: 14,
  fatal_four_way: 13,
};

/** Fatigue points a stipulation adds to the match's cost: the brutal ones take more out of a body. */
export const FATIGUE_STIPULATION_POINTS: Readonly<Record<Stipulation, number>> = {
  standard: 0,
  no_disqualification: 4,
  submission: 2,
  ladder: 8,
  steel_cage: 6,
};

/** Fatigue points a promo costs, whoever cuts it: talking is not wrestling (stamina does not change it). */
export const FATIGUE_PROMO_POINTS = 2;

/**
 * A match's cost is scaled by (1 + (FATIGUE_STAMINA_PIVOT - stamina) / 100): stamina 50 pays the table's
 * figure, stamina 90 pays 60% of it, stamina 20 pays 130%.
 */
export const FATIGUE_STAMINA_PIVOT = 50;

/** Fatigue points recovered at each week advance by a wrestler who appeared on a show that week. */
export const FATIGUE_RECOVERY_WORKED = 20;
/** Fatigue points recovered in a week without an appearance (free agents included): a week off. */
export const FATIGUE_RECOVERY_RESTED = 35;

/** Below this average fatigue a segment loses nothing; the words "Fresh" end here. */
export const FATIGUE_TIRED_FROM = 30;
/** From this fatigue a wrestler is "Exhausted". */
export const FATIGUE_EXHAUSTED_FROM = 70;
/** Stars a segment loses when its wrestlers average FATIGUE_MAX fatigue; linear from FATIGUE_TIRED_FROM (0 stars). */
export const FATIGUE_STARS_MAX = 2.5;
/**
 * Injury chance is multiplied by 1 + FATIGUE_INJURY_EXTRA × (fatigue - FATIGUE_TIRED_FROM) / (FATIGUE_MAX -
 * FATIGUE_TIRED_FROM) above FATIGUE_TIRED_FROM: 1 when fresh, 3 at 100 fatigue.
 */
export const FATIGUE_INJURY_EXTRA = 2;

/** Completed shows looked at for repeated pairings: this week and the weeks before it, in weeks. */
export const REPEAT_WINDOW_WEEKS = 4;
/** Times the same match (same wrestlers, or the same rivalry) can be seen in the window before the crowd cools; a build-up is fine. */
export const REPEAT_FREE_TIMES = 2;
/** Stars lost for each time beyond REPEAT_FREE_TIMES, at most REPEAT_STARS_MAX. */
export const REPEAT_STARS_PER_TIME = 0.5;
export const REPEAT_STARS_MAX = 2;

export type FatigueWord = 'Fresh' | 'Tired' | 'Exhausted';

export function clampFatigue(value: number): number {
  return Math.min(FATIGUE_MAX, Math.max(FATIGUE_MIN, Math.round(value)));
}

/** The word players see for a fatigue figure. */
export function fatigueWord(fatigue: number): FatigueWord {
  if (fatigue >= FATIGUE_EXHAUSTED_FROM) return 'Exhausted';
  if (fatigue >= FATIGUE_TIRED_FROM) return 'Tired';
  return 'Fresh';
}

/** Fatigue points one match costs a wrestler of this stamina (0-100). */
export function matchFatigueCost(type: MatchType, stipulation: Stipulation, stamina: number): number {
  const base = FATIGUE_MATCH_POINTS[type] + FATIGUE_STIPULATION_POINTS[stipulation];
  return Math.round(base * (1 + (FATIGUE_STAMINA_PIVOT - stamina) / 100));
}

/** Stars (0 or negative) a segment loses for its wrestlers' average fatigue. */
export function fatigueStars(averageFatigue: number): number {
  if (averageFatigue <= FATIGUE_TIRED_FROM) return 0;
  return -((Math.min(FATIGUE_MAX, averageFatigue) - FATIGUE_TIRED_FROM) / (FATIGUE_MAX - FATIGUE_TIRED_FROM)) * FATIGUE_STARS_MAX;
}

/** What a wrestler's fatigue multiplies their injury chance by. */
export function fatigueInjuryMultiplier(fatigue: number): number {
  if (fatigue <= FATIGUE_TIRED_FROM) return 1;
  return 1 + (FATIGUE_INJURY_EXTRA * (Math.min(FATIGUE_MAX, fatigue) - FATIGUE_TIRED_FROM)) / (FATIGUE_MAX - FATIGUE_TIRED_FROM);
}

/** Stars (0 or negative) a match loses when seen `times` times in the window, this one included. */
export function repeatStars(times: number): number {
  if (times <= REPEAT_FREE_TIMES) return 0;
  return -Math.min(REPEAT_STARS_MAX, (times - REPEAT_FREE_TIMES) * REPEAT_STARS_PER_TIME);
}

/** "1st", "2nd", "3rd", "4th", ... */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}
