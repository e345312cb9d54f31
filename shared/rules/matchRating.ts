// How a segment's quality (0-10 stars) is built (our design, docs/rules/shows.md "Match quality"). Each
// part is a named figure in the segment's breakdown, so the player sees what added and what cost stars.

/** Stars the participants' work earns at 100 in every weighted skill. */
export const WORK_RATE_STARS = 7;
/** Stars from the participants' average popularity: +POPULARITY_STARS at 100, -POPULARITY_STARS at 0. */
export const POPULARITY_STARS = 1;
export const POPULARITY_PIVOT = 50;
/** Stars per morale point above or below MORALE_PIVOT (average of the participants). */
export const MORALE_PIVOT = 60;
export const MORALE_STARS_PER_POINT = 0.0125;
/** Stars a rivalry between the participants adds at intensity 100. */
export const RIVALRY_STARS_MAX = 1.5;
/** Stars a championship on the line adds at prestige 100. */
export const TITLE_STARS_MAX = 0.8;
/** A gap between the best and the worst side's work rate beyond this (skill points) costs stars. */
export const MISMATCH_FREE_GAP = 15;
export const MISMATCH_STARS_PER_POINT = 0.03;
export const MISMATCH_STARS_MAX = 1.5;
/** The night's luck: a uniform draw in [-RANDOM_STARS, +RANDOM_STARS]. */
export const RANDOM_STARS = 0.75;

/** Promos: stars from charisma at 100, and how rivalry counts double when rivals face each other. */
export const PROMO_CHARISMA_STARS = 6;
export const PROMO_RIVALRY_FACTOR = 1.5;

export const PROMO_TYPES = ['promo', 'interview', 'confrontation'] as const;
export type PromoType = (typeof PROMO_TYPES)[number];

export interface PromoTypeRule {
  label: string;
  minParticipants: number;
  maxParticipants: number;
  /** Stars the segment adds on its own. */
  spectacle: number;
}

export const PROMO_TYPE_RULES: Readonly<Record<PromoType, PromoTypeRule>> = {
  promo: { label: 'Promo', minParticipants: 1, maxParticipants: 1, spectacle: 0 },
  interview: { label: 'Backstage Interview', minParticipants: 1, maxParticipants: 2, spectacle: -0.3 },
  confrontation: { label: 'In-Ring Confrontation', minParticipants: 2, maxParticipants: 4, spectacle: 0.3 },
};

/** Rounds stars to two decimals (breakdown parts and totals). */
export function roundStars(value: number): number {
  return Math.round(value * 100) / 100;
}
