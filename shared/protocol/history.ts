// A federation's past for /history (shared/sim/history/): read-only queries, payload shapes only.
import type { z } from 'zod';

export const HistoryPayloads = {} satisfies Record<string, z.ZodType>;
