// A structured synced field: a value of a sim type that travels as JSON text in one string field of the
// synced state (text where a list of schema items would cost the room a change tracker per item, and the
// value changes as a whole). The projector writes it with `encode` and the client reads it with `decode`,
// both from the one definition in syncedJson.ts, so the field's type is written once and neither side
// parses or casts by hand.

/** How a field's value is read back: a list, or a plain object (optionally null when absent). */
type Shape = 'list' | 'object';

export interface JsonField<T> {
  /** The field's name in its schema class (shared/schema), for whoever looks for where it is written. */
  readonly name: string;
  /** What `decode` gives for '' and for text that is not a value of this field's shape. */
  readonly fallback: T;
  /** The field's text: JSON, or '' for null (a field whose value may be absent). */
  encode(value: T): string;
  /** The value, or the fallback when the text is empty, not JSON, or not of the field's shape. */
  decode(text: string): T;
}

export interface JsonFieldOptions {
  /** Keys an object must hold to be read (else the fallback): a guard against text of another shape. */
  readonly required?: readonly string[];
  /**
   * Decoded values kept by their text, for a field read far more often than it changes (the client
   * re-renders on every patch). A kept value is shared by every reader: read it, never change it.
   */
  readonly keep?: number;
}

function encode(value: unknown): string {
  return value === null || value === undefined ? '' : JSON.stringify(value);
}

function isShape(value: unknown, shape: Shape, required: readonly string[]): boolean {
  if (shape === 'list') return Array.isArray(value);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  for (const key of required) if (!(key in value)) return false;
  return true;
}

function field<T>(name: string, shape: Shape, fallback: T, options: JsonFieldOptions): JsonField<T> {
  const required = options.required ?? [];
  const keep = options.keep ?? 0;
  const kept = new Map<string, T>();
  const read = (text: string): T => {
    if (!text) return fallback;
    let value;
    try {
      // The text is this field's own encoding of a T (the projector writes it with `encode`): once it
      // has the field's shape it is read as a T.
      value = JSON.parse(text);
    } catch {
      return fallback;
    }
    return isShape(value, shape, required) ? value : fallback;
  };
  return {
    name,
    fallback,
    encode,
    decode(text) {
      if (keep === 0) return read(text);
      let value = kept.get(text);
      if (value === undefined) {
        value = read(text);
        if (kept.size >= keep) kept.delete(kept.keys().next().value!);
        kept.set(text, value);
      }
      return value;
    },
  };
}

/** A list field (T[]): [] when absent or unreadable. */
export function jsonList<T>(name: string, options: JsonFieldOptions = {}): JsonField<T[]> {
  return field<T[]>(name, 'list', [], options);
}

/** An object field that may be absent (written as ''): null when absent or unreadable. */
export function jsonObject<T extends object>(name: string, options: JsonFieldOptions = {}): JsonField<T | null> {
  return field<T | null>(name, 'object', null, options);
}
