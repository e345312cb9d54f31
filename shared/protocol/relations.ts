// Relations between federations: reading them and answering another federation's offer (shared/sim/diplomacy/): payload shapes only; the rules are the sim's.
import { z } from 'zod';

export const RelationsPayloads = {} satisfies Record<string, z.ZodType>;
