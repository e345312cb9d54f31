// What a loan would cost and whether it can be made (spec §9 Loan fee, §5 "Loan requires the wrestler to
// exist"; docs/rules/diplomacy.md "Loans"): the weekly fee with its reasons, the total, the rules' refusal
// and the computer-run side's answer. The screen previews with quoteLoan and the lend and borrow commands
// run it again before they change anything, so what the player confirmed is what happens.
import { LOAN_FEE_ALLIED_DISCOUNT, LOAN_FEE_HOSTILE_SURCHARGE, LOAN_FEE_PER_SKILL_POINT, WRESTLER_NOT_FOUND, type RelationshipStatus } from '#shared/rules/diplomacy.ts';
import { roundMoney } from '#shared/rules/ledger.ts';
import { LOAN_MAX_WEEKS, LOAN_MIN_WEEKS, LOAN_TERMS } from '#shared/rules/loans.ts';
import { countOf } from '#shared/rules/plural.ts';
import { isRunning } from '../ai/profile.ts';
import { insufficientFunds } from '../ledger/payments.ts';
import { findWrestlerIn, type Wrestler } from '../roster/wrestler.ts';
import { showsNotRun, wrestlersOnCard } from '../shows/show.ts';
import { findFederation, type Federation, type World } from '../world.ts';
import { activeLoanOf, type LoanTerm } from './loan.ts';
import { loanAnswer, type LoanAnswer } from './loanConsent.ts';
import { relationshipScore, relationshipStatus } from './relationships.ts';

export interface FeePart {
  label: string;
  amount: number;
}

/** The weekly fee and its reasons; the parts sum to the value. */
export interface LoanFee {
  value: number;
  parts: FeePart[];
}

/**
 * The spec's fee (§9): 2 x the wrestler's total skill points (their rating, spec: totalPoints) a week, 20%
 * less when the pair is allied (score 50 or more), 50% more when hostile (-50 or less). In whole dollars, as
 * every price of the game: the discount and the surcharge are rounded to the nearest dollar.
 */
export function loanFee(totalPoints: number, relationship: number): LoanFee {
  const base = Math.round(LOAN_FEE_PER_SKILL_POINT * totalPoints);
  const parts: FeePart[] = [{ label: `${LOAN_FEE_PER_SKILL_POINT} x ${totalPoints} skill points`, amount: base }];
  const status = relationshipStatus(relationship);
  if (status === 'allied') parts.push({ label: `Allied (relationship ${relationship}): ${Math.round(LOAN_FEE_ALLIED_DISCOUNT * 100)}% less`, amount: -Math.round(base * LOAN_FEE_ALLIED_DISCOUNT) });
  if (status === 'hostile') parts.push({ label: `Hostile (relationship ${relationship}): ${Math.round(LOAN_FEE_HOSTILE_SURCHARGE * 100)}% more`, amount: Math.round(base * LOAN_FEE_HOSTILE_SURCHARGE) });
  return { value: roundMoney(parts.reduce((sum, part) => sum + part.amount, 0)), parts };
}

/** Which way the acting federation deals: it lends one of its wrestlers, or borrows one of the other's. */
export type LoanDirection = 'lend' | 'borrow';

export interface LoanRequest {
  direction: LoanDirection;
  wrestlerId: string;
  /** The other federation: the borrower when lending, the lender when borrowing. */
  otherFederationId: string;
  weeks: number;
  /** The term the lender sets. When borrowing from a computer-run federation its own term applies (loanConsent.ts). */
  term: LoanTerm;
}

export interface LoanQuote {
  wrestlerId: string;
  wrestlerName: string;
  lenderId: string;
  borrowerId: string;
  weeks: number;
  /** The term the loan would carry (the lender's). */
  term: LoanTerm;
  relationship: number;
  status: RelationshipStatus;
  weeklyFee: number;
  parts: FeePart[];
  /** weeklyFee x weeks, USD. */
  total: number;
  /** The loanee's salary, which the borrower pays while they work for it: USD a week (permanent) or a show (per appearance). */
  salary: number;
  salaryType: 'permanent' | 'perAppearance' | null;
  /** Why the rules refuse it, or null. */
  refusal: string | null;
  /** The computer-run side's answer (null when the rules refuse first). */
  answer: LoanAnswer | null;
}

const UNKNOWN_PARTNER = 'That federation does not exist.';

