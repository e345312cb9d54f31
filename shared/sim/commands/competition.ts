// Competition between federations: read-only look-ups.
import { interestCounter } from '../roster/demand.ts';
import { networkHolders } from '../tv/networkHolders.ts';
import { findWrestlerIn } from '../roster/wrestler.ts';
import type { CommandSpecs } from './command.ts';

export const competitionCommands: CommandSpecs<'getDemand' | 'getNetworkHolders'> = {
  getNetworkHolders: { readOnly: true, touches: [], run: (world, federationId) => ({ events: [], networkHolders: networkHolders(world, federationId) }) },
  getDemand: {
    readOnly: true,
    touches: [],
    run: (world, federationId, { wrestlerIds }) => {
      const count = interestCounter(world);
      const interest: Record<string, number> = {};
      for (const id of wrestlerIds) {
        const wrestler = findWrestlerIn(world, id);
        if (wrestler) interest[id] = count(wrestler, federationId);
      }
      return { events: [], interest };
    },
  },
};
