// A staff report's figures as the Staff screen lays them out: the synced `data` read by the codec of the
// report's staff type (shared/schema/syncedJson.ts), tagged with that type. A report without figures
// (a finance report before any settled week) or of another shape shows its text alone.
import { reportDataFields } from '#shared/schema/syncedJson.ts';
import type { CoachReportData, FinanceReportData, NamedFigure, SocialReportData, TalentReportData } from '#shared/sim/staff/staffMember.ts';

export type { CoachReportData, FinanceReportData, NamedFigure, SocialReportData, TalentReportData };

export type ReportData =
  | ({ kind: 'head_coach' } & CoachReportData)
  | ({ kind: 'head_of_talent' } & TalentReportData)
  | ({ kind: 'head_of_finance' } & FinanceReportData)
  | ({ kind: 'head_of_social_media' } & SocialReportData);

/** The report's figures by its staff type, or null when it has none to show. */
export function reportData(staffType: string, text: string): ReportData | null {
  switch (staffType) {
    case 'head_coach': {
      const data = reportDataFields.head_coach.decode(text);
      return data && { kind: 'head_coach', ...data };
    }
    case 'head_of_talent': {
      const data = reportDataFields.head_of_talent.decode(text);
      return data && { kind: 'head_of_talent', ...data };
    }
    case 'head_of_finance': {
      const data = reportDataFields.head_of_finance.decode(text);
      return data && { kind: 'head_of_finance', ...data };
    }
    case 'head_of_social_media': {
      const data = reportDataFields.head_of_social_media.decode(text);
      return data && { kind: 'head_of_social_media', ...data };
    }
    default:
      return null;
  }
}
