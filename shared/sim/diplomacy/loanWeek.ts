// Loans each week (spec §4 Loan out; docs/rules/diplomacy.md "Loans"): while a loan is active the borrower
// pays the week's fee and the lender is credited it, a ledger line each side (this week's lines, as the
// week's other dealings); when the total weeks reach the end week the loan ends and the wrestler returns.
// A loan ends early when the wrestler left the borrower (retired, walked out), when the borrower cannot pay
// the fee (no fee then), or when the wrestler is injured (the fee of the week they worked is paid).
import { roundMoney } from '#shared/rules/ledger.ts';
import { formatUsdPlain } from '#shared/rules/money.ts';
import { isRunning } from '../ai/profile.ts';
import type { SimEvent } from '../events.ts';
import { payNow, receiveNow } from '../ledger/payments.ts';
import { findWrestlerIn } from '../roster/wrestler.ts';
import type { WeekContext } from '../week/weekSteps.ts';
import { findFederation, type World } from '../world.ts';
import { endLoan } from './loans.ts';

export function advanceLoans(world: World, week: WeekContext): SimEvent[] {
  const events: SimEvent[] = [];
  // No loans, no work (and no change to a world without dealings).
  if (world.wrestlerLoans.length === 0) return events;
  const now = world.calendar.totalWeeksProgressed;
  for (const loan of world.wrestlerLoans.slice()) {
    if (!loan.active) continue;
    const lender = findFederation(world, loan.fromId);
    const borrower = findFederation(world, loan.toId);
    const wrestler = findWrestlerIn(world, loan.wrestlerId);
    if (!lender || !borrower || !isRunning(lender) || !isRunning(borrower)) {
      events.push(...endLoan(world, loan, 'closed', week.now));
      continue;
    }
    if (!wrestler || wrestler.federationId !== borrower.id) {
      events.push(...endLoan(world, loan, 'left', week.now));
      continue;
    }
    if (borrower.funds < loan.weeklyFee) {
      events.push(...endLoan(world, loan, 'unpaid', week.now));
      continue;
    }
    const weekNumber = (loan.weeksPaid ?? 0) + 1;
    const of = `week ${weekNumber} of ${loan.endWeek - loan.startWeek}`;
    payNow(borrower, 'loan_fee_paid', `Loan fee: ${wrestler.name} from ${lender.name} (${of})`, loan.weeklyFee);
    receiveNow(lender, 'loan_fee_received', `Loan fee: ${wrestler.name} to ${borrower.name} (${of})`, loan.weeklyFee);
    loan.weeksPaid = weekNumber;
    loan.feesPaid = roundMoney((loan.feesPaid ?? 0) + loan.weeklyFee);
    events.push({
      kind: 'federationInteraction',
      federationId: lender.id,
      otherFederationId: borrower.id,
      action: 'loanFee',
      text: `${borrower.name} paid $${formatUsdPlain(loan.weeklyFee)} for ${wrestler.name} on loan (${of}).`,
    });
    if (wrestler.status === 'injured') events.push(...endLoan(world, loan, 'injured', week.now));
    else if (now >= loan.endWeek) events.push(...endLoan(world, loan, 'completed', week.now));
  }
  return events;
}
