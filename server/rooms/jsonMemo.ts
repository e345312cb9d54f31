// The JSON text of a value that is synced far more often than it changes (a show's card and result: a
// card edit, a show night or a week re-syncs every synced show, and a run show's card of ~5 KB never
// changes until the history folds it). The text is kept with a copy of the value it was made from; the
// next time, a walk comparing the value with the copy (about twice as fast as serialising it, no string
// built) gives back the same text when nothing changed. Exact whatever the sim changes in place: any other
// value, key or order of keys, or anything but plain objects, arrays and primitives, makes a new text.

/** True when `a` and `b` serialise to the same JSON: the same primitives, and plain objects and arrays alike in keys, order and values. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i += 1) if (!sameJson(a[i], b[i])) return false;
    return true;
  }
  // A Date, a Map or a class with toJSON does not serialise as its keys: never taken as unchanged.
  if (Object.getPrototypeOf(a) !== Object.prototype || Object.getPrototypeOf(b) !== Object.prototype) return false;
  const keys = Object.keys(a);
  const other = Object.keys(b);
  if (keys.length !== other.length) return false;
  for (let i = 0; i < keys.length; i += 1) {
    const key = keys[i]!;
    if (key !== other[i] || !sameJson((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key])) return false;
  }
  return true;
}

/** One value's JSON text, made again only when the value changed since the last call. */
export class JsonMemo {
  private copy: unknown = undefined;
  private text: string | undefined;

  of(value: unknown): string {
    if (this.text !== undefined && sameJson(value, this.copy)) return this.text;
    this.text = JSON.stringify(value);
    this.copy = structuredClone(value);
    return this.text;
  }
}
