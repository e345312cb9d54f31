// A computer-run federation's answer to a loan (our design, docs/rules/diplomacy.md "Loans"): given at once
// and with its reason, from the relationship, its roster's needs and its funds. No draw from the generator:
// the screen shows the answer before the player confirms, and the promoter's controller can weigh the same
// answer before it asks.
import { AI_ROSTER_SIZE } from '#shared/rules/ai.ts';
import { AI_LOAN_FUNDS_COVER, AI_LOAN_KEEPS_TOP, AI_LOAN_MIN_RATING_SHARE, AI_LOAN_NEEDY_FUNDS } from '#shared/rules/loans.ts';
import { formatUsdPlain } from '#shared/rules/money.ts';
import { lentOutCount } from '../ai/roster.ts';
import { rosterOf, type Wrestler } from '../roster/wrestler.ts';
import type { Federation, World } from '../world.ts';
import type { LoanTerm } from './loan.ts';
import { relationshipScore, relationshipStatus } from './relationships.ts';

export interface LoanAnswer {
  accepts: boolean;
  /** Why, in a sentence the screen shows ("Rival Wrestling accepts: ..."). */
  reason: string;
  /** The term the loan carries: the lender's (a computer-run lender sets its own). */
  term: LoanTerm;
}

export interface LoanAsk {
  lender: Federation;
  borrower: Federation;
  wrestler: Wrestler;
  weeks: number;
  weeklyFee: number;
  /** The term the lender set (when the lender is the one asking). */
  term: LoanTerm;
  /** Which side answers: the one that did not ask. */
  answering: 'lender' | 'borrower';
}

const usd = (n: number) => `$${formatUsdPlain(n)}`;

function averageRating(roster: readonly Wrestler[]): number {
  return roster.length === 0 ? 0 : roster.reduce((sum, w) => sum + w.totalPoints, 0) / roster.length;
}

/**
 * The answering side's decision. A borrower takes the loan when the pair is not hostile (it will not pay a
 * hostile rival 50% more), it has room on its roster, its funds cover the whole cost (the fee and the
 * loanee's salary, which it pays) AI_LOAN_FUNDS_COVER times, and the wrestler is rated at least its roster's average (or its roster is short). A lender lends
 * when it keeps AI_ROSTER_SIZE.min wrestlers and the wrestler is not one of its AI_LOAN_KEEPS_TOP best
 * (unless it is allied with the borrower or short of money), and protects a wrestler rated at or above its
 * average, or any wrestler lent to a hostile rival, with the noCleanLoss term.
 */
export function loanAnswer(world: World, ask: LoanAsk): LoanAnswer {
  const { lender, borrower, wrestler, weeks, weeklyFee } = ask;
  const status = relationshipStatus(relationshipScore(world, lender.id, borrower.id));
  if (ask.answering === 'borrower') {
    const roster = rosterOf(world, borrower.id);
    // What the loan costs it: the fee and the loanee's salary (the borrower pays it while they work for it),
    // a per-appearance salary counted as one show a week.
    const total = (weeklyFee + (wrestler.contract?.salary ?? 0)) * weeks;
    const average = averageRating(roster);
    const no = (reason: string): LoanAnswer => ({ accepts: false, reason: `${borrower.name} declines: ${reason}`, term: ask.term });
    if (status === 'hostile') return no(`relations are hostile, and it will not pay a hostile rival 50% more.`);
    // Its wrestlers lent out come back to it: they count, or their return would take it past its most.
    const away = lentOutCount(world, borrower.id);
    if (roster.length + away >= AI_ROSTER_SIZE.max) return no(away > 0 ? `its roster is full (${roster.length} wrestlers and ${away} lent out).` : `its roster is full (${roster.length} wrestlers).`);
    if (borrower.funds < total * AI_LOAN_FUNDS_COVER) return no(`it keeps ${AI_LOAN_FUNDS_COVER} times the whole cost, fee and salary (${usd(total)}), in the bank before it borrows.`);
    if (roster.length >= AI_ROSTER_SIZE.min && wrestler.totalPoints < average * AI_LOAN_MIN_RATING_SHARE) {
      return no(`${wrestler.name} (rating ${wrestler.totalPoints}) would not improve its card (roster average ${Math.round(average)}).`);
    }
    const why = roster.length < AI_ROSTER_SIZE.min ? `its roster is short (${roster.length} wrestlers)` : `${wrestler.name} (rating ${wrestler.totalPoints}) strengthens its card (roster average ${Math.round(average)})`;
    return { accepts: true, reason: `${borrower.name} accepts: ${why}.`, term: ask.term };
  }
  const roster = rosterOf(world, lender.id);
  const average = averageRating(roster);
  const term: LoanTerm = wrestler.totalPoints >= average || status === 'hostile' ? 'noCleanLoss' : 'none';
  const no = (reason: string): LoanAnswer => ({ accepts: false, reason: `${lender.name} declines: ${reason}`, term });
  if (roster.length - 1 < AI_ROSTER_SIZE.min) return no(`it must keep ${AI_ROSTER_SIZE.min} wrestlers for its own shows.`);
  const best = [...roster].sort((a, b) => b.totalPoints - a.totalPoints || a.id.localeCompare(b.id)).slice(0, AI_LOAN_KEEPS_TOP);
  const needy = lender.funds < AI_LOAN_NEEDY_FUNDS;
  if (best.some((w) => w.id === wrestler.id) && status !== 'allied' && !needy) {
    return no(`${wrestler.name} is one of its ${AI_LOAN_KEEPS_TOP} best, and it lends its stars only to an ally or when short of money.`);
  }
  const why = needy ? `the fee helps its funds (${usd(lender.funds)})` : status === 'allied' ? 'it lends to an ally' : `${wrestler.name} is a spare hand`;
  const protects = term === 'noCleanLoss' ? `; ${wrestler.name} may not lose clean` : '';
  return { accepts: true, reason: `${lender.name} accepts: ${why}${protects}.`, term };
}
