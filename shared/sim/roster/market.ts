// The weekly wrestler market (spec: simulation §4, §7, §9): WEEKLY_MARKET_SIZE free agents the
// federation qualifies for, shuffled by the world's generator. Each week advance keeps 30-50% of it and
// fills it back from new candidates with no duplicate names; with no candidates the old market stays.
import { MARKET_KEEP_MAX_SHARE, MARKET_KEEP_MIN_SHARE, WEEKLY_MARKET_SIZE } from '#shared/rules/market.ts';
import type { SimEvent } from '../events.ts';
import { nextInt, shuffled, type RngState } from '../rng.ts';
import type { Federation, World } from '../world.ts';
import { qualifiesFor, rehireBanWeeksLeft } from './eligibility.ts';
import { findWrestlerIn, type Wrestler } from './wrestler.ts';

/** Free agents this federation could be offered: qualified by popularity and not barred from returning. */
export function marketCandidates(world: World, federation: Federation): Wrestler[] {
  return world.wrestlers.filter((w) => w.federationId === null && qualifiesFor(federation, w) && rehireBanWeeksLeft(world, federation.id, w) === 0);
}

/** Appends candidates to the list until it holds `size`, skipping ids and names already in it. */
function fillUp(list: Wrestler[], candidates: readonly Wrestler[], size: number): Wrestler[] {
  const names = new Set(list.map((w) => w.name));
  const result = [...list];
  for (const candidate of candidates) {
    if (result.length >= size) break;
    if (names.has(candidate.name)) continue;
    names.add(candidate.name);
    result.push(candidate);
  }
  return result;
}

/** A first market for a new federation. */
export function fillMarket(world: World, federation: Federation, rng: RngState): void {
  federation.market = fillUp([], shuffled(rng, marketCandidates(world, federation)), WEEKLY_MARKET_SIZE).map((w) => w.id);
}

/** How many of a market of `size` the refresh keeps: 30-50% of it, drawn by the generator. */
export function keepCount(size: number, rng: RngState): number {
  return nextInt(rng, Math.ceil(size * MARKET_KEEP_MIN_SHARE), Math.floor(size * MARKET_KEEP_MAX_SHARE));
}

/** The week advance's refresh (spec §4): keep 30-50% of the market, fill back with new candidates. */
export function refreshMarket(world: World, federation: Federation, rng: RngState): SimEvent[] {
  // The world's id index (findWrestlerIn) in place of a map of every wrestler built each week.
  const current = federation.market.map((id) => findWrestlerIn(world, id)).filter((w): w is Wrestler => !!w && w.federationId === null);
  const currentIds = new Set(current.map((w) => w.id));
  const fresh = shuffled(rng, marketCandidates(world, federation).filter((w) => !currentIds.has(w.id)));
  // Spec §8: when no candidates can be had, the old market stays.
  if (fresh.length === 0) {
    federation.market = current.map((w) => w.id);
    return [];
  }
  const kept = shuffled(rng, current).slice(0, keepCount(current.length, rng));
  const market = fillUp(kept, fresh, WEEKLY_MARKET_SIZE);
  federation.market = market.map((w) => w.id);
  return [{ kind: 'marketRefreshed', federationId: federation.id, kept: kept.length, added: market.length - kept.length }];
}

/** A wrestler who signs anywhere leaves every market. */
export function removeFromMarkets(world: World, wrestlerId: string): void {
  for (const federation of world.federations) {
    if (federation.market.includes(wrestlerId)) federation.market = federation.market.filter((id) => id !== wrestlerId);
  }
}
