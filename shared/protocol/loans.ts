// Lending and borrowing wrestlers between federations (shared/sim/diplomacy/, docs/rules/diplomacy.md): payload shapes only; the rules are the sim's.
import { z } from 'zod';
import { LOAN_MAX_WEEKS, LOAN_MIN_WEEKS, LOAN_TERMS } from '../rules/loans.ts';
import { idSchema } from './ids.ts';

const weeks = z
  .int({ error: `Weeks must be a whole number from ${LOAN_MIN_WEEKS} to ${LOAN_MAX_WEEKS}` })
  .min(LOAN_MIN_WEEKS, `A loan lasts ${LOAN_MIN_WEEKS} to ${LOAN_MAX_WEEKS} weeks`)
  .max(LOAN_MAX_WEEKS, `A loan lasts ${LOAN_MIN_WEEKS} to ${LOAN_MAX_WEEKS} weeks`);
const term = z.enum(LOAN_TERMS, { error: `Term must be one of ${LOAN_TERMS.join(', ')}` });

export const LoanPayloads = {
  /** Lends one of your wrestlers to another federation for some weeks, with the term you set; it answers at once. */
  lendWrestler: z.object({ wrestlerId: idSchema('Wrestler id'), toFederationId: idSchema('Federation id'), weeks, term }).strict(),
  /** Borrows one of another federation's wrestlers for some weeks; it answers at once, with its own term. */
  borrowWrestler: z.object({ wrestlerId: idSchema('Wrestler id'), fromFederationId: idSchema('Federation id'), weeks }).strict(),
  /** What a loan would cost and whether it would be made (changes nothing): the screen's preview. */
  quoteLoan: z
    .object({ direction: z.enum(['lend', 'borrow'], { error: 'Direction must be lend or borrow' }), wrestlerId: idSchema('Wrestler id'), otherFederationId: idSchema('Federation id'), weeks, term })
    .strict(),
  /** Your loans both ways, active first (changes nothing); with otherFederationId, only those with that federation. */
  getLoans: z.object({ otherFederationId: idSchema('Federation id').optional() }).strict(),
  /** The wrestler's active loan, null when not on loan (changes nothing). */
  getWrestlerLoan: z.object({ wrestlerId: idSchema('Wrestler id') }).strict(),
} as const;
