// Staff commands: hire and fire, and reading the weekly reports. See docs/protocol.md.
import { z } from 'zod';
import { idSchema } from './ids.ts';

const empty = z.object({}).strict();

export const StaffPayloads = {
  hireStaff: z.object({ candidateId: idSchema('Candidate id') }).strict(),
  fireStaff: z.object({ staffId: idSchema('Staff id') }).strict(),
  markReportRead: z.object({ reportId: idSchema('Report id') }).strict(),
  markAllReportsRead: empty,
} as const;