function partiesRefusal(actor: Federation | undefined, other: Federation | undefined, direction: LoanDirection): string | null {
  if (!actor || !other) return UNKNOWN_PARTNER;
  if (actor.id === other.id) return direction === 'lend' ? 'You cannot lend a wrestler to your own federation.' : 'You cannot borrow from your own federation.';
  if (!isRunning(actor)) return `${actor.name} is no longer running.`;
  if (!isRunning(other)) return `${other.name} is no longer running.`;
  // A player's federation answers a loan through an offer in its inbox (later); until then only a
  // computer-run federation, which answers at once, can be asked.
  if (other.controller !== 'ai') return `${other.name} is run by a player: loans with them are not open yet.`;
  return null;
}

/** Why the wrestler cannot be lent by `lender` for `weeks`, or null (the money and the answer aside). */
export function lendableRefusal(world: World, wrestler: Wrestler, lender: Federation, weeks: number, own: boolean): string | null {
  if (wrestler.federationId !== lender.id) return own ? `${wrestler.name} is not on your roster.` : `${wrestler.name} is not on ${lender.name}'s roster.`;
  if (wrestler.status === 'on_loan' || activeLoanOf(world, wrestler.id)) return `${wrestler.name} is already on loan.`;
  if (wrestler.status === 'injured') return `${wrestler.name} is injured and cannot be lent.`;
  if (wrestler.status === 'training') return `${wrestler.name} is in training and cannot be lent.`;
  if (wrestler.championships.length > 0) return `${wrestler.name} holds a title: a champion cannot be lent.`;
  const left = wrestler.contract?.weeksRemaining ?? 0;
  // The contract must outlast the loan, so it never runs out while the wrestler works elsewhere.
  if (left <= weeks) return `${wrestler.name}'s contract has ${countOf(left, 'week')} left: a loan must end before it does (at most ${countOf(Math.max(0, left - 1), 'week')}).`;
  for (const show of showsNotRun(world)) {
    if (show.federationId === lender.id && wrestlersOnCard(show).has(wrestler.id)) return `${wrestler.name} is booked on ${show.name}: take them off the card first.`;
  }
  return null;
}

/**
 * The loan `actorId` asks for, quoted: fee, total, the rules' refusal and the other side's answer. Reads the
 * world only. Any federation may ask (a player, or a computer-run one through the command table).
 */
export function quoteLoan(world: World, actorId: string, request: LoanRequest): LoanQuote {
  const { direction, wrestlerId, otherFederationId, weeks } = request;
  const actor = findFederation(world, actorId);
  const other = findFederation(world, otherFederationId);
  const lender = direction === 'lend' ? actor : other;
  const borrower = direction === 'lend' ? other : actor;
  const wrestler = findWrestlerIn(world, wrestlerId);
  const relationship = actor && other && actor.id !== other.id ? relationshipScore(world, actor.id, other.id) : 0;
  const fee = loanFee(wrestler?.totalPoints ?? 0, relationship);
  let term = request.term;
  const quote: LoanQuote = {
    wrestlerId,
    wrestlerName: wrestler?.name ?? '',
    lenderId: lender?.id ?? '',
    borrowerId: borrower?.id ?? '',
    weeks,
    term,
    relationship,
    status: relationshipStatus(relationship),
    weeklyFee: fee.value,
    parts: fee.parts,
    total: roundMoney(fee.value * weeks),
    salary: wrestler?.contract?.salary ?? 0,
    salaryType: wrestler?.contract?.type ?? null,
    refusal: null,
    answer: null,
  };
  const refuse = (refusal: string) => ({ ...quote, refusal });
  if (!wrestler) return refuse(WRESTLER_NOT_FOUND);
  const parties = partiesRefusal(actor, other, direction);
  if (parties) return refuse(parties);
  if (!Number.isInteger(weeks) || weeks < LOAN_MIN_WEEKS || weeks > LOAN_MAX_WEEKS) return refuse(`A loan lasts ${LOAN_MIN_WEEKS} to ${LOAN_MAX_WEEKS} weeks.`);
  if (!(LOAN_TERMS as readonly string[]).includes(term)) return refuse('Unknown loan term.');
  const lendable = lendableRefusal(world, wrestler, lender!, weeks, direction === 'lend');
  if (lendable) return refuse(lendable);
  const answer = loanAnswer(world, { lender: lender!, borrower: borrower!, wrestler, weeks, weeklyFee: fee.value, term, answering: direction === 'lend' ? 'borrower' : 'lender' });
  // Borrowing from a computer-run lender: its term, not the one asked.
  if (direction === 'borrow') term = answer.term;
  if (direction === 'borrow' && borrower!.funds < fee.value) {
    return { ...quote, term, refusal: insufficientFunds(fee.value).message };
  }
  return { ...quote, term, answer };
}
