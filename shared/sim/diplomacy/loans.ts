// Lending and borrowing wrestlers (spec §4 Loan out, §5, §9 Loan fee; docs/rules/diplomacy.md "Loans").
// While a loan is active the wrestler's federation is the borrower's (rosterOf(borrower) holds them: the
// borrower books them, runs them on its shows and pays their salary through the one payroll) with status
// on_loan, which no one may release, renew, train, poach or lend again; the loan remembers the lender, who
// holds the contract and gets them back. The fee moves each week (loanWeek.ts).
import { RELATIONSHIP_CHANGES } from '#shared/rules/diplomacy.ts';
import { ENDED_LOANS_KEPT, LOAN_TERM_LABELS } from '#shared/rules/loans.ts';
import { formatUsdPlain } from '#shared/rules/money.ts';
import { countOf } from '#shared/rules/plural.ts';
import { isRunning } from '../ai/profile.ts';
import { stripChampionships } from '../championships/championship.ts';
import type { SimEvent } from '../events.ts';
import { addMessage } from '../messages.ts';
import { SimRefusal } from '../refusal.ts';
import { leaveRivalries } from '../rivalries/rivalry.ts';
import { freeWrestler } from '../roster/contracts.ts';
import { findWrestlerIn, setFederationOf, type Wrestler } from '../roster/wrestler.ts';
import { removeFromCard } from '../shows/booking.ts';
import { showsNotRun } from '../shows/show.ts';
import { findFederation, takeId, type Federation, type World } from '../world.ts';
import { interaction } from './dealing.ts';
import { loanWeeksLeft, type LoanEndReason, type WrestlerLoan } from './loan.ts';
import { quoteLoan, type LoanQuote, type LoanRequest } from './loanQuote.ts';
import { changeRelationship } from './relationships.ts';

const usd = (n: number) => `$${formatUsdPlain(n)}`;

/**
 * Makes the loan `actorId` asks for (lending one of its wrestlers, or borrowing one of the other's), after
 * every check of quoteLoan and the other side's answer; refuses with a sentence and changes nothing
 * otherwise. Returns the events and the quote it was made at.
 */
export function makeLoan(world: World, actorId: string, request: LoanRequest, now: number): { events: SimEvent[]; quote: LoanQuote } {
  const quote = quoteLoan(world, actorId, request);
  if (quote.refusal) throw new SimRefusal(quote.refusal);
  if (!quote.answer?.accepts) throw new SimRefusal(quote.answer?.reason ?? 'The loan was declined.');
  const lender = findFederation(world, quote.lenderId)!;
  const borrower = findFederation(world, quote.borrowerId)!;
  const wrestler = findWrestlerIn(world, quote.wrestlerId)!;
  const week = world.calendar.totalWeeksProgressed;
  const loan: WrestlerLoan = {
    id: takeId(world, 'loan'),
    wrestlerId: wrestler.id,
    fromId: lender.id,
    toId: borrower.id,
    startWeek: week,
    endWeek: week + quote.weeks,
    weeklyFee: quote.weeklyFee,
    active: true,
    term: quote.term,
    weeksPaid: 0,
    feesPaid: 0,
  };
  world.wrestlerLoans.push(loan);
  // The wrestler leaves the lender's storylines and goes to work for the borrower.
  leaveRivalries(world, wrestler);
  setFederationOf(world, wrestler, borrower.id);
  wrestler.status = 'on_loan';
  wrestler.idleWeeks = 0;
  const terms = quote.term === 'none' ? '' : ` Term: ${LOAN_TERM_LABELS[quote.term].toLowerCase()}.`;
  const deal = `${countOf(quote.weeks, 'week')} at ${usd(quote.weeklyFee)} a week (${usd(quote.total)} in all).${terms}`;
  changeRelationship(world, lender.id, borrower.id, 'loanOut', `${lender.name} lent ${wrestler.name} to ${borrower.name} for ${countOf(quote.weeks, 'week')}`);
  const lent = `You lent ${wrestler.name} to ${borrower.name} for ${deal}`;
  const borrowed = `${lender.name} lent you ${wrestler.name} for ${deal}`;
  tell(world, lender, 'Wrestler lent', `${lent} Relationship ${signed(RELATIONSHIP_CHANGES.loanOut)}.`, now);
  tell(world, borrower, 'Wrestler borrowed', `${borrowed} They work for you until the loan ends.`, now);
  return {
    events: [interaction(lender.id, borrower.id, 'loanOut', lent), interaction(borrower.id, lender.id, 'loanIn', borrowed)],
    quote,
  };
}

const signed = (n: number) => (n >= 0 ? `+${n}` : `${n}`);

/** A federation_interaction message (a computer-run federation's inbox is dropped each week: harmless). */
function tell(world: World, federation: Federation, title: string, content: string, now: number): void {
  addMessage(world, federation.id, 'federation_interaction', title, content, now);
}

const END_TEXT: Readonly<Record<LoanEndReason, string>> = {
  completed: 'the loan is over',
  injured: 'injured, they go home to heal',
  unpaid: 'the borrower could not pay the week\'s fee',
  left: 'they left the borrower',
  closed: 'a federation of the loan closed',
};

/**
 * Ends the loan: the wrestler goes home to the lender with status active (injured stays injured), off the
 * borrower's cards and storylines, any title of the borrower vacated; when the lender no longer runs, the
 * wrestler is a free agent instead. Messages and events for both sides.
 */
