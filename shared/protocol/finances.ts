// Finance queries: the whole ledger history for the charts (the synced state keeps recent weeks).
import { z } from 'zod';

export const FinancePayloads = {
  getLedgerHistory: z.object({}).strict(),
} as const;
