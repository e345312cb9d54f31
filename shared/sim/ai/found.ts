// Founding an AI federation (spec §3 "AI federation", §9): popularity and funds drawn in its tier's range,
// an identity from the catalog (name, style, gimmick, weekly and PPV show names), a personality, product
// levels by tier, a roster of 6-11 signed through the signing rules and 2-4 championships created through
// createChampionship, each with a champion.
import { AI_FEDERATION_CATALOG, type AiFederationIdentity } from '#shared/data/aiFederations.ts';
import { AI_CHAMPIONSHIPS, AI_PERSONALITIES, AI_ROSTER_SIZE, AI_TIER_PRODUCTS, AI_TIER_START, type AiTier } from '#shared/rules/ai.ts';
import { createChampionship } from '../championships/championship.ts';
import type { SimEvent } from '../events.ts';
import { nextInt, pick, type RngState } from '../rng.ts';
import { rosterOf, type Wrestler } from '../roster/wrestler.ts';
import { openFirstWeek } from '../week/weekFigures.ts';
import { takeId, type Federation, type World } from '../world.ts';
import { newFederation } from '../newFederation.ts';
import type { AiProfile } from './profile.ts';
import { fillAiRoster } from './roster.ts';

const NUMERALS = ['II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'];

/**
 * The next identity: an unused catalog entry drawn at random; once all are used, a drawn entry's name with
 * the first free numeral and no show names of its own (so it books under the spec's fallback names).
 */
function nextIdentity(world: World, rng: RngState): AiFederationIdentity {
  const used = new Set(world.federations.map((f) => f.name));
  const fresh = AI_FEDERATION_CATALOG.filter((entry) => !used.has(entry.name));
  if (fresh.length > 0) return pick(rng, fresh);
  const base = pick(rng, AI_FEDERATION_CATALOG);
  let n = 0;
  let name = `${base.name} ${NUMERALS[n]}`;
  while (used.has(name)) {
    n += 1;
    name = `${base.name} ${NUMERALS[n] ?? String(n + 2)}`;
  }
  return { ...base, name, weeklyShows: [], ppvShows: [] };
}

// A women's title ("Women's ...", "... Femenil") goes to a woman.
const isWomensTitle = (name: string) => /women's|femenil/i.test(name);

/** 2-4 titles, the most prestigious first, each with a different champion (a women's title for a woman). */
function foundChampionships(world: World, federation: Federation, titles: readonly string[], rng: RngState): void {
  const wanted = nextInt(rng, AI_CHAMPIONSHIPS.min, AI_CHAMPIONSHIPS.max);
  const free: Wrestler[] = rosterOf(world, federation.id).sort((a, b) => b.totalPoints - a.totalPoints || a.id.localeCompare(b.id));
  let created = 0;
  for (const name of titles) {
    if (created >= wanted) break;
    const women = isWomensTitle(name);
    const holder = free.find((w) => !women || w.gender === 'female');
    if (!holder) continue;
    free.splice(free.indexOf(holder), 1);
    createChampionship(world, federation.id, { name, holderId: holder.id });
    created += 1;
  }
}

/** Opens an AI federation of the tier (identity, figures, products) and adds it to the world, with no roster yet. */
export function openAiFederation(world: World, tier: AiTier, rng: RngState): Federation {
  const identity = nextIdentity(world, rng);
  const federation = newFederation(takeId(world, 'fed'), identity.name, 'ai');
  const start = AI_TIER_START[tier];
  federation.popularity = nextInt(rng, start.popularity.min, start.popularity.max);
  federation.funds = nextInt(rng, start.fundsUsd.min, start.fundsUsd.max);
  federation.fundsAtWeekStart = federation.funds;
  for (const [kind, level] of Object.entries(AI_TIER_PRODUCTS[tier]) as Array<[keyof Federation['products'], number]>) {
    federation.products[kind] = { level, isActive: level > 0 };
  }
  const profile: AiProfile = {
    tier,
    isActive: true,
    style: identity.style,
    gimmick: identity.gimmick,
    personality: pick(rng, AI_PERSONALITIES),
    showNames: [
      ...identity.weeklyShows.map((name) => ({ name, type: 'weekly' as const, isActive: true })),
      ...identity.ppvShows.map((name) => ({ name, type: 'ppv' as const, isActive: true })),
    ],
    rosterTarget: nextInt(rng, AI_ROSTER_SIZE.min, AI_ROSTER_SIZE.max),
    showQualityAverage: 0,
    recentShowRatings: [],
    lastShowWeek: null,
    consecutiveLosses: 0,
    foundedWeek: world.calendar.totalWeeksProgressed,
    closedWeek: null,
    closedReason: null,
    decisions: [],
  };
  federation.ai = profile;
  federation.foundedWeek = profile.foundedWeek;
  world.federations.push(federation);
  return federation;
}

/** The title names of the federation's catalog identity (a numbered name takes its original's). */
function titlesOf(name: string): readonly string[] {
  const entry = AI_FEDERATION_CATALOG.find((e) => name === e.name) ?? AI_FEDERATION_CATALOG.find((e) => name.startsWith(`${e.name} `));
  return entry?.titles ?? AI_FEDERATION_CATALOG[0]!.titles;
}

/** Signs an opened federation's roster and creates its titles with their champions; its first week opens. */
export function staffAiFederation(world: World, federation: Federation, rng: RngState): SimEvent[] {
  const events = fillAiRoster(world, federation, federation.ai!.rosterTarget);
  foundChampionships(world, federation, titlesOf(federation.name), rng);
  openFirstWeek(world, federation);
  return events;
}

/** Founds an AI federation of the tier: opened, then staffed. */
export function foundAiFederation(world: World, tier: AiTier, rng: RngState): { federation: Federation; events: SimEvent[] } {
  const federation = openAiFederation(world, tier, rng);
  return { federation, events: staffAiFederation(world, federation, rng) };
}
