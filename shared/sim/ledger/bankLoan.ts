// The bank loan and the end of a federation (rules/bankLoan.ts; docs/rules/ledger.md "When the money runs
// out"). Borrowing puts the amount in the funds at once; each settled week owes one repayment, a week-end
// ledger line "Bank loan repayment" like the salaries, so a repayment the funds cannot cover is part of the
// week's unpaid bills. A repayment counts as made only in a week paid in full: in an unpaid week it stays
// owed and counts as missed, and after BANK_LOAN_MISSED_TO_CLOSE missed in a row the bank calls the loan in
// and the player's federation closes (game over). The computer-run federations never borrow: their
// closures are the spec's (ai/).
import { BANK_LOAN_MISSED_TO_CLOSE, BANK_LOAN_OFFER_BELOW_USD, bankLoanLimit, loanRefusal, loanOfferRefusal, loanTerms, repaymentDue, type BankLoan, type BorrowerFigures } from '#shared/rules/bankLoan.ts';
import { roundMoney } from '#shared/rules/ledger.ts';
import { formatUsdPlain } from '#shared/rules/money.ts';
import type { SimEvent } from '../events.ts';
import { addMessage } from '../messages.ts';
import { SimRefusal } from '../refusal.ts';
import { requireFederation, type Federation, type World } from '../world.ts';
import type { LedgerLine } from './lines.ts';
import { payNow, receiveNow } from './payments.ts';

export const LOAN_RECEIVED_LABEL = 'Bank loan received';
export const LOAN_REPAYMENT_LABEL = 'Bank loan repayment';
export const LOAN_REPAID_EARLY_LABEL = 'Bank loan repaid early';

/** The figures the bank reads of a federation. */
export function borrowerOf(federation: Federation): BorrowerFigures {
  return { funds: federation.funds, popularity: federation.popularity, controller: federation.controller, hasLoan: federation.bankLoan !== null, closed: federation.closedWeek != null };
}

/** Borrows `amount` USD: refused in a sentence unless the bank offers it (rules/bankLoan.ts loanRefusal). */
export function takeBankLoan(world: World, federationId: string, amount: number, now: number): SimEvent[] {
  const federation = requireFederation(world, federationId);
  const refusal = loanRefusal(borrowerOf(federation), amount);
  if (refusal) throw new SimRefusal(refusal);
  const terms = loanTerms(amount);
  const loan: BankLoan = {
    amount,
    interest: terms.interest,
    weeklyRepayment: terms.weeklyRepayment,
    weeks: terms.weeks,
    weeksLeft: terms.weeks,
    owed: terms.totalRepaid,
    takenWeek: world.calendar.totalWeeksProgressed,
    missedInARow: 0,
  };
  federation.bankLoan = loan;
  federation.loansTaken += 1;
  receiveNow(federation, 'bank_loan', LOAN_RECEIVED_LABEL, amount);
  addMessage(
    world,
    federation.id,
    'bank_loan',
    'Bank loan taken',
    `You borrowed $${formatUsdPlain(amount)} at $${formatUsdPlain(terms.interest)} interest. You repay $${formatUsdPlain(terms.totalRepaid)} in ${terms.weeks} weekly repayments of $${formatUsdPlain(terms.weeklyRepayment)}, taken with each week's bills. Miss ${BANK_LOAN_MISSED_TO_CLOSE} in a row and the bank calls the loan in: your federation closes.`,
    now,
  );
  return [{ kind: 'bankLoanTaken', federationId: federation.id, amount, weeklyRepayment: terms.weeklyRepayment, weeks: terms.weeks }];
}

/** Repays everything still owed now (the interest is flat: it is owed in full). Refused when funds are short. */
export function repayBankLoan(world: World, federationId: string, now: number): SimEvent[] {
  const federation = requireFederation(world, federationId);
  if (federation.closedWeek != null) throw new SimRefusal('Your federation has closed: start a New Game or load a save.');
  const loan = federation.bankLoan;
  if (!loan) throw new SimRefusal('You have no bank loan to repay.');
  payNow(federation, 'loan_repayment', LOAN_REPAID_EARLY_LABEL, loan.owed);
  federation.bankLoan = null;
  addMessage(world, federation.id, 'bank_loan', 'Bank loan repaid', `You repaid the $${formatUsdPlain(loan.owed)} still owed on your bank loan. The bank will lend again when your funds fall below $${formatUsdPlain(BANK_LOAN_OFFER_BELOW_USD)}.`, now);
  return [{ kind: 'bankLoanRepaid', federationId: federation.id, early: true }];
}

