// What the fans say (shared/sim/fans/): the read-only query behind the dashboard card and the show
// summary's comments, payload shapes only.
import { z } from 'zod';

export const FanPayloads = {
  /** Read-only: the federation's fan comments, newest first; with showId, only those about that show. */
  getFanComments: z
    .object({
      showId: z.string({ error: 'Show id must be a text' }).min(1, 'Show id must be a text').max(64, 'Show id must be a text').optional(),
    })
    .strict(),
} as const;
