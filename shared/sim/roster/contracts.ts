// Contracts after signing (spec: simulation §4 "Release", "Week advance"): release by the federation,
// the weekly countdown with its warning and expiry messages, and renewal before expiry (our design).
import { countOf } from '#shared/rules/plural.ts';
import { CONTRACT_LENGTHS_WEEKS, CONTRACT_TYPE_LABELS, CONTRACT_WARNING_WEEKS, RENEWAL_REFUSAL_MORALE, RENEWAL_WINDOW_WEEKS, releaseSeverance, type ContractType } from '#shared/rules/contracts.ts';
import type { SimEvent } from '../events.ts';
import { payNow } from '../ledger/payments.ts';
import { addMessage } from '../messages.ts';
import { stripChampionships } from '../championships/championship.ts';
import { SimRefusal } from '../refusal.ts';
import { leaveRivalries } from '../rivalries/rivalry.ts';
import { removeFromCard } from '../shows/booking.ts';
import { showsNotRun } from '../shows/show.ts';
import { requireFederation, type World } from '../world.ts';
import { quoteContract } from './contractTerms.ts';
import { qualifiesFor } from './eligibility.ts';
import { NO_TRAINING, requireWrestler, setFederationOf, type Wrestler } from './wrestler.ts';

/** The wrestler, refused unless signed to this federation. */
export function requireOwnWrestler(world: World, federationId: string, wrestlerId: string): Wrestler {
  const wrestler = requireWrestler(world, wrestlerId);
  if (wrestler.federationId !== federationId) throw new SimRefusal(`${wrestler.name} is not on your roster.`);
  return wrestler;
}

/**
 * Makes the wrestler a free agent (spec: "becomes available and loses championships"). Training stops;
 * the next market refresh may offer them again.
 */
export function freeWrestler(world: World, wrestler: Wrestler, reason: string): void {
  stripChampionships(world, wrestler, reason);
  leaveRivalries(world, wrestler);
  // The shows not run are the newest (showsNotRun): the years of run shows are not read at every release.
  for (const show of showsNotRun(world)) if (show.federationId === wrestler.federationId) removeFromCard(show, wrestler.id);
  setFederationOf(world, wrestler, null);
  wrestler.contract = null;
  if (wrestler.status === 'training' || wrestler.status === 'on_loan') wrestler.status = 'active';
  wrestler.training = { ...NO_TRAINING };
  wrestler.idleWeeks = 0;
  wrestler.moraleChange = [];
}

/**
 * A release by the federation: the severance (rules/contracts.ts releaseSeverance: half of what the contract
 * still owes) is paid at once as a ledger line, refused with the spec's "Insufficient funds" sentence when
 * the funds cannot cover it (funds never go below 0); then the wrestler is a free agent.
 */
export function releaseWrestler(world: World, federationId: string, wrestlerId: string): SimEvent[] {
  const federation = requireFederation(world, federationId);
  const wrestler = requireOwnWrestler(world, federationId, wrestlerId);
  if (wrestler.status === 'on_loan') throw new SimRefusal(`${wrestler.name} is on loan: only their own federation can release them, once they are back.`);
  const severance = wrestler.contract ? releaseSeverance(wrestler.contract) : 0;
  payNow(federation, 'severance', `Severance: ${wrestler.name} (${countOf(wrestler.contract?.weeksRemaining ?? 0, 'week')} left)`, severance);
  freeWrestler(world, wrestler, 'Released by the federation');
  return [{ kind: 'wrestlerReleased', federationId, wrestlerId, name: wrestler.name, reason: 'released' }];
}

export interface RenewalTerms {
  contractType: ContractType;
  weeks: number;
}