/** This week's repayment as a week-end ledger line (none without a loan). */
export function loanRepaymentLines(federation: Federation): LedgerLine[] {
  const loan = federation.bankLoan;
  if (!loan) return [];
  const due = repaymentDue(loan);
  const number = loan.weeks - loan.weeksLeft + 1;
  return due > 0 ? [{ kind: 'loan_repayment', label: `${LOAN_REPAYMENT_LABEL} (${number} of ${loan.weeks})`, amount: -due, paidAt: 'weekEnd' }] : [];
}

/**
 * After a week is settled: the repayment is made when the week was paid in full, otherwise it is missed
 * (still owed). The last repayment ends the loan; the missed ones in a row can close the federation.
 * Funds falling below the bank's threshold with no loan bring its offer (a message and an event).
 */
export function settleBankLoan(world: World, federation: Federation, paidInFull: boolean, now: number): SimEvent[] {
  if (federation.controller !== 'player') return [];
  const loan = federation.bankLoan;
  if (!loan) return offerIfNew(world, federation, now);
  if (paidInFull) {
    loan.owed = roundMoney(loan.owed - repaymentDue(loan));
    loan.weeksLeft = Math.max(0, loan.weeksLeft - 1);
    loan.missedInARow = 0;
    if (loan.owed > 0) return [];
    federation.bankLoan = null;
    addMessage(world, federation.id, 'bank_loan', 'Bank loan repaid', `Your last repayment cleared your $${formatUsdPlain(loan.amount)} bank loan.`, now);
    return [{ kind: 'bankLoanRepaid', federationId: federation.id, early: false }];
  }
  loan.missedInARow += 1;
  const events: SimEvent[] = [{ kind: 'loanRepaymentMissed', federationId: federation.id, missedInARow: loan.missedInARow }];
  if (loan.missedInARow >= BANK_LOAN_MISSED_TO_CLOSE) return [...events, ...closeFederation(world, federation, now)];
  const left = BANK_LOAN_MISSED_TO_CLOSE - loan.missedInARow;
  addMessage(
    world,
    federation.id,
    'bank_loan',
    'Bank loan repayment missed',
    left === 1
      ? `You missed ${loan.missedInARow} repayments in a row. Pay next week's bills in full or the bank calls the loan in and your federation closes.`
      : `You missed a repayment of $${formatUsdPlain(repaymentDue(loan))} (${loan.missedInARow} in a row). ${left} more in a row and the bank calls the loan in: your federation closes.`,
    now,
  );
  return events;
}

function offerIfNew(world: World, federation: Federation, now: number): SimEvent[] {
  // Offered once as funds fall below the threshold (the week opened above it), not again every week.
  if (loanOfferRefusal(borrowerOf(federation)) !== null || federation.ledger.at(-1)!.fundsBefore < BANK_LOAN_OFFER_BELOW_USD) return [];
  const limit = bankLoanLimit(federation.popularity);
  addMessage(
    world,
    federation.id,
    'bank_loan',
    'The bank offers a loan',
    `Your funds fell below $${formatUsdPlain(BANK_LOAN_OFFER_BELOW_USD)}. The bank will lend you up to $${formatUsdPlain(limit)}, repaid weekly with interest: see the terms on the Finances page.`,
    now,
  );
  return [{ kind: 'bankLoanOffered', federationId: federation.id, limit }];
}

/** Game over: the bank calls its loan in. The federation stops (ai/profile.ts isRunning) and keeps its story. */
function closeFederation(world: World, federation: Federation, now: number): SimEvent[] {
  federation.closedWeek = world.calendar.totalWeeksProgressed;
  addMessage(
    world,
    federation.id,
    'bank_loan',
    `${federation.name} has closed`,
    `You missed ${BANK_LOAN_MISSED_TO_CLOSE} bank loan repayments in a row and the bank called the loan in. ${federation.name} cannot go on: start a New Game or load a save.`,
    now,
  );
  return [{ kind: 'federationClosed', federationId: federation.id, name: federation.name }];
}
