// "This week around the world": the read-only command behind the dashboard card and the
// week report's "Around the world". See docs/protocol.md.
import { z } from 'zod';

export const WorldWeekPayloads = {
  /** Read-only: every federation's completed shows of a week (default: the last completed week), yours first. */
  getWorldWeek: z
    .object({
      weekIndex: z.int({ error: 'Week must be a whole number from 0' }).min(0, 'Week must be a whole number from 0').max(1_000_000, 'Week must be a whole number from 0').optional(),
    })
    .strict(),
} as const;