export function renewContract(world: World, federationId: string, wrestlerId: string, terms: RenewalTerms): SimEvent[] {
  const federation = requireFederation(world, federationId);
  const wrestler = requireOwnWrestler(world, federationId, wrestlerId);
  if (wrestler.status === 'on_loan') throw new SimRefusal(`${wrestler.name} is on loan: their contract is renewed by their own federation, once they are back.`);
  const left = wrestler.contract?.weeksRemaining ?? 0;
  if (left > RENEWAL_WINDOW_WEEKS) {
    throw new SimRefusal(`${wrestler.name}'s contract can be renewed in its last ${RENEWAL_WINDOW_WEEKS} weeks (${left} weeks left).`);
  }
  if (wrestler.morale < RENEWAL_REFUSAL_MORALE) {
    throw new SimRefusal(`${wrestler.name} refuses to discuss a new contract until their morale improves (morale ${wrestler.morale}).`);
  }
  // A renewal needs what a signing needs (signing.ts assertSignable): a wrestler signed as an exception (the
  // shop's Elite Scouting) is held for that contract only.
  if (!qualifiesFor(federation, wrestler)) {
    throw new SimRefusal(
      `${wrestler.name} only renews with a federation of popularity ${wrestler.minFederationPopularityRequired} or more (yours is ${Math.floor(federation.popularity)}).`,
    );
  }
  if (!(CONTRACT_LENGTHS_WEEKS as readonly number[]).includes(terms.weeks)) throw new SimRefusal(`Renewals are for ${CONTRACT_LENGTHS_WEEKS.join(', ')} weeks.`);
  const quote = quoteContract(wrestler, { source: 'renewal', type: terms.contractType, weeks: terms.weeks });
  payNow(federation, 'contract_renewal', `Renewal bonus: ${wrestler.name} (${CONTRACT_TYPE_LABELS[quote.type]})`, quote.bonus);
  wrestler.contract = { type: quote.type, salary: quote.salary, weeksRemaining: quote.weeks, lengthWeeks: quote.weeks, signedWeek: world.calendar.totalWeeksProgressed };
  return [{ kind: 'contractRenewed', federationId, wrestlerId, name: wrestler.name, contractType: quote.type, salary: quote.salary, weeks: quote.weeks, bonus: quote.bonus }];
}

/** Spec §8 message texts. */
export const CONTRACT_WARNING_TITLE = 'Contract Expiring';
export const CONTRACT_RELEASE_TITLE = 'Contracts Expired';
export function contractWarningText(name: string): string {
  return `The following wrestler's contract is expiring next week: ${name}. Renew it from the roster to keep them.`;
}
export function contractReleaseText(names: readonly string[]): string {
  return `The following wrestlers are now free agents and can be re-signed: ${names.join(', ')}.`;
}

/**
 * The week advance's countdown: every contract loses a week; at 1 week left the federation is warned,
 * at 0 the wrestler is released with a message and becomes a free agent.
 */
export function advanceContracts(world: World, now: number): SimEvent[] {
  const events: SimEvent[] = [];
  const released = new Map<string, string[]>();
  for (const wrestler of world.wrestlers) {
    const federationId = wrestler.federationId;
    if (!federationId || !wrestler.contract) continue;
    wrestler.contract.weeksRemaining = Math.max(0, wrestler.contract.weeksRemaining - 1);
    if (wrestler.contract.weeksRemaining === 0) {
      freeWrestler(world, wrestler, 'Contract expired');
      const names = released.get(federationId);
      if (names) names.push(wrestler.name);
      else released.set(federationId, [wrestler.name]);
      events.push({ kind: 'wrestlerReleased', federationId, wrestlerId: wrestler.id, name: wrestler.name, reason: 'expired' });
    } else if (wrestler.contract.weeksRemaining === CONTRACT_WARNING_WEEKS) {
      addMessage(world, federationId, 'contract_expiry_warning', CONTRACT_WARNING_TITLE, contractWarningText(wrestler.name), now);
      events.push({ kind: 'contractExpiring', federationId, wrestlerId: wrestler.id, name: wrestler.name });
    }
  }
  for (const [federationId, names] of released) {
    addMessage(world, federationId, 'contract_expiry_release', CONTRACT_RELEASE_TITLE, contractReleaseText(names), now);
  }
  return events;
}
