// An offer one federation makes another that waits for an answer (a computer-run federation's loan request,
// joint show proposal or alliance offer to a player): a federation_interaction message with Accept and
// Decline, answered with answerOffer before it expires. A computer-run federation answers at once instead.
import type { JointShowType } from '#shared/rules/diplomacy.ts';
import type { LoanTerm } from './loan.ts';

export type DiplomacyOffer =
  | (OfferBase & { kind: 'loanRequest'; wrestlerId: string; weeks: number; weeklyFee: number; term: LoanTerm })
  | (OfferBase & { kind: 'jointShow'; type: JointShowType; split: number; scheduledWeek: number })
  | (OfferBase & { kind: 'alliance' });

export interface OfferBase {
  id: string;
  fromId: string;
  toId: string;
  /** totalWeeksProgressed when it was made, and the last week it may be accepted. */
  week: number;
  expiresWeek: number;
  /** Why the sender asks, in a sentence the message shows. */
  reason: string;
  /** The inbox message that carries it (its Accept and Decline). */
  messageId: string;
}
