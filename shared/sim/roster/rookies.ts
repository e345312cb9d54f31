// Rookies (docs/rules/roster.md "A world that lasts decades"; constants in rules/aging.ts): new wrestlers
// with original names, looks and skills, made by the catalog's own generator (data/wrestlers/generator.ts)
// with the world's generator, so the free-agent pool and the world's head count stay stable while the old
// guard retires. They arrive as free agents in the week advance, after the birthdays. Their portrait is
// drawn from their id, style, gender and mask like every wrestler's. Runs only in a world with AI
// federations in this slice (weekSteps.ts).
import { ROOKIE_BIOS, ROOKIE_NAME_REGIONS } from '#shared/data/rookieNames.ts';
import { slugify } from '#shared/data/slug.ts';
import { WRESTLER_STYLES, WRESTLERS } from '#shared/data/wrestlers.ts';
import { fromFloats, generateWrestlerRow, type WrestlerSketch } from '#shared/data/wrestlers/generator.ts';
import { NEWCOMER_QUALIFIED_FLOOR, NEWCOMER_TIER, NEWCOMERS_MAX_AT_FOUNDING, ROOKIE_AGE, ROOKIE_FEMALE_SHARE, ROOKIE_FREE_AGENT_FLOOR, ROOKIE_MASKED_SHARE, ROOKIE_TIER_WEIGHTS } from '#shared/rules/aging.ts';
import { STARTING_POPULARITY } from '#shared/rules/federation.ts';
import { chance, nextFloat, pick, type RngState } from '../rng.ts';
import type { World } from '../world.ts';
import { wrestlerFromRow } from './seedWrestlers.ts';
import type { Wrestler } from './wrestler.ts';

/** The world's head count rookies keep it at: the catalog's size, the number a new world starts with (wrestlers). */
export const ROOKIE_HEAD_COUNT_TARGET = WRESTLERS.length;

/** Draws a name suffix when every drawn name is taken: " II", " III", ... (rare; keeps ids unique). */
const SUFFIXES = ['II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'];
/** Names drawn before a suffix is tried. */
const NAME_DRAWS = 12;

/** Every id a new wrestler must not take: the world's wrestlers, the catalog's, every title's past holders and the retirees kept. */
export function usedWrestlerIds(world: World): Set<string> {
  const used = new Set<string>(WRESTLERS.map((w) => w.id));
  for (const wrestler of world.wrestlers) used.add(wrestler.id);
  for (const title of world.championships) for (const entry of title.history) if (entry.holder) used.add(entry.holder);
  // A retiree's page still answers for their id (roster/retired.ts).
  for (const record of world.retired ?? []) used.add(record.id);
  return used;
}

function weightedTier(rng: RngState): WrestlerSketch['tier'] {
  const total = ROOKIE_TIER_WEIGHTS.reduce((sum, t) => sum + t.weight, 0);
  let roll = nextFloat(rng) * total;
  for (const { tier, weight } of ROOKIE_TIER_WEIGHTS) {
    roll -= weight;
    if (roll < 0) return tier;
  }
  return ROOKIE_TIER_WEIGHTS.at(-1)!.tier;
}

/** A rookie's hand-written half, drawn: region, nationality, gender, a free name, style, mask, age, tier, gimmick. */
export function drawRookieSketch(rng: RngState, used: ReadonlySet<string>, tier?: WrestlerSketch['tier']): WrestlerSketch {
  const gender = chance(rng, ROOKIE_FEMALE_SHARE) ? 'female' : 'male';
  let name = '';
  let nationality = '';
  for (let draw = 0; draw < NAME_DRAWS && (name === '' || used.has(slugify(name))); draw += 1) {
    const region = pick(rng, ROOKIE_NAME_REGIONS);
    nationality = pick(rng, region.nationalities);
    name = `${pick(rng, gender === 'female' ? region.female : region.male)} ${pick(rng, region.surnames)}`;
  }
  if (used.has(slugify(name))) name = `${name} ${SUFFIXES.find((s) => !used.has(slugify(`${name} ${s}`))) ?? SUFFIXES.at(-1)}`;
  const style = pick(rng, WRESTLER_STYLES);
  const masked = chance(rng, ROOKIE_MASKED_SHARE);
  const age = ROOKIE_AGE.min + Math.floor(nextFloat(rng) * (ROOKIE_AGE.max - ROOKIE_AGE.min + 1));
  const drawnTier = tier ?? weightedTier(rng);
  const bio = pick(rng, ROOKIE_BIOS[style]).replaceAll('{nationality}', nationality);
  return { name, nationality, style, gender, masked, age, tier: drawnTier, bio };
}

