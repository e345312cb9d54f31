// Joint shows (diplomacy/): proposing one (answered at once), its quote before you confirm, the list, and
// the partner's roster a joint show's booking page lists.
import { proposeJointShow } from '../diplomacy/jointShowPropose.ts';
import { quoteJointShow } from '../diplomacy/jointShowTerms.ts';
import { jointShowRoster, jointShowsOf } from '../diplomacy/jointShowView.ts';
import type { CommandSpecs } from './command.ts';

export const jointShowCommands: CommandSpecs<'proposeJointShow' | 'quoteJointShow' | 'getJointShows' | 'getJointShowRoster'> = {
  // The proposal moves only the relationship and the joint show list, which no synced part holds (screens read them with getJointShows).
  proposeJointShow: {
    touches: [],
    run: (world, federationId, { partnerId, ...terms }) => {
      const { events, jointShow } = proposeJointShow(world, federationId, partnerId, terms, world.rng);
      return { events, jointShow: jointShowsOf(world, federationId, partnerId).find((j) => j.id === jointShow.id)! };
    },
  },
  quoteJointShow: { readOnly: true, touches: [], run: (world, federationId, { partnerId, ...terms }) => ({ events: [], jointShowQuote: quoteJointShow(world, federationId, partnerId, terms) }) },
  getJointShows: { readOnly: true, touches: [], run: (world, federationId, { otherFederationId }) => ({ events: [], jointShows: jointShowsOf(world, federationId, otherFederationId ?? null) }) },
  getJointShowRoster: { readOnly: true, touches: [], run: (world, federationId, { showId }) => ({ events: [], jointShowRoster: jointShowRoster(world, federationId, showId) }) },
};
