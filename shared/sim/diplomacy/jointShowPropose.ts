// Proposing a joint show (spec §4 "Joint show": accepted or rejected at once, an accepted one held 2 weeks
// ahead or later; §9 joint show proposal +5 relationship). A rejection is an answer, not a refused command:
// the proposal is recorded as rejected and the relationship still moves +5 for the gesture, and the
// proposer reads the spec's sentence (§8). Only a proposal that may not be made at all (jointShowTerms.ts
// quoteJointShow's refusal) is refused and changes nothing.
import { JOINT_SHOW_REJECTION, JOINT_SHOW_TYPE_PHRASES } from '#shared/rules/diplomacy.ts';
import type { SimEvent } from '../events.ts';
import { SimRefusal } from '../refusal.ts';
import { chance, type RngState } from '../rng.ts';
import { requireFederation, takeId, type Federation, type World } from '../world.ts';
import type { JointShow } from './jointShow.ts';
import { acceptanceOf, quoteJointShow, type JointShowTerms } from './jointShowTerms.ts';
import { changeRelationship } from './relationships.ts';

/** Who books and runs the show: the player's federation when one of the two is a player's, else the proposer. */
export function jointShowHost(proposer: Federation, partner: Federation): string {
  if (proposer.controller !== 'player' && partner.controller === 'player') return partner.id;
  return proposer.id;
}

/** The type as a sentence reads it: "a supershow", "an invasion". */
export function jointShowWords(type: JointShow['type']): string {
  return JOINT_SHOW_TYPE_PHRASES[type];
}

/**
 * Records an agreed joint show (status accepted) held `weeksAhead` weeks from now. The proposal's answer
 * calls it; an offer a player accepts can call it too.
 */
export function agreeJointShow(world: World, proposer: Federation, partner: Federation, terms: JointShowTerms): JointShow {
  const record: JointShow = {
    id: takeId(world, 'joint'),
    proposerId: proposer.id,
    partnerId: partner.id,
    type: terms.type,
    split: terms.split,
    scheduledWeek: world.calendar.totalWeeksProgressed + terms.weeksAhead,
    proposedWeek: world.calendar.totalWeeksProgressed,
    status: 'accepted',
    showId: null,
    hostId: jointShowHost(proposer, partner),
    income: null,
  };
  world.jointShows.push(record);
  return record;
}

/**
 * The proposal and the rival's answer, drawn from `rng` (the world's) with acceptanceOf's chance. Refused
 * (SimRefusal, nothing changed) when it may not be made; otherwise recorded accepted or rejected, with the
 * relationship +5 either way and an event for each side.
 */
export function proposeJointShow(world: World, proposerId: string, partnerId: string, terms: JointShowTerms, rng: RngState): { events: SimEvent[]; jointShow: JointShow } {
  const quote = quoteJointShow(world, proposerId, partnerId, terms);
  if (quote.refusal) throw new SimRefusal(quote.refusal);
  const proposer = requireFederation(world, proposerId);
  const partner = requireFederation(world, partnerId);
  const { chance: yes } = acceptanceOf(world, proposer, partner, terms);
  const accepted = chance(rng, yes);
  const words = jointShowWords(terms.type);
  changeRelationship(world, proposer.id, partner.id, 'jointShowProposal', `${proposer.name} proposed ${words} to ${partner.name}.`);
  let record: JointShow;
  if (accepted) record = agreeJointShow(world, proposer, partner, terms);
  else {
    record = {
      id: takeId(world, 'joint'),
      proposerId: proposer.id,
      partnerId: partner.id,
      type: terms.type,
      split: terms.split,
      scheduledWeek: quote.weekIndex,
      proposedWeek: world.calendar.totalWeeksProgressed,
      status: 'rejected',
      showId: null,
      hostId: jointShowHost(proposer, partner),
      income: null,
    };
    world.jointShows.push(record);
  }
  const action = accepted ? 'jointShowAccepted' : 'jointShowRejected';
  const events: SimEvent[] = [
    {
      kind: 'federationInteraction',
      federationId: proposer.id,
      otherFederationId: partner.id,
      action,
      text: accepted
        ? `${partner.name} accepted ${words} with you in ${quote.date}: you take ${terms.split}% of the income.`
        : JOINT_SHOW_REJECTION,
    },
    {
      kind: 'federationInteraction',
      federationId: partner.id,
      otherFederationId: proposer.id,
      action,
      text: accepted ? `You agreed to ${words} with ${proposer.name} in ${quote.date}, for ${100 - terms.split}% of the income.` : `You turned down ${words} proposed by ${proposer.name}.`,
    },
  ];
  return { events, jointShow: record };
}
