// Lending and borrowing wrestlers (diplomacy/loans.ts, loanQuote.ts; docs/rules/diplomacy.md "Loans").
import { activeLoanOf } from '../diplomacy/loan.ts';
import { quoteLoan } from '../diplomacy/loanQuote.ts';
import { loansOf, loanView, makeLoan } from '../diplomacy/loans.ts';
import type { CommandSpecs } from './command.ts';

/**
 * A loan moves a wrestler between rosters (both federations' faces), the relationship (the federation's
 * view) and both inboxes. No money moves until the week (loanWeek.ts).
 */
const LOAN = ['federation', 'federations', 'roster', 'messages', 'upcomingShows'] as const;

export const loanCommands: CommandSpecs<'lendWrestler' | 'borrowWrestler' | 'quoteLoan' | 'getLoans' | 'getWrestlerLoan'> = {
  lendWrestler: {
    touches: LOAN,
    run: (world, federationId, { wrestlerId, toFederationId, weeks, term }, { now }) => {
      const { events, quote } = makeLoan(world, federationId, { direction: 'lend', wrestlerId, otherFederationId: toFederationId, weeks, term }, now);
      return { events, loanQuote: quote };
    },
  },
  borrowWrestler: {
    touches: LOAN,
    run: (world, federationId, { wrestlerId, fromFederationId, weeks }, { now }) => {
      const { events, quote } = makeLoan(world, federationId, { direction: 'borrow', wrestlerId, otherFederationId: fromFederationId, weeks, term: 'none' }, now);
      return { events, loanQuote: quote };
    },
  },
  quoteLoan: { readOnly: true, touches: [], run: (world, federationId, request) => ({ events: [], loanQuote: quoteLoan(world, federationId, request) }) },
  getLoans: { readOnly: true, touches: [], run: (world, federationId, { otherFederationId }) => ({ events: [], loans: loansOf(world, federationId, otherFederationId) }) },
  getWrestlerLoan: {
    readOnly: true,
    touches: [],
    run: (world, federationId, { wrestlerId }) => {
      const loan = activeLoanOf(world, wrestlerId);
      return { events: [], wrestlerLoan: loan ? loanView(world, loan, federationId) : null };
    },
  },
};
