// A wrestler lent by one federation to another (spec §3 Loan, §4 Loan out): while active the wrestler is
// on loan and works for the borrower; the borrower pays the weekly fee to the lender; when the end week
// comes the wrestler returns. The lender may set one protective term the borrower's booking must respect.
export type LoanTerm = 'none' | 'noCleanLoss';

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
}
