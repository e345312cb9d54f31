// A loan's protective term on the card (docs/rules/diplomacy.md "Loans"; rules/loans.ts LOAN_TERMS): a
// wrestler lent with 'noCleanLoss' may not lose clean (a clean finish, rules/finishes.ts, won by another
// side). Booking refuses such a match with a sentence, auto-book books around it, and a finish left to the
// match never ends that way: for the player and the computer-run federations alike. A loanee works for the
// borrower: on_loan is a working status on the borrower's cards.
import { FINISH_RULES, finishesFor, type Finish } from '#shared/rules/finishes.ts';
import type { MatchType, Stipulation } from '#shared/rules/matchTypes.ts';
import { findWrestlerIn, type Wrestler } from '../roster/wrestler.ts';
import { findFederation, type World } from '../world.ts';
import { activeLoanOf } from '../diplomacy/loan.ts';
import { sidesOf } from './show.ts';

/** Whether the wrestler can appear on their federation's card: active, or on loan (working for the borrower). */
export function canAppear(wrestler: Pick<Wrestler, 'status'>): boolean {
  return wrestler.status === 'active' || wrestler.status === 'on_loan';
}

/** Whether the wrestler is on a loan whose term forbids a clean loss. */
export function protectedFromCleanLoss(world: World, wrestler: Pick<Wrestler, 'id' | 'status'>): boolean {
  // Only a loanee can be protected: one status read for everyone else.
  return wrestler.status === 'on_loan' && activeLoanOf(world, wrestler.id)?.term === 'noCleanLoss';
}

/** The sides (indexes of sidesOf) holding a protected wrestler; empty when none (no loanee on the match). */
export function protectedSides(world: World, type: MatchType, participants: readonly string[]): number[] {
  const out: number[] = [];
  const sides = sidesOf({ type, participants: [...participants] });
  sides.forEach((side, at) => {
    if (side.some((id) => { const w = findWrestlerIn(world, id); return w !== undefined && protectedFromCleanLoss(world, w); })) out.push(at);
  });
  return out;
}

/** A finish with a winner that is not clean (count-out, disqualification), allowed by the match. */
export function cheapWinFinishes(type: MatchType, stipulation: Stipulation): Finish[] {
  return finishesFor(type, stipulation).filter((f) => FINISH_RULES[f].hasWinner && !FINISH_RULES[f].clean);
}

function lenderName(world: World, wrestlerId: string): string {
  const loan = activeLoanOf(world, wrestlerId);
  return (loan && findFederation(world, loan.fromId)?.name) || 'their federation';
}

/**
 * Why booking this match breaks a loan's term, or null. A clean finish booked with a winner against a
 * protected wrestler is refused; so is a booking no finish can keep (a winner booked against them where
 * the match has no cheap finish, or two protected wrestlers on different sides of a match that ends clean).
 */
export function loanTermRefusal(world: World, input: { type: MatchType; stipulation: Stipulation; participants: readonly string[]; winnerId: string | null; finish: Finish | null }): string | null {
  const guarded = protectedSides(world, input.type, input.participants);
  if (guarded.length === 0) return null;
  const sides = sidesOf({ type: input.type, participants: [...input.participants] });
  const winnerSide = input.winnerId ? sides.findIndex((side) => side.includes(input.winnerId!)) : -1;
  const losing = guarded.filter((side) => side !== winnerSide);
  const who = (side: number) => {
    const id = sides[side]!.find((w) => { const x = findWrestlerIn(world, w); return x !== undefined && protectedFromCleanLoss(world, x); })!;
    return `${findWrestlerIn(world, id)!.name} is on loan from ${lenderName(world, id)} and may not lose clean`;
  };
  const finish = input.finish;
  if (finish && !FINISH_RULES[finish].hasWinner) return null;
  if (finish && !FINISH_RULES[finish].clean) return null;
  if (finish) {
    // A clean finish: every protected side must be the winner's.
    if (winnerSide >= 0 && losing.length > 0) return `${who(losing[0]!)}: book them to win, or a count-out, disqualification, draw or no contest.`;
    if (winnerSide < 0 && guarded.length > 1) return `${who(guarded[1]!)}: with protected wrestlers on both sides this match cannot end clean.`;
    return null;
  }
  // The finish is left to the match: a cheap finish, a draw or a no contest keeps the term, else the protected side must win.
  const cheap = cheapWinFinishes(input.type, input.stipulation).length > 0;
  if (winnerSide >= 0) return losing.length > 0 && !cheap ? `${who(losing[0]!)}, and this match has no count-out or disqualification.` : null;
  const noWinner = finishesFor(input.type, input.stipulation).some((f) => !FINISH_RULES[f].hasWinner);
  if (guarded.length > 1 && !cheap && !noWinner) return `${who(guarded[1]!)}: with protected wrestlers on both sides this match cannot end without a clean loss.`;
  return null;
}

