// Offers between federations (a loan request, a joint show, an alliance: shared/sim/diplomacy/offers.ts):
// answering one, and making one to a player's federation (offerProposals.ts). Payload shapes only; the rules are the sim's.
import { z } from 'zod';
import { JOINT_SHOW_TYPES } from '../rules/diplomacy.ts';
import { LOAN_MAX_WEEKS, LOAN_MIN_WEEKS } from '../rules/loans.ts';
import { idSchema } from './ids.ts';

/** Why the sender asks, in a sentence or two the offer's message shows. */
const reason = z.string({ error: 'Say why you make the offer' }).trim().min(1, 'Say why you make the offer').max(300, 'The reason is too long (300 characters at most)');
const to = idSchema('Federation id');

export const OfferPayloads = {
  /** Accepts or declines an open offer made to the asking federation. */
  answerOffer: z.object({ offerId: idSchema('Offer id'), accept: z.boolean({ error: 'Accept must be true or false' }) }).strict(),
  /**
   * Makes an offer to a player's federation (the computer-run federations' side of a dealing that needs the
   * player's yes): to borrow one of its wrestlers, to hold a joint show, or to ally. It waits in the player's
   * inbox with Accept and Decline.
   */
  makeOffer: z.discriminatedUnion(
    'kind',
    [
      z
        .object({
          kind: z.literal('loanRequest'),
          toFederationId: to,
          wrestlerId: idSchema('Wrestler id'),
          weeks: z.int({ error: `Weeks must be a whole number from ${LOAN_MIN_WEEKS} to ${LOAN_MAX_WEEKS}` }).min(LOAN_MIN_WEEKS, `A loan lasts ${LOAN_MIN_WEEKS} to ${LOAN_MAX_WEEKS} weeks`).max(LOAN_MAX_WEEKS, `A loan lasts ${LOAN_MIN_WEEKS} to ${LOAN_MAX_WEEKS} weeks`),
          reason,
        })
        .strict(),
      z
        .object({
          kind: z.literal('jointShow'),
          toFederationId: to,
          type: z.enum(JOINT_SHOW_TYPES, { error: 'Unknown joint show type' }),
          split: z.int({ error: 'Your share must be a whole percentage' }).min(0, 'Your share must be a whole percentage').max(100, 'Your share must be a whole percentage'),
          weeksAhead: z.int({ error: 'Weeks ahead must be a whole number' }).min(0, 'Weeks ahead must be a whole number').max(520, 'Weeks ahead is too far'),
          reason,
        })
        .strict(),
      z.object({ kind: z.literal('alliance'), toFederationId: to, reason }).strict(),
    ],
    { error: 'An offer is a loanRequest, a jointShow or an alliance' },
  ),
} satisfies Record<string, z.ZodType>;
