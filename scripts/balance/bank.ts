// A balance strategy at the bank (shared/rules/bankLoan.ts): after its week's shows, a strategy whose funds
// will not cover this week's bills takes the loan the bank offers rather than miss the payroll, enough for
// BORROW_WEEKS weeks of those bills (at most the bank's limit). Every strategy borrows so: the harness
// counts the careers that did and those that still ended in game over.
import { loanOfferRefusal, suggestedLoan } from '#shared/rules/bankLoan.ts';
import { borrowerOf } from '#shared/sim/ledger/bankLoan.ts';
import { weekBillsForecast } from '#shared/sim/ledger/weeklyLedger.ts';
import type { Federation, World } from '#shared/sim/world.ts';
import { usd } from './finances.ts';
import type { StrategyCandidate } from './strategies.ts';

/** Weeks of this week's bills a strategy borrows for: a month to turn the shows around. */
export const BORROW_WEEKS = 4;
/** The weight every strategy gives the loan when it would otherwise miss the payroll. */
export const LOAN_WEIGHT = 1;

export function loanCandidates(world: World, federation: Federation): StrategyCandidate[] {
  const bills = weekBillsForecast(world, federation);
  if (federation.funds >= bills || loanOfferRefusal(borrowerOf(federation)) !== null) return [];
  const amount = suggestedLoan(federation.popularity, bills, BORROW_WEEKS);
  return [{ kind: 'loan', need: 1, command: 'takeBankLoan', payload: { amount }, cost: 0, reason: `Borrowed ${usd(amount)}: ${usd(federation.funds)} would not cover this week's bills of ${usd(bills)}` }];
}