/** One new rookie, made by the catalog's generator with the world's draws (a free agent, not yet in the world). */
export function makeRookie(rng: RngState, used: ReadonlySet<string>, tier?: WrestlerSketch['tier']): Wrestler {
  const row = rookieRow(rng, used, tier);
  const wrestler = wrestlerFromRow(row, rng);
  // A rookie has no past: never a recent champion, no feud carried in.
  wrestler.wasRecentChampion = false;
  wrestler.currentRivalryIntensity = 0;
  return wrestler;
}

/** Sketches whose skills the generator may try before giving up (it only misses by a rounding step at a category's edge). */
const ROOKIE_ATTEMPTS = 10;

function rookieRow(rng: RngState, used: ReadonlySet<string>, tier?: WrestlerSketch['tier']) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return generateWrestlerRow(drawRookieSketch(rng, used, tier), fromFloats(() => nextFloat(rng)));
    } catch (error) {
      if (attempt >= ROOKIE_ATTEMPTS) throw error;
    }
  }
}

/** How many rookies the world needs now: up to the head count target, and up to the free-agent floor. */
export function rookiesNeeded(world: World): number {
  const freeAgents = world.wrestlers.reduce((n, w) => n + (w.federationId === null ? 1 : 0), 0);
  return Math.max(0, ROOKIE_HEAD_COUNT_TARGET - world.wrestlers.length, ROOKIE_FREE_AGENT_FLOOR - freeAgents);
}

/** The week's rookies join the world as free agents (no report event: the world's news will tell of them). */
export function arriveRookies(world: World, rng: RngState): Wrestler[] {
  const count = rookiesNeeded(world);
  if (count === 0) return [];
  const used = usedWrestlerIds(world);
  const arrived: Wrestler[] = [];
  for (let i = 0; i < count; i += 1) {
    const rookie = makeRookie(rng, used);
    used.add(rookie.id);
    world.wrestlers.push(rookie);
    arrived.push(rookie);
  }
  return arrived;
}

/** Free agents a federation of the starting popularity can sign. */
export function startingQualifiedFreeAgents(world: World): number {
  return world.wrestlers.reduce((n, w) => n + (w.federationId === null && w.minFederationPopularityRequired <= STARTING_POPULARITY ? 1 : 0), 0);
}

/**
 * A new world with rival federations: once they have signed their rosters from the pool, newcomers (the
 * lowest tier's rookies) join as free agents until a federation of the starting popularity can sign at
 * least NEWCOMER_QUALIFIED_FLOOR of them, as many as in a world without rivals, so a new player is never
 * left with the scraps (at most NEWCOMERS_MAX_AT_FOUNDING are made). Returns the newcomers.
 */
export function arriveFoundingNewcomers(world: World, rng: RngState): Wrestler[] {
  const used = usedWrestlerIds(world);
  const arrived: Wrestler[] = [];
  let qualified = startingQualifiedFreeAgents(world);
  while (qualified < NEWCOMER_QUALIFIED_FLOOR && arrived.length < NEWCOMERS_MAX_AT_FOUNDING) {
    const rookie = makeRookie(rng, used, NEWCOMER_TIER);
    used.add(rookie.id);
    world.wrestlers.push(rookie);
    arrived.push(rookie);
    if (rookie.minFederationPopularityRequired <= STARTING_POPULARITY) qualified += 1;
  }
  return arrived;
}
