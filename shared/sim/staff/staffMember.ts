// Staff members and their weekly reports (spec: simulation §3 "Staff", "Report").
import type { MonthName } from '../../rules/calendar.ts';
import type { StaffType } from '../../rules/staff.ts';

export interface StaffReport {
  id: string;
  staffId: string;
  staffType: StaffType;
  week: number;
  month: MonthName;
  year: number;
  title: string;
  /** A readable summary (a few sentences). */
  content: string;
  /** The figures behind the summary, shaped by the staff type (see reports.ts). */
  data: Record<string, unknown>;
  isRead: boolean;
  timestamp: number;
}

export interface StaffMember {
  id: string;
  type: StaffType;
  name: string;
  /** 60-99. */
  skill: number;
  weeklySalary: number;
  hiringCost: number;
  /** Years, 0-49. */
  experience: number;
  specialization: string;
  isHired: boolean;
  /** totalWeeksProgressed when hired; null for a candidate. */
  hiredWeek: number | null;
}

/** Staff reports kept per federation (newest last). */
export const STAFF_REPORTS_KEPT = 40;
