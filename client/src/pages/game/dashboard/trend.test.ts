import { describe, expect, it } from 'vitest';
import { fundsTrend, nextShows, popularityTrend, topStars } from './trend.ts';

describe('dashboard figures', () => {
  it('describes the funds change from last week', () => {
    expect(fundsTrend(52600, 50000)).toEqual({ direction: 'up', text: '+$2,600 (+5.2%) from last week' });
    expect(fundsTrend(47500, 50000)).toEqual({ direction: 'down', text: '-$2,500 (-5%) from last week' });
    expect(fundsTrend(50000, 50000)).toEqual({ direction: 'flat', text: 'No change from last week' });
    expect(fundsTrend(100, 0).text).toBe('+$100 from last week');
  });

  it('describes the popularity change in points', () => {
    expect(popularityTrend(9.8, 10)).toEqual({ direction: 'down', text: '-0.2 from last week' });
    expect(popularityTrend(12.3, 10)).toEqual({ direction: 'up', text: '+2.3 from last week' });
    expect(popularityTrend(10, 10).direction).toBe('flat');
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
