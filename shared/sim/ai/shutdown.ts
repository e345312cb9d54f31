// Closing an AI federation (spec §4: "may be shut down (is_active false)"; §9: the five shutdown rules,
// exact). A closing federation's wrestlers become free agents (their contracts end), its titles are
// retired (vacated, isActive false) with their lineage kept, its unrun shows are cancelled, its
// products switched off and its TV deals ended; the federation stays in the world as history (docs/rules/ai.md "AI federations").
import { AI_SHUTDOWN, type AiShutdownRule } from '#shared/rules/ai.ts';
import { championshipsOf, vacateChampionship } from '../championships/championship.ts';
import type { SimEvent } from '../events.ts';
import { chance, type RngState } from '../rng.ts';
import { freeWrestler } from '../roster/contracts.ts';
import { endLoansOfClosing } from '../diplomacy/loans.ts';
import { rosterOf } from '../roster/wrestler.ts';
import { cancelShow } from '../shows/scheduling.ts';
import type { Federation, World } from '../world.ts';
import type { AiProfile } from './profile.ts';

/** The first shutdown rule that applies this week, in the spec's order; null when it carries on. */
export function shutdownRule(federation: Pick<Federation, 'popularity' | 'funds'>, profile: Pick<AiProfile, 'consecutiveLosses'>, rng: RngState): AiShutdownRule | null {
  const { popularity, funds } = federation;
  const losses = profile.consecutiveLosses;
  if (popularity < AI_SHUTDOWN.broke.popularityUnder && funds < AI_SHUTDOWN.broke.fundsUnderUsd) return 'broke';
  if (popularity < AI_SHUTDOWN.losing.popularityUnder && losses >= AI_SHUTDOWN.losing.lossesAtLeast) return 'losing';
  if (popularity < AI_SHUTDOWN.forgotten.popularityUnder) return 'forgotten';
  if (funds < AI_SHUTDOWN.bleeding.fundsUnderUsd && losses >= AI_SHUTDOWN.bleeding.lossesAtLeast) return 'bleeding';
  // The chance is drawn only for a federation under the popularity line, so other worlds' draws stay put.
  if (popularity < AI_SHUTDOWN.unlucky.popularityUnder && chance(rng, AI_SHUTDOWN.unlucky.chance)) return 'unlucky';
  return null;
}

export const CLOSED_REASON_PREFIX = 'The federation closed';

/** Closes the federation; `reason` is the sentence the news and its company page give (AI_SHUTDOWN_REASONS, or the owner's retirement). */
export function closeAiFederation(world: World, federation: Federation, profile: AiProfile, reason: string, now = 0): SimEvent[] {
  const events: SimEvent[] = [];
  profile.isActive = false;
  profile.closedWeek = world.calendar.totalWeeksProgressed;
  profile.closedReason = reason;
  for (const title of championshipsOf(world, federation.id)) {
    if (title.holderId) vacateChampionship(world, federation.id, title.id, CLOSED_REASON_PREFIX);
    title.isActive = false;
  }
  // Its loans end first: the wrestlers it borrowed go home instead of to the market.
  events.push(...endLoansOfClosing(world, federation.id, now));
  for (const wrestler of rosterOf(world, federation.id)) {
    freeWrestler(world, wrestler, CLOSED_REASON_PREFIX);
    events.push({ kind: 'wrestlerReleased', federationId: federation.id, wrestlerId: wrestler.id, name: wrestler.name, reason: 'released' });
  }
  for (const show of world.shows.filter((s) => s.federationId === federation.id && !s.hasBeenRun)) cancelShow(world, federation.id, show.id);
  for (const product of Object.values(federation.products)) product.isActive = false;
  // Its TV deals end with it (the network is free for the others at once: networkHolder skips it already).
  for (const deal of federation.broadcastDeals) {
    if (!deal.isActive) continue;
    deal.isActive = false;
    deal.endedReason = 'cancelled';
  }
  return events;
}
