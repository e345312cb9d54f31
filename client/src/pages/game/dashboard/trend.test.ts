import { describe, expect, it } from 'vitest';
import { changeBetween, type WeekFigures } from '#shared/sim/week/weekFigures.ts';
import { fundsTrend, nextShows, popularityTrend, topStars, wrestlersTrend } from './trend.ts';

describe('dashboard figures', () => {
  // The changes come from the sim's one definition (shared/sim/week/weekFigures.ts); these only word them.
  const week = (from: Partial<WeekFigures>, to: Partial<WeekFigures>) =>
    changeBetween({ funds: 50_000, popularity: 10, wrestlers: 0, ...from }, { funds: 50_000, popularity: 10, wrestlers: 0, ...to });

  it('describes the funds change from last week', () => {
    expect(fundsTrend(week({}, { funds: 52600 }))).toEqual({ direction: 'up', text: '+$2,600 (+5.2%) from last week' });
    expect(fundsTrend(week({}, { funds: 47500 }))).toEqual({ direction: 'down', text: '-$2,500 (-5%) from last week' });
    expect(fundsTrend(week({}, {}))).toEqual({ direction: 'flat', text: 'No change from last week' });
    expect(fundsTrend(week({ funds: 0 }, { funds: 100 })).text).toBe('+$100 from last week');
    expect(fundsTrend(week({}, { funds: 57_245 }), 'this week').text).toBe('+$7,245 (+14.5%) this week');
  });

  it('describes the popularity change in points', () => {
    expect(popularityTrend(week({}, { popularity: 9.8 }))).toEqual({ direction: 'down', text: '-0.2 from last week' });
    expect(popularityTrend(week({}, { popularity: 12.3 }))).toEqual({ direction: 'up', text: '+2.3 from last week' });
    expect(popularityTrend(week({ popularity: 14.1 }, { popularity: 14.9 }))).toEqual({ direction: 'up', text: '+0.8 from last week' });
    expect(popularityTrend(week({}, {})).direction).toBe('flat');
  });

  it('describes the roster change in wrestlers', () => {
    expect(wrestlersTrend(week({}, { wrestlers: 6 }))).toEqual({ direction: 'up', text: '+6 from last week' });
    expect(wrestlersTrend(week({ wrestlers: 6 }, { wrestlers: 5 }))).toEqual({ direction: 'down', text: '-1 from last week' });
    expect(wrestlersTrend(week({}, {}), 'this week')).toEqual({ direction: 'flat', text: 'No change this week' });
  });

  it('picks the next two incomplete shows, soonest first, and the top three stars', () => {
    const shows = [
      { id: 'c', week: 1, month: 'February', year: 2025, isComplete: false },
      { id: 'a', week: 3, month: 'January', year: 2025, isComplete: true },
      { id: 'b', week: 4, month: 'January', year: 2025, isComplete: false },
      { id: 'd', week: 2, month: 'February', year: 2025, isComplete: false },
    ];
    expect(nextShows(shows).map((show) => show.id)).toEqual(['b', 'c']);
    const roster = [{ popularity: 40 }, { popularity: 90 }, { popularity: 10 }, { popularity: 70 }];
    expect(topStars(roster).map((w) => w.popularity)).toEqual([90, 70, 40]);
  });
});
