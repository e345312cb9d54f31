import { describe, expect, it } from 'vitest';
import { formatDate, nextWeek, startingCalendar } from './calendar.ts';

describe('calendar', () => {
  it('starts at week 1 of January 2025 with no weeks progressed', () => {
    expect(startingCalendar()).toEqual({ week: 1, month: 'January', year: 2025, totalWeeksProgressed: 0 });
  });

  it('advances weeks 1 to 4 within the month', () => {
    let date = startingCalendar();
    date = nextWeek(date);
    expect(date).toEqual({ week: 2, month: 'January', year: 2025, totalWeeksProgressed: 1 });
    date = nextWeek(nextWeek(date));
    expect(date).toEqual({ week: 4, month: 'January', year: 2025, totalWeeksProgressed: 3 });
  });

  it('rolls week 4 into week 1 of the next month', () => {
    expect(nextWeek({ week: 4, month: 'January', year: 2025, totalWeeksProgressed: 3 })).toEqual({
      week: 1,
      month: 'February',
      year: 2025,
      totalWeeksProgressed: 4,
    });
  });

  it('rolls December into January of the next year', () => {
    expect(nextWeek({ week: 4, month: 'December', year: 2025, totalWeeksProgressed: 47 })).toEqual({
      week: 1,
      month: 'January',
      year: 2026,
      totalWeeksProgressed: 48,
    });
  });

  it('takes 48 advances to come back to week 1 of January a year later', () => {
    let date = startingCalendar();
    for (let i = 0; i < 48; i += 1) date = nextWeek(date);
    expect(date).toEqual({ week: 1, month: 'January', year: 2026, totalWeeksProgressed: 48 });
  });

  it('formats a date for the header', () => {
    expect(formatDate({ week: 3, month: 'March', year: 2025 })).toBe('Week 3, March 2025');
  });
});
