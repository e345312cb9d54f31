// The way back from $0 (our design; the spec only floors funds at 0, docs/rules/ledger.md "When the money runs
// out"): a bank lends to a player's federation that is nearly out of money, at a price, and calls the loan
// in when its repayments go unpaid week after week, which closes the federation. The figures are read by
// the loan dialog's preview and by the command through the same functions, so the player sees what they
// sign for.
import { roundMoney } from './ledger.ts';
import { formatUsdPlain } from './money.ts';

/** The bank lends only while funds are below this, USD: a federation with more can still pay its way. */
export const BANK_LOAN_OFFER_BELOW_USD = 5_000;
/** The most any federation can borrow, before popularity, USD: about three weeks of a starting roster. */
export const BANK_LOAN_BASE_LIMIT_USD = 10_000;
/** What each point of popularity (0-100) adds to the limit, USD: a known federation is a safer borrower. */
export const BANK_LOAN_LIMIT_PER_POPULARITY_USD = 500;
/** Amounts are chosen in steps of this, USD; the smallest loan is one step. */
export const BANK_LOAN_STEP_USD = 1_000;
/** Flat interest on the amount borrowed, as a share (0.2 = 20%): the whole of it is owed whenever it is repaid. */
export const BANK_LOAN_INTEREST_SHARE = 0.2;
/** Weekly repayments of a loan, in weeks. */
export const BANK_LOAN_WEEKS = 20;
/**
 * Repayments missed in a row after which the bank calls the loan in and the federation closes (game over).
 * A repayment counts as missed in a week whose bills were not paid in full.
 */
export const BANK_LOAN_MISSED_TO_CLOSE = 4;

/** A loan being repaid (plain JSON, kept on the federation). */
export interface BankLoan {
  /** USD borrowed. */
  amount: number;
  /** USD of flat interest. */
  interest: number;
  /** USD each week; the last repayment takes what is left. */
  weeklyRepayment: number;
  /** Repayments of the loan, and those still to pay. */
  weeks: number;
  weeksLeft: number;
  /** USD still owed (interest included). */
  owed: number;
  /** totalWeeksProgressed when it was taken. */
  takenWeek: number;
  /** Repayments missed in a row (BANK_LOAN_MISSED_TO_CLOSE calls the loan in). */
  missedInARow: number;
}

/** What a loan of an amount costs: the figures the dialog shows before the player accepts. */
export interface LoanTerms {
  amount: number;
  interest: number;
  /** amount + interest, USD. */
  totalRepaid: number;
  weeks: number;
  weeklyRepayment: number;
}

/** The largest loan at a popularity, USD (a whole number of steps). */
export function bankLoanLimit(popularity: number): number {
  const raw = BANK_LOAN_BASE_LIMIT_USD + BANK_LOAN_LIMIT_PER_POPULARITY_USD * Math.max(0, popularity);
  return Math.floor(raw / BANK_LOAN_STEP_USD) * BANK_LOAN_STEP_USD;
}

/** The terms of a loan of `amount` USD: flat interest, equal weekly repayments rounded up to the cent. */
export function loanTerms(amount: number): LoanTerms {
  const interest = roundMoney(amount * BANK_LOAN_INTEREST_SHARE);
  const totalRepaid = roundMoney(amount + interest);
  // Rounded up so that the last of the equal repayments is never larger than the others.
  const weeklyRepayment = Math.ceil((totalRepaid / BANK_LOAN_WEEKS) * 100) / 100;
  return { amount, interest, totalRepaid, weeks: BANK_LOAN_WEEKS, weeklyRepayment };
}

/** This week's repayment of a loan: the weekly figure, or what is left when less. */
export function repaymentDue(loan: Pick<BankLoan, 'owed' | 'weeklyRepayment'>): number {
  return roundMoney(Math.min(loan.owed, loan.weeklyRepayment));
}

/** What the bank reads of a federation before it lends. */
export interface BorrowerFigures {
  funds: number;
  popularity: number;
  controller: 'player' | 'ai';
  hasLoan: boolean;
  closed: boolean;
}

/** Why the bank will not lend now, or null when it offers a loan (up to bankLoanLimit). */
export function loanOfferRefusal(borrower: BorrowerFigures): string | null {
  if (borrower.closed) return 'Your federation has closed: start a New Game or load a save.';
  if (borrower.controller !== 'player') return 'The bank lends only to player-run federations.';
  if (borrower.hasLoan) return 'You already have a bank loan: repay it before borrowing again.';
  if (borrower.funds >= BANK_LOAN_OFFER_BELOW_USD) return `The bank lends only to federations with less than $${formatUsdPlain(BANK_LOAN_OFFER_BELOW_USD)} in funds.`;
  return null;
}

/** Why a loan of this amount is refused (offer and amount), or null when the bank lends it. */
export function loanRefusal(borrower: BorrowerFigures, amount: number): string | null {
  const offer = loanOfferRefusal(borrower);
  if (offer) return offer;
  const limit = bankLoanLimit(borrower.popularity);
  if (!Number.isInteger(amount / BANK_LOAN_STEP_USD) || amount < BANK_LOAN_STEP_USD) return `Borrow a whole number of $${formatUsdPlain(BANK_LOAN_STEP_USD)} steps.`;
  if (amount > limit) return `The bank lends you at most $${formatUsdPlain(limit)} (popularity ${Math.round(borrower.popularity)}).`;
  return null;
}

/** True when missing this week's repayment closes the federation: the warning a week ahead. */
export function closesIfMissed(loan: Pick<BankLoan, 'missedInARow'> | null): boolean {
  return loan !== null && loan.missedInARow + 1 >= BANK_LOAN_MISSED_TO_CLOSE;
}

/** The amount the dialog starts on: enough for `weeks` weeks of the bills, in whole steps, within the limit. */
export function suggestedLoan(popularity: number, weeklyBills: number, weeks: number): number {
  const wanted = Math.ceil((weeks * weeklyBills) / BANK_LOAN_STEP_USD) * BANK_LOAN_STEP_USD;
  return Math.max(BANK_LOAN_STEP_USD, Math.min(bankLoanLimit(popularity), wanted));
}

/** The amounts the dialog offers: every step up to the limit. */
export function loanAmounts(popularity: number): number[] {
  const amounts: number[] = [];
  for (let amount = BANK_LOAN_STEP_USD; amount <= bankLoanLimit(popularity); amount += BANK_LOAN_STEP_USD) amounts.push(amount);
  return amounts;
}
