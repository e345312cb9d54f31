// Brings synced collections in line with plain lists. Arrays: items are matched by position and updated
// in place (only changed fields go on the wire), extra ones are removed, new ones appended. An item's
// fields are written by its assigner (projectItems.ts): the schema's setter ignores an unchanged value.
import type { ArraySchema, MapSchema } from '@colyseus/schema';

export function syncArray<T, S>(target: ArraySchema<T>, source: readonly S[], create: () => T, assign: (item: T, from: S) => void): void {
  while (target.length > source.length) target.pop();
  // The iterator walks the items without the per-index proxy lookup (about 0.3 µs an item).
  let index = 0;
  for (const item of target) assign(item, source[index++]!);
  for (; index < source.length; index += 1) {
    const item = create();
    assign(item, source[index]!);
    target.push(item);
  }
}

/**
 * Brings a synced array in line with a list whose items keep their order and their keys (the inbox, oldest
 * first): the items whose key left the list are removed where they stand, then the rest is matched by
 * position (syncArray). A window that slides by one message then sends one removal and one new message,
 * where matching by position alone would rewrite every item with its neighbour's fields.
 */
export function syncKeyedArray<T, S>(
  target: ArraySchema<T>,
  source: readonly S[],
  keys: { item: (item: T) => string; source: (from: S) => string },
  create: () => T,
  assign: (item: T, from: S) => void,
): void {
  const kept = new Set<string>();
  for (const from of source) kept.add(keys.source(from));
  // Found with the iterator (an index read goes through the array's proxy), removed from the end so a
  // removal never moves an item still to be removed.
  const gone: number[] = [];
  let index = 0;
  for (const item of target) {
    if (!kept.has(keys.item(item))) gone.push(index);
    index += 1;
  }
  for (let i = gone.length - 1; i >= 0; i -= 1) target.splice(gone[i]!, 1);
  syncArray(target, source, create, assign);
}

/** Brings a synced MapSchema in line with a keyed list: removed keys go, new ones are added, others update in place. */
export function syncMap<T, S>(target: MapSchema<T>, source: readonly S[], key: (item: S) => string, create: () => T, assign: (item: T, from: S) => void): void {
  const keys = new Set(source.map(key));
  for (const existing of [...target.keys()]) if (!keys.has(existing)) target.delete(existing);
  for (const from of source) {
    const id = key(from);
    let item = target.get(id);
    if (item === undefined) {
      item = create();
      assign(item, from);
      target.set(id, item);
    } else {
      assign(item, from);
    }
  }
}
