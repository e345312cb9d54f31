// What an accepted offer becomes: the dealing it names, through the rule a federation's own proposal goes
// through, which checks everything again (diplomacy/offers.ts). The one who made the offer is the
// initiator: it pays what the dealing costs and its relationship moves as the spec says.
import type { SimEvent } from '../events.ts';
import type { RngState } from '../rng.ts';
import { SimRefusal } from '../refusal.ts';
import { requireFederation, type World } from '../world.ts';
import { isRunning } from '../ai/profile.ts';
import { agreeJointShow, jointShowWords } from './jointShowPropose.ts';
import { agreedBetween, holdsJointShowIn } from './jointShowTerms.ts';
import { makeLoan } from './loans.ts';
import type { DiplomacyOffer } from './offer.ts';
import { changeRelationship, relationshipScore, relationshipStatus } from './relationships.ts';
import { takeRivalryAction } from './rivalryActions.ts';

/** Turns an accepted offer into its dealing; a SimRefusal when it can no longer be honoured (the offer stays open). */
export function acceptOffer(world: World, offer: DiplomacyOffer, rng: RngState, now: number): SimEvent[] {
  const from = requireFederation(world, offer.fromId);
  const to = requireFederation(world, offer.toId);
  switch (offer.kind) {
    case 'loanRequest':
      // The one asked lends: its own command's checks and the asker's (the borrower's) answer.
      return makeLoan(world, to.id, { direction: 'lend', wrestlerId: offer.wrestlerId, otherFederationId: from.id, weeks: offer.weeks, term: offer.term }, now).events;
    case 'jointShow': {
      // The proposal's rules as they stand now: the week still ahead, relations not turned hostile, no other
      // joint show agreed between them or held by either that week (jointShowTerms.ts).
      if (world.calendar.totalWeeksProgressed >= offer.scheduledWeek) throw new SimRefusal('The week this joint show was proposed for has come: it can no longer be agreed.');
      if (!isRunning(from)) throw new SimRefusal(`${from.name} has closed: the joint show can no longer be agreed.`);
      const score = relationshipScore(world, from.id, to.id);
      if (relationshipStatus(score) === 'hostile') throw new SimRefusal(`Relations with ${from.name} have turned hostile (${score}): the joint show can no longer be agreed.`);
      if (agreedBetween(world, from.id, to.id)) throw new SimRefusal(`You already have a joint show agreed with ${from.name}.`);
      if (holdsJointShowIn(world, to.id, offer.scheduledWeek) || holdsJointShowIn(world, from.id, offer.scheduledWeek)) throw new SimRefusal('A joint show is already set for that week: this one can no longer be agreed.');
      changeRelationship(world, from.id, to.id, 'jointShowProposal', `${from.name} proposed ${jointShowWords(offer.type)} to ${to.name}.`);
      const record = agreeJointShow(world, from, to, { type: offer.type, split: offer.split, weeksAhead: offer.scheduledWeek - world.calendar.totalWeeksProgressed });
      const text = `${jointShowWords(record.type)} with ${from.name} is agreed.`;
      return [
        { kind: 'federationInteraction', federationId: to.id, otherFederationId: from.id, action: 'jointShowAgreed', text: text.charAt(0).toUpperCase() + text.slice(1) },
        { kind: 'federationInteraction', federationId: from.id, otherFederationId: to.id, action: 'jointShowAgreed', text: `${to.name} agreed to your joint show.` },
      ];
    }
    case 'alliance':
      return takeRivalryAction(world, from.id, to.id, 'alliance', rng, now);
  }
}
