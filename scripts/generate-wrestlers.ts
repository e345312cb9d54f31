// Generates shared/data/wrestlers/catalog.ts from the hand-written roster (scripts/wrestler-roster.ts).
// Deterministic: each wrestler's numbers come from a generator seeded by their id, so editing one
// roster line changes only that wrestler. Run: node scripts/generate-wrestlers.ts
//
// How the numbers are made:
// - skills: a level x per wrestler plus the style's offsets (a Giant is strong and slow, a Showman
//   charismatic and popular, ...) plus a little noise; x is searched so that the rating lands on a
//   target drawn inside the roster's intended category (kept a few points clear of its edges).
// - salary (USD per week) and the federation popularity required rise with the rating along the
//   anchor tables below; popularity nudges the salary up to +-8%.
// - merchandise share 5-30% rises with the rating; years in the business follow age and category.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { slugify } from '../shared/data/slug.ts';
import type { PredefinedWrestler, WrestlerStyle } from '../shared/data/wrestlers/types.ts';
import { categoryForRating, wrestlerRating, type WrestlerCategory } from '../shared/rules/rating.ts';
import { ROSTER } from './wrestler-roster.ts';

function hashSeed(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

function rngFor(seedText: string) {
  let state = hashSeed(seedText);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    float: next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    between: (min: number, max: number) => min + next() * (max - min),
  };
}

/** Offsets from the wrestler's level: popularity, strength, agility, technic, charisma, stamina. */
const STYLE_OFFSETS: Record<WrestlerStyle, [number, number, number, number, number, number]> = {
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
const TARGET_TOTAL: Record<WrestlerCategory, [number, number]> = {
  S: [449, 478],
  A: [399, 442],
  B: [350, 392],
  C: [252, 343],
  D: [201, 244],
  E: [152, 194],
  F: [96, 145],
};

/** Piecewise-linear anchors over the rating: [rating, value]. */
const SALARY_ANCHORS: Array<[number, number]> = [
  [0, 150],
  [149, 450],
  [198, 850],
  [248, 1500],
  [347, 3200],
  [396, 5500],
  [446, 9000],
  [495, 15000],
]; // USD per week
const MIN_POPULARITY_ANCHORS: Array<[number, number]> = [
  [0, 0],
  [149, 4],
  [198, 10],
  [248, 18],
  [347, 38],
  [396, 52],
  [446, 70],
  [495, 90],
]; // federation popularity points

function interpolate(anchors: Array<[number, number]>, x: number): number {
  for (let i = 1; i < anchors.length; i++) {
    const [x0, y0] = anchors[i - 1]!;
    const [x1, y1] = anchors[i]!;
    if (x <= x1) return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
  }
  return anchors.at(-1)![1];
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

function generate(entry: (typeof ROSTER)[number]): PredefinedWrestler {
  const id = slugify(entry.name);
  const rng = rngFor(id);
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

const rows = ROSTER.map(generate);

const q = (text: string) => JSON.stringify(text);
const lines = rows.map(
  (w) =>
    `  {\n` +
    `    id: ${q(w.id)}, name: ${q(w.name)}, style: ${q(w.style)}, gender: ${q(w.gender)}, masked: ${w.masked},\n    nationality: ${q(w.nationality)}, age: ${w.age}, yearsInIndustry: ${w.yearsInIndustry},\n` +
    `    bio: ${q(w.bio)},\n` +
    `    popularity: ${w.popularity}, strength: ${w.strength}, agility: ${w.agility}, technic: ${w.technic}, charisma: ${w.charisma}, stamina: ${w.stamina},\n` +
    `    totalPoints: ${w.totalPoints}, category: ${q(w.category)}, baseSalary: ${w.baseSalary}, minFederationPopularityRequired: ${w.minFederationPopularityRequired},\n` +
    `    merchandiseContractPercentage: ${w.merchandiseContractPercentage}, morale: ${w.morale}, isAvailable: ${w.isAvailable},\n` +
    `  },`,
);

const source = `// GENERATED by scripts/generate-wrestlers.ts from scripts/wrestler-roster.ts: edit the roster (names,
// gimmicks, styles, ages) or the generator, then run \`node scripts/generate-wrestlers.ts\`.
// ${rows.length} original fictional wrestlers; shared/data/wrestlers.test.ts checks every row.
import type { PredefinedWrestler } from './types.ts';

export const WRESTLER_ROWS: readonly PredefinedWrestler[] = [
${lines.join('\n')}
];
`;

const out = fileURLToPath(new URL('../shared/data/wrestlers/catalog.ts', import.meta.url));
writeFileSync(out, source);
const counts = Object.groupBy(rows, (w) => w.category);
console.log(`wrote ${rows.length} wrestlers to ${out}`);
console.log(Object.entries(counts).map(([c, list]) => `${c}: ${list?.length}`).join(', '));