/**
 * The night's decision kept within the term, when a side won clean against a protected wrestler: a booked
 * clean finish with the winner left open goes to the protected side; otherwise the finish becomes a cheap
 * one drawn by `pickCheap` (the winner keeps the win) where the match allows one; else the protected side
 * wins (one protected side); else a no contest or a draw where allowed. Returns the side (-1: no winner)
 * and the finish to use.
 */
export function keepLoanTerm(
  type: MatchType,
  stipulation: Stipulation,
  guarded: readonly number[],
  decided: { side: number; finish: Finish; sideBooked: boolean; finishBooked: boolean },
  pickCheap: (options: readonly Finish[]) => Finish,
): { side: number; finish: Finish } {
  const { side, finish } = decided;
  if (guarded.length === 0 || !FINISH_RULES[finish].hasWinner || !FINISH_RULES[finish].clean) return { side, finish };
  if (guarded.every((g) => g === side)) return { side, finish };
  if (decided.finishBooked && !decided.sideBooked && guarded.length === 1) return { side: guarded[0]!, finish };
  const cheap = cheapWinFinishes(type, stipulation);
  if (cheap.length > 0) return { side, finish: pickCheap(cheap) };
  if (guarded.length === 1) return { side: guarded[0]!, finish };
  if (finishesFor(type, stipulation).includes('no_contest')) return { side: -1, finish: 'no_contest' };
  if (finishesFor(type, stipulation).includes('draw')) return { side: -1, finish: 'draw' };
  return { side, finish };
}

/** The protected sides of a match about to run (`cast`: its wrestlers in the card's order); none without a loanee. */
export function guardedSidesOf(world: World, type: MatchType, participants: readonly string[], cast: readonly Wrestler[]): number[] {
  for (const wrestler of cast) if (wrestler.status === 'on_loan') return protectedSides(world, type, participants);
  return [];
}

/** What auto-book booked for a match (autoBookFinish.ts BookedFinish). */
interface AutoBooked {
  winnerId: string | null;
  finish: Finish;
  reason: string;
}

/**
 * Auto-book's finish kept within the loans' terms: a clean loss booked for a protected loanee becomes a
 * disqualification (or count-out) win for the same winner where the match allows one (a title then stays
 * with its holder), else a clean win for the loanee's side (one protected side), else a draw or no contest.
 */
export function autoBookWithinLoanTerms(world: World, type: MatchType, stipulation: Stipulation, participants: readonly string[], booked: AutoBooked): AutoBooked {
  if (!booked.winnerId || !FINISH_RULES[booked.finish].clean) return booked;
  const guarded = protectedSides(world, type, participants);
  if (guarded.length === 0) return booked;
  const sides = sidesOf({ type, participants: [...participants] });
  const winnerSide = sides.findIndex((side) => side.includes(booked.winnerId!));
  const losing = guarded.filter((g) => g !== winnerSide);
  if (losing.length === 0) return booked;
  const loaneeId = sides[losing[0]!]!.find((id) => { const w = findWrestlerIn(world, id); return w !== undefined && protectedFromCleanLoss(world, w); })!;
  const loanee = `${findWrestlerIn(world, loaneeId)!.name}, on loan from ${lenderName(world, loaneeId)}, may not lose clean`;
  const cheap = cheapWinFinishes(type, stipulation);
  if (cheap.length > 0) {
    const finish: Finish = cheap.includes('disqualification') ? 'disqualification' : cheap[0]!;
    const winner = findWrestlerIn(world, booked.winnerId)!.name;
    return { winnerId: booked.winnerId, finish, reason: `${winner} wins by ${FINISH_RULES[finish].label.toLowerCase()}: ${loanee}.` };
  }
  if (guarded.length === 1) return { winnerId: loaneeId, finish: booked.finish, reason: `${loanee}: they win it.` };
  const finish: Finish = finishesFor(type, stipulation).includes('no_contest') ? 'no_contest' : 'draw';
  return { winnerId: null, finish, reason: `${loanee}: the match ends in ${finish === 'draw' ? 'a draw' : 'a no contest'}.` };
}
