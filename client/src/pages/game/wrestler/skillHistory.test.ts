import { describe, expect, it } from 'vitest';
import { skillHistorySeries } from './skillHistory.ts';

const current = { strength: 53, agility: 61, technic: 40, charisma: 70, stamina: 55 };

describe('skill history series', () => {
  it('is empty without skill changes (popularity changes do not count)', () => {
    expect(skillHistorySeries([{ week: 3, skill: 'popularity', change: 1, value: 31, reason: 'Show' }], current)).toEqual([]);
  });

  it('starts from the values before the first change and adds a point per week of changes', () => {
    const series = skillHistorySeries(
      [
        { week: 4, skill: 'strength', change: 2, value: 51, reason: 'Training' },
        { week: 7, skill: 'strength', change: 2, value: 53, reason: 'Training' },
        { week: 7, skill: 'agility', change: 1, value: 61, reason: 'Training' },
      ],
      current,
    );
    expect(series).toEqual([
      { week: 3, strength: 49, agility: 60, technic: 40, charisma: 70, stamina: 55 },
      { week: 4, strength: 51, agility: 60, technic: 40, charisma: 70, stamina: 55 },
      { week: 7, strength: 53, agility: 61, technic: 40, charisma: 70, stamina: 55 },
    ]);
  });
});
