// Making an offer to a player's federation (docs/rules/diplomacy.md "Offers and the computer's dealings"):
// the dealings that need the other side's yes (a loan request, a joint show, an alliance) become, when
// that side is a player's, an offer in its inbox instead of an answer at once. The dealing's own quote
// checks it first (the loan rules, the joint show rules, the rivalry action rules), so an offer the player
// accepts is one the rules allow; the message says who asks, what, on what terms, why, and what Accept and
// Decline do. The makeOffer command runs this for any sender (the promoters' controller sends it).
import { formatDate, weekAhead } from '#shared/rules/calendar.ts';
import { ALLIANCE_WEEKLY_GAIN, JOINT_EVENT_ARENA_CAPACITY, JOINT_EVENT_ARENA_NAME, JOINT_SHOW_TICKET_PRICE, OFFER_OPEN_WEEKS, RELATIONSHIP_CHANGES, RIVALRY_ACTIONS, WRESTLER_NOT_FOUND, type JointShowType } from '#shared/rules/diplomacy.ts';
import { LOAN_MAX_WEEKS, LOAN_MIN_WEEKS } from '#shared/rules/loans.ts';
import { formatUsdPlain } from '#shared/rules/money.ts';
import { countOf } from '#shared/rules/plural.ts';
import type { SimEvent } from '../events.ts';
import { SimRefusal } from '../refusal.ts';
import { findWrestlerIn } from '../roster/wrestler.ts';
import { findFederation, type Federation, type World } from '../world.ts';
import { interaction, partiesRefusal } from './dealing.ts';
import { jointShowWords } from './jointShowPropose.ts';
import { quoteJointShow } from './jointShowTerms.ts';
import { loanAnswer } from './loanConsent.ts';
import { lendableRefusal, loanFee } from './loanQuote.ts';
import { makeOffer, type NewOffer } from './offers.ts';
import { relationshipScore } from './relationships.ts';
import { quoteRivalryAction } from './rivalryActions.ts';

/** What a sender asks of a player's federation (the makeOffer command's payload). */
export type OfferRequest =
  | { kind: 'loanRequest'; toFederationId: string; wrestlerId: string; weeks: number; reason: string }
  | { kind: 'jointShow'; toFederationId: string; type: JointShowType; split: number; weeksAhead: number; reason: string }
  | { kind: 'alliance'; toFederationId: string; reason: string };

/** The offer as it would be made: the record's fields, the message's title and text; or why it cannot be made. */
export interface OfferQuote {
  refusal: string | null;
  offer: NewOffer | null;
  title: string;
  content: string;
}

export const notAPlayer = (name: string): string => `${name} is run by the computer and answers at once: deal with it directly, not through an offer.`;
export const offerWaiting = (name: string): string => `${name} has not answered your last offer yet.`;

const usd = (n: number) => `$${formatUsdPlain(n)}`;
const signed = (n: number) => (n >= 0 ? `+${n}` : `${n}`);
const sentence = (text: string) => {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
};

/** The offer's last day to answer, in words. */
function answerBy(world: World): string {
  return formatDate(weekAhead(world.calendar, OFFER_OPEN_WEEKS - 1));
}

function refused(refusal: string): OfferQuote {
  return { refusal, offer: null, title: '', content: '' };
}

/** The offer `fromId` would make, checked by the dealing's own rules; reads the world only. */
export function quoteOffer(world: World, fromId: string, request: OfferRequest): OfferQuote {
  const parties = partiesRefusal(world, fromId, request.toFederationId);
  if (parties) return refused(parties);
  const from = findFederation(world, fromId)!;
  const to = findFederation(world, request.toFederationId)!;
  if (to.controller !== 'player') return refused(notAPlayer(to.name));
  if (world.diplomacyOffers.some((o) => o.fromId === fromId && o.toId === to.id)) return refused(offerWaiting(to.name));
  const why = `Why: ${sentence(request.reason)}`;
  const deadline = `Answer by ${answerBy(world)}, or the offer lapses.`;
  switch (request.kind) {
    case 'loanRequest':
      return loanRequestQuote(world, from, to, request, why, deadline);
    case 'jointShow':
      return jointShowQuote(world, from, to, request, why, deadline);
    case 'alliance': {
      const quote = quoteRivalryAction(world, from.id, to.id, 'alliance');
      if (quote.refusal) return refused(quote.refusal);
      const rule = RIVALRY_ACTIONS.alliance;
      return {
        refusal: null,
        offer: { kind: 'alliance', fromId: from.id, toId: to.id, reason: request.reason },
        title: `Alliance offer from ${from.name}`,
        content: [
          `${from.name} offers you an alliance for ${countOf(rule.weeks, 'week')}. ${from.name} pays the ${usd(rule.cost)} and gains ${ALLIANCE_WEEKLY_GAIN} popularity a week while it runs.`,
          why,
          `Accept: the alliance starts at once and your relationship moves ${signed(RELATIONSHIP_CHANGES.alliance)}; it costs you nothing, and no media war or counter-programming can run between you while it lasts.`,
          `Decline: nothing changes. ${deadline}`,
        ].join(' '),
      };
    }
  }
}

