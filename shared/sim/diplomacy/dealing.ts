// What every dealing between two federations shares (docs/rules/diplomacy.md): who may deal with whom (both
// exist, both run, not oneself), a popularity change with its reason, and how a dealing is told: an event
// for each side's report and, for a player acted upon, a federation_interaction message saying who did it.
import { clampPopularity, roundPopularity } from '#shared/rules/federation.ts';
import type { SimEvent } from '../events.ts';
import { addMessage } from '../messages.ts';
import { SimRefusal } from '../refusal.ts';
import { isRunning } from '../ai/profile.ts';
import { findFederation, type Federation, type World } from '../world.ts';

export const UNKNOWN_PARTNER = 'That federation does not exist.';
export const DEAL_WITH_YOURSELF = 'You cannot deal with your own federation.';
export const closedPartner = (name: string): string => `${name} is no longer running.`;

/** The refusal sentence for a dealing between these two, or null when they may deal. */
export function partiesRefusal(world: World, actorId: string, otherId: string): string | null {
  const actor = findFederation(world, actorId);
  const other = findFederation(world, otherId);
  if (!actor || !other) return UNKNOWN_PARTNER;
  if (actorId === otherId) return DEAL_WITH_YOURSELF;
  if (!isRunning(actor)) return closedPartner(actor.name);
  if (!isRunning(other)) return closedPartner(other.name);
  return null;
}

/** Both federations of a dealing, refused (SimRefusal) unless they may deal. */
export function requireParties(world: World, actorId: string, otherId: string): { actor: Federation; other: Federation } {
  const refusal = partiesRefusal(world, actorId, otherId);
  if (refusal) throw new SimRefusal(refusal);
  return { actor: findFederation(world, actorId)!, other: findFederation(world, otherId)! };
}

/** Moves a federation's popularity (clamped 0-100, two decimals) with its reason; the event when it moved. */
export function movePopularity(federation: Federation, amount: number, reason: string): SimEvent[] {
  const from = federation.popularity;
  federation.popularity = roundPopularity(clampPopularity(from + amount));
  return federation.popularity === from ? [] : [{ kind: 'popularityChanged', federationId: federation.id, from, to: federation.popularity, reason }];
}

/** A dealing as `federation` sees it: the event of its report. */
export function interaction(federationId: string, otherFederationId: string, action: string, text: string): SimEvent {
  return { kind: 'federationInteraction', federationId, otherFederationId, action, text };
}

/** A federation_interaction message to a player's federation (a computer-run one reads none). */
export function tellPlayer(world: World, federation: Federation, title: string, content: string, now: number): void {
  if (federation.controller === 'player') addMessage(world, federation.id, 'federation_interaction', title, content, now);
}
