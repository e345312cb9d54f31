import { describe, expect, it } from 'vitest';
import {
  BANK_LOAN_INTEREST_SHARE,
  BANK_LOAN_MISSED_TO_CLOSE,
  BANK_LOAN_OFFER_BELOW_USD,
  BANK_LOAN_WEEKS,
  bankLoanLimit,
  closesIfMissed,
  loanAmounts,
  loanOfferRefusal,
  loanRefusal,
  loanTerms,
  repaymentDue,
  suggestedLoan,
  type BorrowerFigures,
} from './bankLoan.ts';

const borrower = (over: Partial<BorrowerFigures> = {}): BorrowerFigures => ({ funds: 0, popularity: 10, controller: 'player', hasLoan: false, closed: false, ...over });

describe('the bank loan (our design, docs/rules/ledger.md "When the money runs out")', () => {
  it('has the documented figures', () => {
    expect([BANK_LOAN_OFFER_BELOW_USD, BANK_LOAN_INTEREST_SHARE, BANK_LOAN_WEEKS, BANK_LOAN_MISSED_TO_CLOSE]).toEqual([5_000, 0.2, 20, 4]);
  });

  it('lends below $5,000 in funds, not at $5,000; never twice at once, never to a computer-run or closed federation', () => {
    expect(loanOfferRefusal(borrower({ funds: 4_999.99 }))).toBeNull();
    expect(loanOfferRefusal(borrower({ funds: 5_000 }))).toBe('The bank lends only to federations with less than $5,000 in funds.');
    expect(loanOfferRefusal(borrower({ hasLoan: true }))).toBe('You already have a bank loan: repay it before borrowing again.');
    expect(loanOfferRefusal(borrower({ controller: 'ai' }))).toBe('The bank lends only to player-run federations.');
    expect(loanOfferRefusal(borrower({ closed: true }))).toBe('Your federation has closed: start a New Game or load a save.');
  });

  it('lends $10,000 plus $500 a popularity point, in $1,000 steps', () => {
    expect(bankLoanLimit(0)).toBe(10_000);
    expect(bankLoanLimit(10)).toBe(15_000);
    expect(bankLoanLimit(10.9)).toBe(15_000);
    expect(bankLoanLimit(11.99)).toBe(15_000);
    expect(bankLoanLimit(12)).toBe(16_000);
    expect(bankLoanLimit(100)).toBe(60_000);
    expect(loanAmounts(0)).toEqual([1_000, 2_000, 3_000, 4_000, 5_000, 6_000, 7_000, 8_000, 9_000, 10_000]);
    expect(loanRefusal(borrower(), 15_000)).toBeNull();
    expect(loanRefusal(borrower(), 16_000)).toBe('The bank lends you at most $15,000 (popularity 10).');
    expect(loanRefusal(borrower(), 1_000)).toBeNull();
    expect(loanRefusal(borrower(), 0)).toBe('Borrow a whole number of $1,000 steps.');
    expect(loanRefusal(borrower(), 1_500)).toBe('Borrow a whole number of $1,000 steps.');
    expect(loanRefusal(borrower({ funds: 6_000 }), 1_000)).toBe('The bank lends only to federations with less than $5,000 in funds.');
  });

  it('charges 20% flat, repaid in 20 equal weekly repayments rounded up to the cent; the last takes what is left', () => {
    expect(loanTerms(15_000)).toEqual({ amount: 15_000, interest: 3_000, totalRepaid: 18_000, weeks: 20, weeklyRepayment: 900 });
    const odd = loanTerms(7_000);
    expect(odd).toEqual({ amount: 7_000, interest: 1_400, totalRepaid: 8_400, weeks: 20, weeklyRepayment: 420 });
    expect(loanTerms(1_000).weeklyRepayment).toBe(60);
    expect(repaymentDue({ owed: 59.99, weeklyRepayment: 60 })).toBe(59.99);
    expect(repaymentDue({ owed: 900, weeklyRepayment: 60 })).toBe(60);
  });
});

describe('the loan dialog and the warning', () => {
  it('starts on enough for the weeks of bills, in whole steps, between one step and the limit', () => {
    expect(suggestedLoan(10, 2_100, 4)).toBe(9_000);
    expect(suggestedLoan(10, 2_000, 4)).toBe(8_000);
    expect(suggestedLoan(10, 10_000, 4)).toBe(15_000);
    expect(suggestedLoan(10, 0, 4)).toBe(1_000);
  });

  it('warns a week ahead: the third missed repayment in a row, not the second', () => {
    expect(closesIfMissed(null)).toBe(false);
    expect(closesIfMissed({ missedInARow: 2 })).toBe(false);
    expect(closesIfMissed({ missedInARow: 3 })).toBe(true);
  });
});
