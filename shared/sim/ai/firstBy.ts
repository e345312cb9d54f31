// Picking the first of a list in an order without sorting it (the AI roster fill signs a
// few wrestlers of a pool of about 150 each week it fills, and most weeks nobody fits at all).

/**
 * The place of the item passing `test` that comes first in the order `before` (what the list sorted by
 * `before` would offer first), -1 when none pass; of items equal in that order, the earliest in the list,
 * as a stable sort keeps them.
 */
export function firstBy<T>(items: readonly T[], test: (item: T) => boolean, before: (a: T, b: T) => number): number {
  let index = -1;
  for (let i = 0; i < items.length; i += 1) {
    const item = items[i]!;
    if (test(item) && (index < 0 || before(item, items[index]!) < 0)) index = i;
  }
  return index;
}
