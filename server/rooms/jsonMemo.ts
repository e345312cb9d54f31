// The JSON text of a value that is synced far more often than it changes (a run show's card and result: a
// card edit, a show night or a week re-syncs every synced show, and a card of ~5 KB never changes until the
// history folds it). The text is kept with a copy of the value it was made from; the next time, a walk
// comparing the value with the copy (about four times as fast as serialising it, no string built) gives
// back the same text when nothing changed. Exact whatever the sim changes in place: any other value, key
// or order of keys, or anything but plain objects, arrays and primitives, makes a new text.

/** Marks in a copy: an array (then its length), a plain object (then its key count, and each key before its value). */
const ARRAY = Symbol('array');
const OBJECT = Symbol('object');
/** What a Date, a Map, a function or any object not plain is copied as: equal to nothing. */
const NEVER_EQUAL = Symbol('never equal');

/**
 * A copy of `value` to compare it with later (matchesCopy), as one flat list in the order JSON writes it:
 * primitives as they are, arrays and plain objects as a mark, a count and their contents. One list per
 * value holds about half the memory of a copy made of objects (a run show's card: ~5 KB of JSON).
 */
export function jsonCopy(value: unknown, into: unknown[] = []): unknown[] {
  if (typeof value === 'function') into.push(NEVER_EQUAL);
  else if (typeof value !== 'object' || value === null) into.push(value);
  else if (Array.isArray(value)) {
    into.push(ARRAY, value.length);
    for (let i = 0; i < value.length; i += 1) jsonCopy(value[i], into);
  } else if (Object.getPrototypeOf(value) !== Object.prototype) into.push(NEVER_EQUAL);
  else {
    const keys = Object.keys(value);
    into.push(OBJECT, keys.length);
    for (const key of keys) {
      into.push(key);
      jsonCopy((value as Record<string, unknown>)[key], into);
    }
  }
  return into;
}

/** Where the copy's next entry is once `value` matched the copy from `at`, or -1 when it did not. */
function matchFrom(value: unknown, copy: readonly unknown[], at: number): number {
  if (typeof value === 'function') return -1;
  if (typeof value !== 'object' || value === null) return value === copy[at] ? at + 1 : -1;
  let next = at + 2;
  if (Array.isArray(value)) {
    if (copy[at] !== ARRAY || copy[at + 1] !== value.length) return -1;
    for (let i = 0; i < value.length && next >= 0; i += 1) next = matchFrom(value[i], copy, next);
    return next;
  }
  if (copy[at] !== OBJECT || Object.getPrototypeOf(value) !== Object.prototype) return -1;
  // The keys walked in place (no list built): the same keys in the same order, and like values.
  const count = copy[at + 1] as number;
  let seen = 0;
  for (const key in value) {
    if (seen === count || key !== copy[next]) return -1;
    next = matchFrom((value as Record<string, unknown>)[key], copy, next + 1);
    if (next < 0) return -1;
    seen += 1;
  }
  return seen === count ? next : -1;
}

/** True when `value` serialises to the same JSON as the value `copy` was made from. */
export function matchesCopy(value: unknown, copy: readonly unknown[]): boolean {
  return matchFrom(value, copy, 0) === copy.length;
}

/**
 * One value's JSON text, made again only when the value changed since the last call: by the field's own
 * codec (shared/schema/syncedJson.ts) when given, else JSON.stringify.
 */
export class JsonMemo<T = unknown> {
  private copy: unknown[] = [NEVER_EQUAL];
  private text = '';
  private readonly encode: (value: T) => string;

  constructor(field: { encode(value: T): string } = { encode: (value) => JSON.stringify(value) }) {
    this.encode = field.encode;
  }

  of(value: T): string {
    if (matchesCopy(value, this.copy)) return this.text;
    this.text = this.encode(value);
    this.copy = jsonCopy(value);
    return this.text;
  }
}
