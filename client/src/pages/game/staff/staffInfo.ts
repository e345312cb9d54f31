// What each adviser does, for the Staff screen (docs/rules/staff.md "Staff", "Training").
import { coachEffectiveness, isStaffType, STAFF_TYPE_LABELS, STAFF_TYPES, type StaffType } from '#shared/rules/staff.ts';

export { STAFF_TYPES, STAFF_TYPE_LABELS, type StaffType };

/** One line per role: what hiring one gets you. */
export const STAFF_ROLE_LINES: Readonly<Record<StaffType, string>> = {
  head_coach: 'Runs training: at 80% effectiveness or more every course is one week shorter. Writes a weekly training report.',
  head_of_talent: 'Watches popularity, morale and contracts, and names who is unhappy or about to leave each week.',
  head_of_finance: 'Reads the settled ledger each week: profit, tax, the biggest costs and how long your funds last.',
  head_of_social_media: 'Grows your followers by (skill - 60)% and reports who the fans are talking about.',
};

/** The coach's training effectiveness as a whole percentage. */
export function coachPercent(skill: number, experience: number): number {
  return Math.round(coachEffectiveness(skill, experience) * 100);
}

/** The label of a synced staff type string, or the raw string when unknown. */
export function staffTypeLabel(type: string): string {
  return isStaffType(type) ? STAFF_TYPE_LABELS[type] : type;
}

/** Whole weeks a hired member has been on staff (hiredWeek is the week count when hired). */
export function weeksEmployed(hiredWeek: number, totalWeeksProgressed: number): number {
  return hiredWeek < 0 ? 0 : Math.max(0, totalWeeksProgressed - hiredWeek);
}
