// Joint shows between federations (shared/sim/diplomacy/, docs/rules/diplomacy.md): payload shapes only; the rules are the sim's.
import { z } from 'zod';
import { JOINT_SHOW_TYPES } from '../rules/diplomacy.ts';
import { idSchema } from './ids.ts';

/** The terms of a proposal; their ranges (split, weeks) are the sim's rules (diplomacy/jointShowTerms.ts), checked with its sentences. */
const terms = {
  partnerId: idSchema('Federation id'),
  type: z.enum(JOINT_SHOW_TYPES, { error: 'Unknown joint show type' }),
  split: z.int({ error: 'Your share must be a whole percentage' }).min(0, 'Your share must be a whole percentage').max(100, 'Your share must be a whole percentage'),
  weeksAhead: z.int({ error: 'Weeks ahead must be a whole number' }).min(0, 'Weeks ahead must be a whole number').max(520, 'Weeks ahead is too far'),
};

export const JointShowPayloads = {
  /** Proposes a joint show; the other federation accepts or rejects at once. */
  proposeJointShow: z.object(terms).strict(),
  /** What a proposal would be (changes nothing): the deciding factors in words, the income range, or why it cannot be made. */
  quoteJointShow: z.object(terms).strict(),
  /** The federation's joint shows, with one other federation when given (changes nothing). */
  getJointShows: z.object({ otherFederationId: idSchema('Federation id').optional() }).strict(),
  /** The other federation's roster for the host's joint show booking page (changes nothing). */
  getJointShowRoster: z.object({ showId: idSchema('Show id') }).strict(),
} satisfies Record<string, z.ZodType>;
