// Offers between federations (diplomacy/offers.ts, offerAcceptors.ts, offerProposals.ts): answering one, and
// making one to a player's federation.
import { acceptOffer } from '../diplomacy/offerAcceptors.ts';
import { sendOffer } from '../diplomacy/offerProposals.ts';
import { answerOffer } from '../diplomacy/offers.ts';
import type { CommandSpecs } from './command.ts';

export const offerCommands: CommandSpecs<'answerOffer' | 'makeOffer'> = {
  // Accepting may sign a loan, agree a show or start an alliance: the money, the roster, the inbox and the shows move.
  answerOffer: {
    touches: ['federation', 'federations', 'ledgerLines', 'messages', 'roster', 'upcomingShows', 'rivalries'],
    run: (world, federationId, { offerId, accept }, { now }) => ({ events: answerOffer(world, federationId, offerId, accept, (w, offer, at) => acceptOffer(w, offer, w.rng, at), now) }),
  },
  // Only the inbox of the one asked moves (the offer list is no synced part): nothing is paid or moved until it is accepted.
  makeOffer: {
    touches: ['messages'],
    run: (world, federationId, request, { now }) => ({ events: sendOffer(world, federationId, request, now) }),
  },
};
