// Staff members and their weekly reports (spec: simulation §3 "Staff", "Report").
import type { MonthName } from '#shared/rules/calendar.ts';
import type { StaffType } from '#shared/rules/staff.ts';
import type { SkillName } from '#shared/rules/training.ts';
import type { LedgerKind } from '../ledger/lines.ts';

/** A wrestler named in a report's figures. */
export type NamedFigure = { wrestlerId: string; name: string };

/** The head coach's figures: coaching effectiveness (0-1), who most needs training, who is training. */
export type CoachReportData = {
  effectiveness: number;
  recommendation: string | null;
  priorities: Array<NamedFigure & { skill: SkillName; value: number }>;
  inTraining: Array<NamedFigure & { skill: SkillName; weeksRemaining: number }>;
};

/** The head of talent's figures: popularity and its week's change, top stars, morale, contracts ending. */
export type TalentReportData = {
  popularity: number;
  popularityChange: number;
  top: Array<NamedFigure & { popularity: number }>;
  averageMorale: number | null;
  unhappy: Array<NamedFigure & { morale: number }>;
  expiring: Array<NamedFigure & { weeksRemaining: number }>;
  rosterSize: number;
};

/** The head of finance's figures: the last settled week, its biggest costs and the runway (null: no running costs). */
export type FinanceReportData = {
  revenue: number;
  expenses: number;
  profit: number;
  tax: number;
  funds: number;
  biggest: Array<{ kind: LedgerKind; label: string; amount: number }>;
  recurringCosts: number;
  runwayWeeks: number | null;
};

/** The head of social media's figures: followers, their week's change, the most talked-about wrestlers. */
export type SocialReportData = {
  followers: number;
  change: number;
  buzz: Array<NamedFigure & { popularity: number }>;
  /** The followers the fans' recent comments move (fans/fanFeed.ts fanBuzz), each comment's share with its reason; absent on older reports. */
  fanTalk?: { change: number; parts: Array<{ label: string; amount: number }> };
};

/** A report's figures by its staff type; empty for a finance report before any week is settled. */
export type StaffReportData = CoachReportData | TalentReportData | FinanceReportData | SocialReportData | Record<string, never>;

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
  data: StaffReportData;
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
