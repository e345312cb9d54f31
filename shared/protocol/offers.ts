// Answering another federation's offer (a loan request, a joint show, an alliance: shared/sim/diplomacy/offers.ts):
// payload shapes only; the rules are the sim's.
import { z } from 'zod';
import { idSchema } from './ids.ts';

export const OfferPayloads = {
  /** Accepts or declines an open offer made to the asking federation. */
  answerOffer: z.object({ offerId: idSchema('Offer id'), accept: z.boolean({ error: 'Accept must be true or false' }) }).strict(),
} satisfies Record<string, z.ZodType>;
