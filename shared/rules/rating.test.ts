import { describe, expect, it } from 'vitest';
import { CATEGORIES, CATEGORY_MIN_RATING, RATING_MAX, categoryForRating, wrestlerRating } from './rating.ts';

describe('wrestlerRating', () => {
  it('weighs popularity x1.2, strength, agility, technic and charisma x0.75', () => {
    expect(wrestlerRating({ popularity: 50, strength: 60, agility: 70, technic: 80, charisma: 40 })).toBe(60 + 60 + 70 + 80 + 30);
  });

  it('is 0 for all zeros and 495 for all hundreds', () => {
    expect(wrestlerRating({ popularity: 0, strength: 0, agility: 0, technic: 0, charisma: 0 })).toBe(0);
    expect(wrestlerRating({ popularity: 100, strength: 100, agility: 100, technic: 100, charisma: 100 })).toBe(495);
    expect(RATING_MAX).toBe(495);
  });

  it('rounds to the nearest whole point, halves up', () => {
    // 1 x 1.2 + 0.75 x 1 = 1.95 -> 2
    expect(wrestlerRating({ popularity: 1, strength: 0, agility: 0, technic: 0, charisma: 1 })).toBe(2);
    // 0.75 x 2 = 1.5 -> 2
    expect(wrestlerRating({ popularity: 0, strength: 0, agility: 0, technic: 0, charisma: 2 })).toBe(2);
    // 1.2 x 1 = 1.2 -> 1
    expect(wrestlerRating({ popularity: 1, strength: 0, agility: 0, technic: 0, charisma: 0 })).toBe(1);
    // one-decimal popularity (the game keeps it so): 12.5 x 1.2 + 0.75 x 2 = 16.5 -> 17
    expect(wrestlerRating({ popularity: 12.5, strength: 0, agility: 0, technic: 0, charisma: 2 })).toBe(17);
  });

  it('ignores nothing else: stamina is not part of the rating', () => {
    const base = { popularity: 40, strength: 40, agility: 40, technic: 40, charisma: 40 };
    expect(wrestlerRating({ ...base, stamina: 100 } as typeof base)).toBe(wrestlerRating(base));
  });
});

describe('categoryForRating', () => {
  it.each([
    [445, 'A'],
    [446, 'S'],
    [395, 'B'],
    [396, 'A'],
    [346, 'C'],
    [347, 'B'],
    [247, 'D'],
    [248, 'C'],
    [197, 'E'],
    [198, 'D'],
    [148, 'F'],
    [149, 'E'],
  ] as const)('rating %i is category %s', (total, category) => {
    expect(categoryForRating(total)).toBe(category);
  });

  it('covers the whole range: 0 is F, 495 is S', () => {
    expect(categoryForRating(0)).toBe('F');
    expect(categoryForRating(495)).toBe('S');
  });

  it('each category starts at its published minimum', () => {
    for (const category of CATEGORIES) expect(categoryForRating(CATEGORY_MIN_RATING[category])).toBe(category);
  });
});
