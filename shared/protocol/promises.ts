// Requests and promises between a federation and its wrestlers (shared/sim/promises/): payload shapes only; the rules are the sim's.
import { z } from 'zod';
import { idSchema } from './ids.ts';

export const PromisePayloads = {
  /** Accepts or declines a wrestler's open request (an ultimatum declined: the wrestler quits). */
  answerPromise: z.object({ promiseId: idSchema('Promise id'), accept: z.boolean({ error: 'Accept must be true or false' }) }).strict(),
  /** Goes back on an accepted promise: broken now, as if its deadline had passed. */
  breakPromise: z.object({ promiseId: idSchema('Promise id') }).strict(),
  /** The outstanding-promises page: open requests, accepted promises, the recently resolved. */
  getPromises: z.object({}).strict(),
} satisfies Record<string, z.ZodType>;
