// The bank loan and the federation's story (ledger/bankLoan.ts, history/federationStory.ts).
import { federationStory } from '../history/federationStory.ts';
import { repayBankLoan, takeBankLoan } from '../ledger/bankLoan.ts';
import type { CommandSpecs } from './command.ts';

/** Borrowing and repaying move the funds, this week's lines, the loan (the federation's figures) and the inbox. */
const LOAN = ['federation', 'ledgerLines', 'messages'] as const;

export const bankCommands: CommandSpecs<'takeBankLoan' | 'repayBankLoan' | 'getFederationStory'> = {
  takeBankLoan: { touches: LOAN, run: (world, federationId, { amount }, { now }) => ({ events: takeBankLoan(world, federationId, amount, now) }) },
  repayBankLoan: { touches: LOAN, run: (world, federationId, _payload, { now }) => ({ events: repayBankLoan(world, federationId, now) }) },
  getFederationStory: { readOnly: true, touches: [], run: (world, federationId) => ({ events: [], story: federationStory(world, federationId) }) },
};
