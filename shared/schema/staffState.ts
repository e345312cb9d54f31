// Staff in the synced state: the hired staff and the candidates (FederationPrivateState.staff and
// .staffCandidates), and their reports (.staffReports).
import { schema, t, type SchemaType } from '@colyseus/schema';

export const StaffState = schema(
  {
    id: t.string(),
    type: t.string(),
    name: t.string(),
    skill: t.uint8(),
    weeklySalary: t.float64(),
    hiringCost: t.float64(),
    experience: t.uint8(),
    specialization: t.string(),
    isHired: t.boolean(),
    /** totalWeeksProgressed when hired; -1 for a candidate. */
    hiredWeek: t.int32().default(-1),
  },
  'StaffState',
);
export type StaffState = SchemaType<typeof StaffState>;

export const StaffReportState = schema(
  {
    id: t.string(),
    staffId: t.string(),
    staffType: t.string(),
    week: t.uint8(),
    month: t.string(),
    year: t.uint16(),
    title: t.string(),
    content: t.string(),
    /** The report's figures as JSON, shaped by the staff type (syncedJson.ts reportDataFields). */
    data: t.string().default('{}'),
    isRead: t.boolean(),
    timestamp: t.float64(),
  },
  'StaffReportState',
);
export type StaffReportState = SchemaType<typeof StaffReportState>;