function loanRequestQuote(world: World, from: Federation, to: Federation, request: Extract<OfferRequest, { kind: 'loanRequest' }>, why: string, deadline: string): OfferQuote {
  const wrestler = findWrestlerIn(world, request.wrestlerId);
  if (!wrestler) return refused(WRESTLER_NOT_FOUND);
  if (!Number.isInteger(request.weeks) || request.weeks < LOAN_MIN_WEEKS || request.weeks > LOAN_MAX_WEEKS) return refused(`A loan lasts ${LOAN_MIN_WEEKS} to ${LOAN_MAX_WEEKS} weeks.`);
  const lendable = lendableRefusal(world, wrestler, to, request.weeks, false);
  if (lendable) return refused(lendable);
  const fee = loanFee(wrestler.totalPoints, relationshipScore(world, from.id, to.id)).value;
  // The asker's own answer as the borrower: what the loan rules would say when the player accepts.
  const answer = loanAnswer(world, { lender: to, borrower: from, wrestler, weeks: request.weeks, weeklyFee: fee, term: 'none', answering: 'borrower' });
  if (!answer.accepts) return refused(answer.reason);
  const total = fee * request.weeks;
  return {
    refusal: null,
    offer: { kind: 'loanRequest', fromId: from.id, toId: to.id, wrestlerId: wrestler.id, weeks: request.weeks, weeklyFee: fee, term: 'none', reason: request.reason },
    title: `Loan request from ${from.name}`,
    content: [
      `${from.name} asks to borrow ${wrestler.name} for ${countOf(request.weeks, 'week')} at ${usd(fee)} a week (${usd(total)} in all), paid to you each week; no protective term is asked.`,
      why,
      `Accept: ${wrestler.name} works for ${from.name} until the loan ends and then comes back to you; your relationship moves ${signed(RELATIONSHIP_CHANGES.loanOut)}.`,
      `Decline: ${wrestler.name} stays with you and nothing changes. ${deadline}`,
    ].join(' '),
  };
}

function jointShowQuote(world: World, from: Federation, to: Federation, request: Extract<OfferRequest, { kind: 'jointShow' }>, why: string, deadline: string): OfferQuote {
  const terms = { type: request.type, split: request.split, weeksAhead: request.weeksAhead };
  // The rules of a proposal, as the player would meet them proposing the same show back (its split
  // mirrored): the proposal rules refuse a player as the one asked, since a player answers for itself.
  const quote = quoteJointShow(world, to.id, from.id, { ...terms, split: 100 - request.split });
  if (quote.refusal) return refused(`${to.name} cannot be offered this joint show. As ${to.name} would read it: ${quote.refusal}`);
  const words = jointShowWords(request.type);
  const yours = 100 - request.split;
  return {
    refusal: null,
    offer: { kind: 'jointShow', fromId: from.id, toId: to.id, type: request.type, split: request.split, scheduledWeek: quote.weekIndex, reason: request.reason },
    title: `Joint show proposal from ${from.name}`,
    content: [
      `${from.name} proposes ${words} in ${quote.date}: ${quote.matches} matches at the ${JOINT_EVENT_ARENA_NAME} (${formatUsdPlain(JOINT_EVENT_ARENA_CAPACITY)} seats at ${usd(JOINT_SHOW_TICKET_PRICE)}), both rosters on the card. You take ${yours}% of the income (${usd(quote.partnerIncome.min)} to ${usd(quote.partnerIncome.max)} at today's popularity), ${from.name} ${request.split}%.`,
      why,
      `Accept: the show is agreed, you book it when its week comes, and your relationship moves ${signed(RELATIONSHIP_CHANGES.jointShowProposal)}.`,
      `Decline: nothing changes. ${deadline}`,
    ].join(' '),
  };
}

/** Makes the offer (refused with its sentence, nothing changed, when its quote refuses): the record, the message, an event for each side. */
export function sendOffer(world: World, fromId: string, request: OfferRequest, now: number): SimEvent[] {
  const quote = quoteOffer(world, fromId, request);
  if (quote.refusal || !quote.offer) throw new SimRefusal(quote.refusal ?? 'That offer cannot be made.');
  const made = makeOffer(world, quote.offer, quote.title, quote.content, now);
  const from = findFederation(world, made.fromId)!;
  const to = findFederation(world, made.toId)!;
  return [interaction(from.id, to.id, 'offerMade', `You sent ${to.name} an offer: ${quote.title.replace(/ from .*$/, '').toLowerCase()}.`), interaction(to.id, from.id, 'offerMade', `${quote.title}: read it in your inbox and accept or decline.`)];
}
