// A wrestler lent by one federation to another (spec §3 Loan, §4 Loan out): while active the wrestler is
// on loan and works for the borrower; the borrower pays the weekly fee to the lender; when the end week
// comes the wrestler returns. The lender may set one protective term the borrower's booking must respect.
// The record and its lookups only (no rule): booking and running a show read it without importing the
// loan rules (diplomacy/loans.ts), which themselves change cards.
import type { LoanTermName } from '#shared/rules/loans.ts';
import type { World } from '../world.ts';

/** 'none', or 'noCleanLoss': the loanee may not lose clean (rules/loans.ts LOAN_TERMS). */
export type LoanTerm = LoanTermName;

/** Why a loan ended: its weeks were up, or it ended early (docs/rules/diplomacy.md "Loans"). */
export type LoanEndReason = 'completed' | 'injured' | 'unpaid' | 'left' | 'closed';

export interface WrestlerLoan {
  id: string;
  wrestlerId: string;
  /** The lender, who holds the contract. */
  fromId: string;
  /** The borrower, for whom the wrestler works while the loan is active. */
  toId: string;
  /** totalWeeksProgressed when the loan began and when it ends (the wrestler returns that week). */
  startWeek: number;
  endWeek: number;
  /** USD a week the borrower pays the lender (rules/diplomacy.ts loan fee). */
  weeklyFee: number;
  active: boolean;
  term: LoanTerm;
  /** Fees paid so far, and the USD they came to. Absent on a loan made before they were counted: 0. */
  weeksPaid?: number;
  feesPaid?: number;
  /** totalWeeksProgressed when it ended, and why; absent while active. */
  endedWeek?: number;
  endReason?: LoanEndReason;
}

/** The wrestler's active loan, or undefined. */
export function activeLoanOf(world: World, wrestlerId: string): WrestlerLoan | undefined {
  for (const loan of world.wrestlerLoans) if (loan.active && loan.wrestlerId === wrestlerId) return loan;
  return undefined;
}

/** Weeks until the wrestler returns (0 in the week they return). */
export function loanWeeksLeft(world: World, loan: Pick<WrestlerLoan, 'endWeek'>): number {
  return Math.max(0, loan.endWeek - world.calendar.totalWeeksProgressed);
}