export function endLoan(world: World, loan: WrestlerLoan, reason: LoanEndReason, now: number): SimEvent[] {
  loan.active = false;
  loan.endedWeek = world.calendar.totalWeeksProgressed;
  loan.endReason = reason;
  const lender = findFederation(world, loan.fromId);
  const borrower = findFederation(world, loan.toId);
  const wrestler = findWrestlerIn(world, loan.wrestlerId);
  const name = wrestler?.name ?? 'The loaned wrestler';
  if (wrestler && wrestler.federationId === loan.toId) bringHome(world, wrestler, loan, lender && isRunning(lender) ? lender : null);
  trimEndedLoans(world);
  const why = END_TEXT[reason];
  const home = lender && isRunning(lender) && wrestler?.federationId === lender.id;
  const events: SimEvent[] = [];
  if (lender) {
    const text = reason === 'completed' ? `${name} is back from ${borrower?.name ?? 'their loan'}: ${why}.` : `${name}'s loan to ${borrower?.name ?? 'a rival'} ended early: ${why}.${home ? ' They are back on your roster.' : ''}`;
    tell(world, lender, 'Loan ended', text, now);
    events.push(interaction(lender.id, loan.toId, 'loanEnded', text));
  }
  if (borrower) {
    const text = reason === 'completed' ? `${name} went back to ${lender?.name ?? 'their federation'}: ${why}.` : `${name}'s loan from ${lender?.name ?? 'a rival'} ended early: ${why}.`;
    tell(world, borrower, 'Loan ended', text, now);
    events.push(interaction(borrower.id, loan.fromId, 'loanEnded', text));
  }
  return events;
}

function bringHome(world: World, wrestler: Wrestler, loan: WrestlerLoan, lender: Federation | null): void {
  // The borrower's titles stay with the borrower: a loanee who won one leaves it vacant.
  if (wrestler.championships.length > 0) stripChampionships(world, wrestler, 'Went back from loan');
  leaveRivalries(world, wrestler);
  for (const show of showsNotRun(world)) if (show.federationId === loan.toId) removeFromCard(show, wrestler.id);
  if (wrestler.status === 'on_loan') wrestler.status = 'active';
  if (!lender) {
    freeWrestler(world, wrestler, 'Their federation closed');
    return;
  }
  setFederationOf(world, wrestler, lender.id);
  wrestler.idleWeeks = 0;
}

/** Keeps every active loan and the ENDED_LOANS_KEPT most recent ended ones. */
function trimEndedLoans(world: World): void {
  let ended = 0;
  for (const loan of world.wrestlerLoans) if (!loan.active) ended += 1;
  if (ended <= ENDED_LOANS_KEPT) return;
  let drop = ended - ENDED_LOANS_KEPT;
  world.wrestlerLoans = world.wrestlerLoans.filter((loan) => loan.active || drop-- <= 0);
}

/**
 * A federation that closes ends its loans first: the wrestlers it borrowed go home, those it lent stay
 * free agents (the contract's holder is gone). Called before its roster is released.
 */
export function endLoansOfClosing(world: World, federationId: string, now: number): SimEvent[] {
  const events: SimEvent[] = [];
  for (const loan of world.wrestlerLoans.slice()) {
    if (loan.active && (loan.toId === federationId || loan.fromId === federationId)) events.push(...endLoan(world, loan, 'closed', now));
  }
  return events;
}

/** A loan as the screens show it, from the side of `federationId`. */
export interface LoanView {
  id: string;
  wrestlerId: string;
  wrestlerName: string;
  /** 'out': lent by this federation; 'in': borrowed by it; 'between': two others (a wrestler's page). */
  direction: 'out' | 'in' | 'between';
  fromId: string;
  fromName: string;
  toId: string;
  toName: string;
  startWeek: number;
  endWeek: number;
  weeksLeft: number;
  weeklyFee: number;
  term: WrestlerLoan['term'];
  active: boolean;
  weeksPaid: number;
  feesPaid: number;
  endReason: LoanEndReason | null;
}

export function loanView(world: World, loan: WrestlerLoan, federationId: string): LoanView {
  const direction = loan.fromId === federationId ? 'out' : loan.toId === federationId ? 'in' : 'between';
  return {
    id: loan.id,
    wrestlerId: loan.wrestlerId,
    wrestlerName: findWrestlerIn(world, loan.wrestlerId)?.name ?? 'A retired wrestler',
    direction,
    fromId: loan.fromId,
    fromName: findFederation(world, loan.fromId)?.name ?? 'A closed federation',
    toId: loan.toId,
    toName: findFederation(world, loan.toId)?.name ?? 'A closed federation',
    startWeek: loan.startWeek,
    endWeek: loan.endWeek,
    weeksLeft: loan.active ? loanWeeksLeft(world, loan) : 0,
    weeklyFee: loan.weeklyFee,
    term: loan.term,
    active: loan.active,
    weeksPaid: loan.weeksPaid ?? 0,
    feesPaid: loan.feesPaid ?? 0,
    endReason: loan.endReason ?? null,
  };
}

/** The federation's loans, both ways, active first then the most recent ended; with `otherId`, only those with that federation. */
export function loansOf(world: World, federationId: string, otherId?: string): LoanView[] {
  const mine = world.wrestlerLoans.filter((l) => (l.fromId === federationId || l.toId === federationId) && (!otherId || l.fromId === otherId || l.toId === otherId));
  const views = mine.map((loan) => loanView(world, loan, federationId));
  return [...views.filter((v) => v.active), ...views.filter((v) => !v.active).reverse()];
}
