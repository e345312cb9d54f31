// Requests and promises between a federation and its wrestlers (shared/sim/promises/): payload shapes only; the rules are the sim's.
import type { z } from 'zod';

export const PromisePayloads = {} satisfies Record<string, z.ZodType>;
