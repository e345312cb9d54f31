// Offers that wait for a player's answer (docs/rules/diplomacy.md "Offers and the computer's dealings"): a
// computer-run federation asks a player to lend a wrestler, to hold a joint show or to ally. The offer
// arrives as a federation_interaction message with Accept and Decline, open for OFFER_OPEN_WEEKS; accepted,
// it becomes the dealing it names, through the same rule a player's own proposal goes through; declined or
// lapsed, nothing changes but the message. A computer-run federation asked the same answers at once instead.
import { OFFER_OPEN_WEEKS } from '#shared/rules/diplomacy.ts';
import type { SimEvent } from '../events.ts';
import { addMessage } from '../messages.ts';
import { SimRefusal } from '../refusal.ts';
import { findFederation, requireFederation, takeId, type OfferState, type World } from '../world.ts';
import type { DiplomacyOffer } from './offer.ts';

/** What an offer needs besides its id, week, expiry and message: the kind's own fields. */
export type NewOffer = DistributiveOmit<DiplomacyOffer, 'id' | 'week' | 'expiresWeek' | 'messageId'>;
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** Makes an offer to a federation: the record and its message (title and text say who asks, what and why). */
export function makeOffer(world: World, offer: NewOffer, title: string, content: string, now: number): DiplomacyOffer {
  const week = world.calendar.totalWeeksProgressed;
  const id = takeId(world, 'offer');
  const message = addMessage(world, offer.toId, 'federation_interaction', title, content, now);
  message.offerId = id;
  message.offerState = 'open';
  const made = { ...offer, id, week, expiresWeek: week + OFFER_OPEN_WEEKS - 1, messageId: message.id } as DiplomacyOffer;
  world.diplomacyOffers.push(made);
  return made;
}

/** The open offers to a federation, oldest first. */
export function offersTo(world: World, federationId: string): DiplomacyOffer[] {
  return world.diplomacyOffers.filter((o) => o.toId === federationId);
}

/** Closes an offer: off the open list, its message marked with how it ended. */
export function closeOffer(world: World, offer: DiplomacyOffer, state: Exclude<OfferState, 'open'>): void {
  world.diplomacyOffers = world.diplomacyOffers.filter((o) => o.id !== offer.id);
  const message = world.messages.find((m) => m.id === offer.messageId);
  if (message) message.offerState = state;
}

/** Turns an accepted offer into its dealing; refuses (SimRefusal) when it can no longer be honoured. */
export type OfferAcceptor = (world: World, offer: DiplomacyOffer, now: number) => SimEvent[];

/**
 * Answers an open offer to `federationId`. Accepting runs `accept` (the dealing's own rule, which checks
 * everything again: a wrestler since injured or gone, funds since spent) and refuses with its sentence,
 * leaving the offer open, when it cannot be honoured; declining closes it.
 */
export function answerOffer(world: World, federationId: string, offerId: string, accepted: boolean, accept: OfferAcceptor, now: number): SimEvent[] {
  requireFederation(world, federationId);
  const offer = world.diplomacyOffers.find((o) => o.id === offerId && o.toId === federationId);
  if (!offer) throw new SimRefusal('That offer is no longer open.');
  const from = findFederation(world, offer.fromId);
  const name = from?.name ?? 'The other federation';
  if (!accepted) {
    closeOffer(world, offer, 'declined');
    return [{ kind: 'federationInteraction', federationId, otherFederationId: offer.fromId, action: 'offerDeclined', text: `You declined ${name}'s offer.` }];
  }
  const events = accept(world, offer, now);
  closeOffer(world, offer, 'accepted');
  return events;
}

/** Offers past their last week lapse (the week step): closed as expired, with a line for the one asked. */
export function lapseOffers(world: World): SimEvent[] {
  const week = world.calendar.totalWeeksProgressed;
  const events: SimEvent[] = [];
  for (const offer of world.diplomacyOffers.filter((o) => o.expiresWeek < week)) {
    closeOffer(world, offer, 'expired');
    const from = findFederation(world, offer.fromId);
    events.push({ kind: 'federationInteraction', federationId: offer.toId, otherFederationId: offer.fromId, action: 'offerLapsed', text: `${from?.name ?? 'A federation'}'s offer lapsed unanswered.` });
  }
  return events;
}
