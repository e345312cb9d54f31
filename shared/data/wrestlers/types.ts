// Shape of a row of the predefined wrestler database (spec: simulation §3 "Predefined wrestler
// database row"), in camelCase, plus the id, ring style and gimmick line the catalog shows.
import type { WrestlerCategory } from '#shared/rules/rating.ts';

/** Ring styles, used for the card label and to shape the generated skills. */
export const WRESTLER_STYLES = ['Powerhouse', 'High-Flyer', 'Technician', 'Showman', 'Brawler', 'Giant', 'Striker', 'All-Rounder'] as const;
export type WrestlerStyle = (typeof WRESTLER_STYLES)[number];

export const WRESTLER_GENDERS = ['male', 'female'] as const;
export type WrestlerGender = (typeof WRESTLER_GENDERS)[number];

export interface PredefinedWrestler {
  /** Slug of the name (simulation §3): lowercase, punctuation removed, spaces as underscores. */
  id: string;
  /** Ring name, unique in the catalog. */
  name: string;
  /** One line of gimmick and background. */
  bio: string;
  style: WrestlerStyle;
  /** For texts (he / she) and divisions; not part of the spec's row. */
  gender: WrestlerGender;
  /** Wrestles under a mask; the portrait shows it. */
  masked: boolean;
  /** Age in years, 18-50. */
  age: number;
  nationality: string;
  /** Fan popularity, 0-100. */
  popularity: number;
  /** Skills, 0-100 each. */
  strength: number;
  agility: number;
  technic: number;
  charisma: number;
  stamina: number;
  /** categoryForRating(totalPoints). */
  category: WrestlerCategory;
  /** wrestlerRating(row): popularity x1.2 + strength + agility + technic + charisma x0.75, rounded. */
  totalPoints: number;
  /** Wage asked for a contract, in USD per week. */
  baseSalary: number;
  /** Free to sign when a new world starts. */
  isAvailable: boolean;
  /** Morale, 50-100 at the start of a world (the game's scale is 0-100). */
  morale: number;
  /** Years as a professional wrestler; always below age - 15. */
  yearsInIndustry: number;
  /** Federation popularity (0-100) a federation needs before this wrestler will sign. */
  minFederationPopularityRequired: number;
  /** Share of this wrestler's merchandise sales the wrestler keeps, in percent (5-30). */
  merchandiseContractPercentage: number;
}
