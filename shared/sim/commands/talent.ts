// Wrestlers and staff: signing, release, renewal, training, hiring, reports.
import { releaseWrestler, renewContract } from '../roster/contracts.ts';
import { listFreeAgents } from '../roster/freeAgents.ts';
import { signWrestler } from '../roster/signing.ts';
import { startTraining } from '../roster/training.ts';
import { fireStaff, hireStaff } from '../staff/hiring.ts';
import { markAllReportsRead, markReportRead } from '../staff/reports.ts';
import { wrestlerViewFor } from '../world/wrestlerView.ts';
import type { CommandSpecs } from './command.ts';

/** What a change of the roster can move: funds and bills, the roster and market, cards' previews, titles. */
const ROSTER_CHANGE = ['federation', 'roster', 'market', 'ledgerLines', 'messages', 'upcomingShows', 'championships', 'rivalries', 'business'] as const;

export const talentCommands: CommandSpecs<
  'signWrestler' | 'releaseWrestler' | 'renewContract' | 'startTraining' | 'listFreeAgents' | 'getWrestler' | 'hireStaff' | 'fireStaff' | 'markReportRead' | 'markAllReportsRead'
> = {
  signWrestler: { touches: ROSTER_CHANGE, run: (world, federationId, { wrestlerId, source, contractType, weeks }) => ({ events: signWrestler(world, federationId, wrestlerId, { source, contractType, weeks }) }) },
  releaseWrestler: { touches: ROSTER_CHANGE, run: (world, federationId, { wrestlerId }) => ({ events: releaseWrestler(world, federationId, wrestlerId) }) },
  renewContract: { touches: ROSTER_CHANGE, run: (world, federationId, { wrestlerId, contractType, weeks }) => ({ events: renewContract(world, federationId, wrestlerId, { contractType, weeks }) }) },
  startTraining: { touches: ['federation', 'roster', 'ledgerLines', 'upcomingShows'], run: (world, federationId, { wrestlerId, skill }) => ({ events: startTraining(world, federationId, wrestlerId, skill) }) },
  listFreeAgents: { readOnly: true, touches: [], run: (world, federationId, query) => ({ events: [], page: listFreeAgents(world, federationId, query) }) },
  // Another federation's wrestler comes with public facts only, and who holds the contract (world/wrestlerView.ts).
  getWrestler: { readOnly: true, touches: [], run: (world, federationId, { wrestlerId }) => ({ events: [], ...wrestlerViewFor(world, federationId, wrestlerId) }) },
  hireStaff: { touches: ['federation', 'staff', 'ledgerLines', 'messages', 'upcomingShows', 'business'], run: (world, federationId, { candidateId }) => ({ events: hireStaff(world, federationId, candidateId) }) },
  fireStaff: { touches: ['federation', 'staff', 'ledgerLines', 'messages', 'upcomingShows', 'business'], run: (world, federationId, { staffId }) => ({ events: fireStaff(world, federationId, staffId) }) },
  markReportRead: {
    touches: ['reports'],
    run: (world, federationId, { reportId }) => {
      markReportRead(world, federationId, reportId);
      return { events: [] };
    },
  },
  markAllReportsRead: {
    touches: ['reports'],
    run: (world, federationId) => {
      markAllReportsRead(world, federationId);
      return { events: [] };
    },
  },
};
