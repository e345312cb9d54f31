// The night of a joint show (docs/rules/diplomacy.md "Joint shows"): runShow runs it like any show (the
// partner's wrestlers wrestle, tire, get hurt and win or lose for their own records) and calls this for
// the money and the two federations. The income is the spec's formula (jointShowIncome.ts), its bonus drawn
// from the world's generator, and takes the place of ticket sales: each side is credited its split as a
// "Joint shows" ledger line. The partner's wrestlers' per-appearance fees are the partner's to pay. The
// show's rating moves the partner's popularity as it moves the host's, the night counts as a show for both,
// and the relationship gains +10 (spec §9 joint show completion).
import { JOINT_SHOW_BONUS_MAX, JOINT_SHOW_TYPE_PHRASES } from '#shared/rules/diplomacy.ts';
import { clampPopularity, roundPopularity } from '#shared/rules/federation.ts';
import { roundMoney } from '#shared/rules/ledger.ts';
import { formatUsdPlain } from '#shared/rules/money.ts';
import { showPopularityChange } from '#shared/rules/shows.ts';
import type { SimEvent } from '../events.ts';
import { addMessage } from '../messages.ts';
import { receiveNow } from '../ledger/payments.ts';
import { nextInt, type RngState } from '../rng.ts';
import type { Wrestler } from '../roster/wrestler.ts';
import type { Rating, Show } from '../shows/show.ts';
import { requireFederation, type Federation, type World } from '../world.ts';
import { jointShowIncome, splitJointIncome, type JointShowIncomeResult } from './jointShowIncome.ts';
import { changeRelationship } from './relationships.ts';

/** The average rating of the card's matches, stars (0 without a match rated). */
export function averageMatchQuality(show: Show): number {
  let sum = 0;
  let count = 0;
  for (const segment of show.segments) {
    if (segment.kind !== 'match' || !segment.result) continue;
    sum += segment.result.rating.value;
    count += 1;
  }
  return count === 0 ? 0 : sum / count;
}

/**
 * The popularity a joint show's crowd comes for: both federations' together, at most 100 (the arena's fans
 * come to see the two rosters meet). It sells no tickets of its own, but the crowd buys merchandise.
 */
export function jointCrowdPopularity(world: World, show: Show): number {
  const host = requireFederation(world, show.federationId);
  const partner = requireFederation(world, show.joint!.partnerId);
  return Math.min(100, host.popularity + partner.popularity);
}

/** Who pays a wrestler's per-appearance fee on the night: their own federation (a joint show's partner pays its own). */
export function feePayer(world: World, show: Show, wrestler: Wrestler): Federation {
  return requireFederation(world, show.joint && wrestler.federationId === show.joint.partnerId ? show.joint.partnerId : show.federationId);
}

/** Refuses the night when the partner cannot pay its wrestlers' per-appearance fees; null when it can. */
export function partnerFeesProblem(world: World, show: Show, fees: ReadonlyArray<{ wrestler: Wrestler; fee: number }>): string | null {
  if (!show.joint) return null;
  const partner = requireFederation(world, show.joint.partnerId);
  const due = roundMoney(fees.reduce((sum, f) => (f.wrestler.federationId === partner.id ? sum + f.fee : sum), 0));
  return due > partner.funds ? `${partner.name} cannot pay its wrestlers' appearance fees ($${formatUsdPlain(due)}): book others of theirs.` : null;
}

/**
 * Pays both federations their share of the joint show's income and moves the partner and the relationship.
 * The host's share is returned for the show's revenue (its popularity moves with runShow's own rule).
 */
export function settleJointShow(world: World, show: Show, rating: Rating, rng: RngState, now: number): { hostShare: number; income: JointShowIncomeResult; events: SimEvent[] } {
  const joint = show.joint!;
  const record = world.jointShows.find((j) => j.id === joint.jointShowId)!;
  const host = requireFederation(world, show.federationId);
  const partner = requireFederation(world, joint.partnerId);
  const proposer = requireFederation(world, record.proposerId);
  const other = requireFederation(world, record.partnerId);
  const bonus = nextInt(rng, 0, JOINT_SHOW_BONUS_MAX);
  const figure = jointShowIncome({ combinedPopularity: host.popularity + partner.popularity, bonus, averageQuality: averageMatchQuality(show) });
  const shares = splitJointIncome(figure.value, record.split);
  const income: JointShowIncomeResult = { ...figure, proposerId: proposer.id, partnerId: other.id, split: record.split, proposerShare: shares.proposer, partnerShare: shares.partner };
  record.income = income;
  receiveNow(proposer, 'joint_show', `Joint show: ${show.name} (${record.split}% of $${formatUsdPlain(figure.value)})`, shares.proposer);
  receiveNow(other, 'joint_show', `Joint show: ${show.name} (${100 - record.split}% of $${formatUsdPlain(figure.value)})`, shares.partner);

  // The night counts for the partner as one of its shows of the week (no "week without a show" drop), and
  // its rating moves the partner's popularity by the same rule as the host's.
  const before = partner.popularity;
  partner.popularity = roundPopularity(clampPopularity(before + showPopularityChange(rating.value, before)));
  partner.showsCompletedThisWeek += 1;
  changeRelationship(world, host.id, partner.id, 'jointShowCompleted', `${host.name} and ${partner.name} held ${JOINT_SHOW_TYPE_PHRASES[record.type]} together: ${show.name}.`);

  const hostShare = host.id === proposer.id ? shares.proposer : shares.partner;
  const partnerShare = roundMoney(figure.value - hostShare);
  const events: SimEvent[] = [
    { kind: 'federationInteraction', federationId: host.id, otherFederationId: partner.id, action: 'jointShowCompleted', text: `${show.name} with ${partner.name} earned $${formatUsdPlain(figure.value)}: your share is $${formatUsdPlain(hostShare)}.` },
    { kind: 'federationInteraction', federationId: partner.id, otherFederationId: host.id, action: 'jointShowCompleted', text: `${show.name}, hosted by ${host.name}, earned $${formatUsdPlain(figure.value)}: your share is $${formatUsdPlain(partnerShare)}.` },
  ];
  if (partner.popularity !== before) events.push({ kind: 'popularityChanged', federationId: partner.id, from: before, to: partner.popularity, reason: `${show.name} (joint show with ${host.name}) rated ${rating.value.toFixed(1)} stars` });
  if (partner.controller === 'player') {
    addMessage(world, partner.id, 'federation_interaction', `Joint show held: ${show.name}`, `${host.name} ran ${show.name}, rated ${rating.value.toFixed(1)} stars. It earned $${formatUsdPlain(figure.value)}; your share of ${host.id === proposer.id ? 100 - record.split : record.split}% is $${formatUsdPlain(partnerShare)}.`, now);
  }
  return { hostShare, income, events };
}
