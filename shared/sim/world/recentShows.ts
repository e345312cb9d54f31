// The last shows each federation ran, for the world screens (scene.ts, ranking.ts). Read by no rule.
import { POWER_QUALITY_SHOWS } from '#shared/rules/power.ts';
import type { Show } from '../shows/show.ts';
import type { World } from '../world.ts';

/**
 * Up to POWER_QUALITY_SHOWS shows run by each of the given federations, newest week first. Walks
 * world.shows from its newest end and stops once every federation has its count, so the cost stays with
 * the recent weeks however long the career.
 */
export function recentShowsByFederation(world: World, federationIds: readonly string[]): Map<string, Show[]> {
  const wanted = new Set(federationIds);
  const found = new Map<string, Show[]>(federationIds.map((id) => [id, []]));
  let complete = 0;
  for (let i = world.shows.length - 1; i >= 0 && complete < wanted.size; i -= 1) {
    const show = world.shows[i]!;
    if (!show.hasBeenRun || !show.result || !wanted.has(show.federationId)) continue;
    const list = found.get(show.federationId)!;
    if (list.length >= POWER_QUALITY_SHOWS) continue;
    list.push(show);
    if (list.length === POWER_QUALITY_SHOWS) complete += 1;
  }
  for (const list of found.values()) list.sort((a, b) => b.weekIndex - a.weekIndex);
  return found;
}

/** Popularity over the history window and now, oldest first (federation.popularityHistory then today's). */
export function popularityTrend(history: readonly number[] | undefined, popularity: number): number[] {
  return [...(history ?? []), popularity].map((p) => Math.round(p * 10) / 10);
}

/** The popularity change over the trend (now against its oldest point), one decimal. */
export function trendChange(trend: readonly number[]): number {
  if (trend.length < 2) return 0;
  return Math.round((trend[trend.length - 1]! - trend[0]!) * 10) / 10;
}
