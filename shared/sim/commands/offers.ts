// Answering another federation's offer (diplomacy/offers.ts, offerAcceptors.ts).
import { acceptOffer } from '../diplomacy/offerAcceptors.ts';
import { answerOffer } from '../diplomacy/offers.ts';
import type { CommandSpecs } from './command.ts';

export const offerCommands: CommandSpecs<'answerOffer'> = {
  // Accepting may sign a loan, agree a show or start an alliance: the money, the roster, the inbox and the shows move.
  answerOffer: {
    touches: ['federation', 'federations', 'ledgerLines', 'messages', 'roster', 'upcomingShows', 'rivalries'],
    run: (world, federationId, { offerId, accept }, { now }) => ({ events: answerOffer(world, federationId, offerId, accept, (w, offer, at) => acceptOffer(w, offer, w.rng, at), now) }),
  },
};
