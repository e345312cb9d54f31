// Relations between federations: reading them and answering another federation's offer (shared/sim/diplomacy/): payload shapes only; the rules are the sim's.
import { z } from 'zod';
import { idSchema } from './ids.ts';

export const RelationsPayloads = {
  /** The asking federation's relations (changes nothing): with one federation and what it could do with it, or with every other one. */
  getRelations: z.object({ federationId: idSchema('Federation id').optional() }).strict(),
} satisfies Record<string, z.ZodType>;
