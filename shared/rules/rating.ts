// Wrestler rating and category (spec: simulation §9 "Rating and category").
//
// rating = popularity x1.2 + strength + agility + technic + charisma x0.75, rounded.
// Stamina does not count. With every input on the 0-100 scale the rating runs from 0 to 495.

export type WrestlerCategory = 'S' | 'A' | 'B' | 'C' | 'D' | 'E' | 'F';

/** Categories from best to worst. */
export const CATEGORIES: readonly WrestlerCategory[] = ['S', 'A', 'B', 'C', 'D', 'E', 'F'];

/** Weight of popularity in the rating, in rating points per popularity point. */
export const RATING_POPULARITY_WEIGHT = 1.2;
/** Weight of charisma in the rating, in rating points per charisma point. */
export const RATING_CHARISMA_WEIGHT = 0.75;
/** Highest possible rating, in rating points (every input at 100). */
export const RATING_MAX = 100 * RATING_POPULARITY_WEIGHT + 300 + 100 * RATING_CHARISMA_WEIGHT; // 495

/** Lowest rating of each category, in rating points (inclusive). Below CATEGORY_E_MIN is F. */
export const CATEGORY_S_MIN = 446;
export const CATEGORY_A_MIN = 396;
export const CATEGORY_B_MIN = 347;
export const CATEGORY_C_MIN = 248;
export const CATEGORY_D_MIN = 198;
export const CATEGORY_E_MIN = 149;

/** The lowest rating that earns each category, best first; F has no floor (0). */
export const CATEGORY_MIN_RATING: Readonly<Record<WrestlerCategory, number>> = {
  S: CATEGORY_S_MIN,
  A: CATEGORY_A_MIN,
  B: CATEGORY_B_MIN,
  C: CATEGORY_C_MIN,
  D: CATEGORY_D_MIN,
  E: CATEGORY_E_MIN,
  F: 0,
};

/** The inputs of the rating, each on the 0-100 scale. */
export interface RatingInputs {
  popularity: number;
  strength: number;
  agility: number;
  technic: number;
  charisma: number;
}

/** The rating (total points) of a wrestler, rounded half up to a whole number. */
export function wrestlerRating({ popularity, strength, agility, technic, charisma }: RatingInputs): number {
  const raw = popularity * RATING_POPULARITY_WEIGHT + strength + agility + technic + charisma * RATING_CHARISMA_WEIGHT;
  // Settle binary floating-point noise (one-decimal popularity x 1.2) to 6 decimals before rounding,
  // so that exact halves (e.g. 300.5) round up as they would on paper.
  return Math.round(Math.round(raw * 1e6) / 1e6);
}

/** The category a rating falls in. */
export function categoryForRating(total: number): WrestlerCategory {
  if (total >= CATEGORY_S_MIN) return 'S';
  if (total >= CATEGORY_A_MIN) return 'A';
  if (total >= CATEGORY_B_MIN) return 'B';
  if (total >= CATEGORY_C_MIN) return 'C';
  if (total >= CATEGORY_D_MIN) return 'D';
  if (total >= CATEGORY_E_MIN) return 'E';
  return 'F';
}
