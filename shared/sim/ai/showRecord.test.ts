import { describe, expect, it } from 'vitest';
import { createWorld } from '../createWorld.ts';
import { activeAiFederations } from './profile.ts';
import { isLosingWeek, recordAiWeek } from './showRecord.ts';

const show = (rating: number, profit: number, weekIndex = 1) => ({ weekIndex, result: { rating: { value: rating, parts: [] }, profit } }) as never;

describe('show_quality_average and consecutive_losses (docs/rules/ai.md "AI federations")', () => {
  it('a loss is a week without a show or whose show lost money', () => {
    expect(isLosingWeek(null)).toBe(true);
    expect(isLosingWeek(show(6, -0.01))).toBe(true);
    expect(isLosingWeek(show(2, 0))).toBe(false);
  });

  it('counts losses in a row and resets on a show that made money', () => {
    const profile = activeAiFederations(createWorld(2, { aiFederations: true }))[0]!.ai!;
    recordAiWeek(profile, null);
    recordAiWeek(profile, show(5, -100));
    recordAiWeek(profile, null);
    expect(profile.consecutiveLosses).toBe(3);
    recordAiWeek(profile, show(5, 100, 4));
    expect(profile.consecutiveLosses).toBe(0);
    expect(profile.lastShowWeek).toBe(4);
  });

  it('averages the ratings of the last 4 shows, weeks without a show leaving it alone', () => {
    const profile = activeAiFederations(createWorld(2, { aiFederations: true }))[0]!.ai!;
    expect(profile.showQualityAverage).toBe(0);
    for (const rating of [2, 4, 6, 8]) recordAiWeek(profile, show(rating, 1));
    expect(profile.showQualityAverage).toBe(5);
    recordAiWeek(profile, null);
    expect(profile.showQualityAverage).toBe(5);
    recordAiWeek(profile, show(10, 1));
    expect(profile.recentShowRatings).toEqual([4, 6, 8, 10]);
    expect(profile.showQualityAverage).toBe(7);
  });
});
