// The catalog's generator, pure: turns a wrestler's hand-written half (name, style, gender, age, the
// category aimed at) into a full database row (skills, rating, salary, ...). scripts/generate-wrestlers.ts
// runs it over the hand-written roster with a generator seeded by each wrestler's id (so editing one line
// changes one wrestler); the world's rookies (shared/sim/roster/rookies.ts) run it with the world's seeded
// generator, so a rookie is made exactly like a catalog wrestler.
//
// How the numbers are made:
// - skills: a level x per wrestler plus the style's offsets (a Giant is strong and slow, a Showman
//   charismatic and popular, ...) plus a little noise; x is searched so that the rating lands on a
//   target drawn inside the intended category (kept a few points clear of its edges).
// - salary (USD per week) and the federation popularity required rise with the rating along the
//   anchor tables below; popularity nudges the salary up to +-8%.
// - merchandise share 5-30% rises with the rating; years in the business follow age and category.
import { categoryForRating, wrestlerRating, type WrestlerCategory } from '#shared/rules/rating.ts';
import { slugify } from '../slug.ts';
import type { PredefinedWrestler, WrestlerGender, WrestlerStyle } from './types.ts';

/** The draws the generator needs; both the script's id-seeded generator and the world's fit it. */
export interface GeneratorRng {
  /** A float in [0, 1). */
  float(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** A float in [min, max). */
  between(min: number, max: number): number;
}

/** The hand-written half of a wrestler: what a person (or the rookie maker) decides. */
export interface WrestlerSketch {
  name: string;
  nationality: string;
  style: WrestlerStyle;
  gender: WrestlerGender;
  masked?: boolean;
  age: number;
  /** The category the generated skills aim for. */
  tier: WrestlerCategory;
  bio: string;
}

/** FNV-1a hash of a text, as an unsigned 32-bit integer. */
export function hashSeed(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** A generator seeded by a text (mulberry32 on the text's hash): the catalog's per-wrestler draws. */
export function rngForText(seedText: string): GeneratorRng {
  let state = hashSeed(seedText);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return fromFloats(next);
}

/** A GeneratorRng over any source of floats in [0, 1). */
export function fromFloats(next: () => number): GeneratorRng {
  return {
    float: next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    between: (min: number, max: number) => min + next() * (max - min),
  };
}

/** Offsets from the wrestler's level: popularity, strength, agility, technic, charisma, stamina. */
export const STYLE_OFFSETS: Record<WrestlerStyle, [number, number, number, number, number, number]> = {
  Powerhouse: [0, 16, -12, -2, -2, 8],
  'High-Flyer': [2, -12, 18, 4, 0, 4],
  Technician: [-4, 0, 2, 16, -8, 8],
  Showman: [10, -6, -4, -8, 18, -4],
  Brawler: [0, 10, -6, -8, 4, 12],
  Giant: [4, 22, -22, -8, 4, -6],
  Striker: [0, 6, 8, 6, -6, 6],
  'All-Rounder': [0, 2, 2, 2, 2, 2],
};

/** Rating targets per intended category, in rating points (inside the §9 thresholds). */
export const TARGET_TOTAL: Record<WrestlerCategory, [number, number]> = {
  S: [449, 478],
  A: [399, 442],
  B: [350, 392],
  C: [252, 343],
  D: [201, 244],
  E: [152, 194],
  F: [96, 145],
};

/** Piecewise-linear anchors over the rating: [rating, value]. */
export const SALARY_ANCHORS: Array<[number, number]> = [
  [0, 150],
  [149, 450],
  [198, 850],
  [248, 1500],
  [347, 3200],
  [396, 5500],
  [446, 9000],
  [495, 15000],
]; // USD per week
export const MIN_POPULARITY_ANCHORS: Array<[number, number]> = [
  [0, 0],
  [149, 4],
  [198, 10],
  [248, 18],
  [347, 38],
  [396, 52],
  [446, 70],
  [495, 90],
]; // federation popularity points

export function interpolate(anchors: Array<[number, number]>, x: number): number {
  for (let i = 1; i < anchors.length; i++) {
    const [x0, y0] = anchors[i - 1]!;
    const [x1, y1] = anchors[i]!;
    if (x <= x1) return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
  }
  return anchors.at(-1)![1];
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The wage a wrestler of this rating and popularity asks, USD per week (the catalog's rule without its +-4% noise). */
export function askingSalaryFor(totalPoints: number, popularity: number): number {
  const popularityFactor = 0.92 + (popularity / 100) * 0.16;
  return Math.max(150, Math.round((interpolate(SALARY_ANCHORS, totalPoints) * popularityFactor) / 50) * 50);
}

/** The federation popularity this rating requires before signing (the catalog's rule without its +-2 noise). */
export function minPopularityFor(totalPoints: number): number {
  return Math.round(clamp(interpolate(MIN_POPULARITY_ANCHORS, totalPoints), 0, 100));
}

/** A full database row from a sketch, with the given draws (throws if the rating misses the category). */
export function generateWrestlerRow(entry: WrestlerSketch, rng: GeneratorRng): PredefinedWrestler {
  const id = slugify(entry.name);
  const offsets = STYLE_OFFSETS[entry.style];
  const noise = offsets.map(() => rng.between(-6, 6));
  const [lo, hi] = TARGET_TOTAL[entry.tier];
  const target = rng.int(lo, hi);

  const statsAt = (level: number) => {
    const [popularity, strength, agility, technic, charisma, stamina] = offsets.map((offset, i) =>
      Math.round(clamp(level + offset + noise[i]!, 3, 100)),
    ) as [number, number, number, number, number, number];
    return { popularity, strength, agility, technic, charisma, stamina: clamp(stamina, 15, 100) };
  };

  // The rating only grows with the level: bisect for the level that hits the target.
  let low = -20;
  let high = 130;
  for (let i = 0; i < 60; i++) {
    const mid = (low + high) / 2;
    if (wrestlerRating(statsAt(mid)) < target) low = mid;
    else high = mid;
  }
  const stats = statsAt(high);
  const totalPoints = wrestlerRating(stats);
  const category = categoryForRating(totalPoints);
  if (category !== entry.tier) throw new Error(`${entry.name}: aimed at ${entry.tier}, got ${category} (${totalPoints})`);

  const popularityFactor = 0.92 + (stats.popularity / 100) * 0.16;
  const baseSalary = Math.max(150, Math.round((interpolate(SALARY_ANCHORS, totalPoints) * popularityFactor * rng.between(0.96, 1.04)) / 50) * 50);
  const minFederationPopularityRequired = Math.round(clamp(interpolate(MIN_POPULARITY_ANCHORS, totalPoints) + rng.between(-2, 2), 0, 100));
  const merchandiseContractPercentage = Math.round(clamp(5 + ((totalPoints - 90) / (495 - 90)) * 24 + rng.between(-1.5, 1.5), 5, 30));

  const careerMax = entry.age - 16;
  const rookie = entry.tier === 'F' || entry.tier === 'E';
  const yearsInIndustry = rookie ? rng.int(0, Math.min(careerMax, entry.tier === 'F' ? 1 : 3)) : rng.int(Math.max(1, Math.floor(careerMax * 0.45)), careerMax);
  const morale = rng.int(58, 96);

  return {
    id,
    name: entry.name,
    bio: entry.bio,
    style: entry.style,
    gender: entry.gender,
    masked: entry.masked ?? false,
    age: entry.age,
    nationality: entry.nationality,
    ...stats,
    category,
    totalPoints,
    baseSalary,
    isAvailable: true,
    morale,
    yearsInIndustry,
    minFederationPopularityRequired,
    merchandiseContractPercentage,
  };
}
