// The bank loan and the federation's story (docs/rules/ledger.md "When the money runs out"). The amount's
// rules (steps, the limit) are the sim's (shared/rules/bankLoan.ts): this only checks its shape.
import { z } from 'zod';

export const BankPayloads = {
  /** Borrows an amount in USD (a whole number of BANK_LOAN_STEP_USD up to the limit the bank offers). */
  takeBankLoan: z.object({ amount: z.int({ error: 'Amount must be a whole number of dollars' }).min(0, 'Amount must be a whole number of dollars').max(10_000_000, 'Amount is too large') }).strict(),
  /** Repays everything still owed on the loan now. */
  repayBankLoan: z.object({}).strict(),
  /** The federation's story in figures (changes nothing): the game-over screen. */
  getFederationStory: z.object({}).strict(),
} as const;
