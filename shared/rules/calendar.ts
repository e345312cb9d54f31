// The game calendar: four weeks to a month, twelve months to a year (spec: simulation §4 "Week advance").

export const WEEKS_PER_MONTH = 4;
export const MONTHS = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
] as const;
export type MonthName = (typeof MONTHS)[number];

export const START_WEEK = 1;
export const START_MONTH: MonthName = 'January';
export const START_YEAR = 2025;

export interface CalendarDate {
  week: number; // 1..4
  month: MonthName;
  year: number;
  totalWeeksProgressed: number;
}

export function startingCalendar(): CalendarDate {
  return { week: START_WEEK, month: START_MONTH, year: START_YEAR, totalWeeksProgressed: 0 };
}

/** The date one week later: week 4 rolls the month, December rolls to January of the next year. */
export function nextWeek(date: CalendarDate): CalendarDate {
  const totalWeeksProgressed = date.totalWeeksProgressed + 1;
  if (date.week < WEEKS_PER_MONTH) {
    return { ...date, week: date.week + 1, totalWeeksProgressed };
  }
  const monthIndex = MONTHS.indexOf(date.month);
  if (monthIndex === MONTHS.length - 1) {
    return { week: 1, month: 'January', year: date.year + 1, totalWeeksProgressed };
  }
  return { week: 1, month: MONTHS[monthIndex + 1] as MonthName, year: date.year, totalWeeksProgressed };
}

export function isMonthName(value: string): value is MonthName {
  return (MONTHS as readonly string[]).includes(value);
}

/** Accepts any month text, since synced state carries it as a plain string. */
export function formatDate(date: { week: number; month: string; year: number }): string {
  return `Week ${date.week}, ${date.month} ${date.year}`;
}

/** The date `weeks` weeks after `date` (0 = the same week). */
export function weekAhead(date: CalendarDate, weeks: number): CalendarDate {
  let current = date;
  for (let i = 0; i < weeks; i++) current = nextWeek(current);
  return current;
}
