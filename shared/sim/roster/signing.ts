// Signing a free agent (spec: simulation §4 "Signing"): from the weekly market (a 5-week contract) or
// from the free-agent list (the federation must be popular enough). The signing bonus is paid at once.
import { CONTRACT_TYPE_LABELS, type ContractType } from '#shared/rules/contracts.ts';
import type { SimEvent } from '../events.ts';
import { payNow } from '../ledger/payments.ts';
import { SimRefusal } from '../refusal.ts';
import { requireFederation, type Federation, type World } from '../world.ts';
import { lengthsFor, quoteContract, type ContractQuote } from './contractTerms.ts';
import { competingInterest } from './demand.ts';
import { qualifiesFor, rehireBanWeeksLeft } from './eligibility.ts';
import { removeFromMarkets } from './market.ts';
import { requireWrestler, setFederationOf, type Wrestler } from './wrestler.ts';

export interface SigningTerms {
  source: 'market' | 'freeAgent';
  contractType: ContractType;
  weeks: number;
}

/** Refuses when the wrestler cannot be signed by this federation (anything but money). */
export function assertSignable(world: World, federation: Federation, wrestler: Wrestler, source: SigningTerms['source']): void {
  if (wrestler.federationId === federation.id) throw new SimRefusal(`${wrestler.name} is already on your roster.`);
  if (wrestler.federationId !== null) {
    const holder = world.federations.find((f) => f.id === wrestler.federationId);
    throw new SimRefusal(`${wrestler.name} is already signed to ${holder?.name ?? 'another federation'}.`);
  }
  const ban = rehireBanWeeksLeft(world, federation.id, wrestler);
  if (ban > 0) throw new SimRefusal(`${wrestler.name} refuses to return to your federation for ${ban} more week${ban === 1 ? '' : 's'}.`);
  if (source === 'market') {
    if (!federation.market.includes(wrestler.id)) throw new SimRefusal(`${wrestler.name} is not on this week's market.`);
  } else if (!qualifiesFor(federation, wrestler)) {
    throw new SimRefusal(
      `${wrestler.name} only signs with a federation of popularity ${wrestler.minFederationPopularityRequired} or more (yours is ${Math.floor(federation.popularity)}).`,
    );
  }
}

export function signWrestler(world: World, federationId: string, wrestlerId: string, terms: SigningTerms): SimEvent[] {
  const federation = requireFederation(world, federationId);
  const wrestler = requireWrestler(world, wrestlerId);
  assertSignable(world, federation, wrestler, terms.source);
  if (!lengthsFor(terms.source).includes(terms.weeks)) {
    throw new SimRefusal(
      terms.source === 'market'
        ? 'A market signing is a 5-week contract.'
        : `Free agents sign for ${lengthsFor('freeAgent').join(', ')} weeks.`,
    );
  }
  const quote = quoteContract(wrestler, { source: terms.source, type: terms.contractType, weeks: terms.weeks }, competingInterest(world, wrestler, federationId));
  payNow(federation, 'signing_bonus', `Signing bonus: ${wrestler.name} (${CONTRACT_TYPE_LABELS[quote.type]})`, quote.bonus);
  putUnderContract(world, federation, wrestler, quote);
  return [
    {
      kind: 'wrestlerSigned',
      federationId,
      wrestlerId,
      name: wrestler.name,
      source: terms.source,
      contractType: quote.type,
      salary: quote.salary,
      weeks: quote.weeks,
      bonus: quote.bonus,
    },
  ];
}

/**
 * The wrestler joins the federation on the quote's terms (the bonus, if any, is the caller's): a signing
 * after paying it, the sample game's roster (sample/sampleWorld.ts) with contracts already running.
 */
export function putUnderContract(world: World, federation: Federation, wrestler: Wrestler, quote: Pick<ContractQuote, 'type' | 'salary' | 'weeks'>): void {
  setFederationOf(world, wrestler, federation.id);
  wrestler.contract = {
    type: quote.type,
    salary: quote.salary,
    weeksRemaining: quote.weeks,
    lengthWeeks: quote.weeks,
    signedWeek: world.calendar.totalWeeksProgressed,
  };
  wrestler.status = 'active';
  wrestler.idleWeeks = 0;
  wrestler.rehireBanUntilWeek = null;
  wrestler.rehireBanFederationId = null;
  removeFromMarkets(world, wrestler.id);
}
