import { describe, expect, it } from 'vitest';
import { createRngState, nextInt } from '../rng.ts';
import { firstBy } from './firstBy.ts';

interface Item {
  id: string;
  rating: number;
  price: number;
}

const byRating = (a: Item, b: Item) => b.rating - a.rating || a.id.localeCompare(b.id);
const byPrice = (a: Item, b: Item) => a.price - b.price;

describe('firstBy: the first in an order without sorting the list', () => {
  it('finds what a stable sort then findIndex finds, ties and no match included', () => {
    const rng = createRngState(18);
    let found = 0;
    for (let round = 0; round < 300; round += 1) {
      // Few distinct ratings and prices, so ties are common (ids break the rating ties, not the price ones).
      const items = Array.from({ length: nextInt(rng, 0, 40) }, (_, i) => ({ id: `w_${nextInt(rng, 0, 999)}_${i}`, rating: nextInt(rng, 1, 6), price: nextInt(rng, 1, 5) * 100 }));
      const limit = nextInt(rng, 0, 6) * 100;
      const test = (item: Item) => item.price <= limit;
      for (const before of [byRating, byPrice]) {
        const sorted = items.toSorted(before);
        const expected = sorted.find(test);
        const index = firstBy(items, test, before);
        expect(index < 0 ? undefined : items[index]).toBe(expected);
        if (expected) found += 1;
      }
    }
    expect(found).toBeGreaterThan(100);
  });
});
