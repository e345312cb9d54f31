// Competition between federations: the read-only look-up of free agents' competing
// interest behind the market cards' "N rival federations are interested", and the TV networks held by rivals. See docs/protocol.md.
import { z } from 'zod';
import { idSchema } from './ids.ts';

export const CompetitionPayloads = {
  /** Each wrestler's competing interest (changes nothing): the weekly market asks for its cards. */
  getDemand: z.object({ wrestlerIds: z.array(idSchema('Wrestler id')).max(50, 'Too many wrestlers') }).strict(),
  /** The TV networks another federation airs on now, each with its holder and the deal's last week (changes nothing). */
  getNetworkHolders: z.object({}).strict(),
} as const;
