// The memo of a value's JSON text gives exactly JSON.stringify's text after any change in place (a value,
// a key added or removed, keys reordered, an array grown or cut), and a value never matches the copy of
// another whose text differs.
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonCopy, JsonMemo, matchesCopy } from './jsonMemo.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Every object and array inside `value`, itself first. */
function containers(value: Json, into: Array<Json[] | { [key: string]: Json }> = []): Array<Json[] | { [key: string]: Json }> {
  if (value !== null && typeof value === 'object') {
    into.push(value);
    for (const inner of Array.isArray(value) ? value : Object.values(value)) containers(inner, into);
  }
  return into;
}

const change = fc.record({ at: fc.nat(), kind: fc.constantFrom('set', 'add', 'remove', 'reorder', 'same'), value: fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json> });

/** Changes one object or array inside `root` in place, as the sim does. */
function mutate(root: Json, { at, kind, value }: { at: number; kind: string; value: Json }): void {
  const all = containers(root);
  if (all.length === 0) return;
  const target = all[at % all.length]!;
  if (Array.isArray(target)) {
    if (kind === 'add') target.push(value);
    else if (kind === 'remove') target.pop();
    else if (kind === 'reorder') target.reverse();
    else if (kind === 'set' && target.length) target[at % target.length] = value;
    return;
  }
  const keys = Object.keys(target);
  if (kind === 'add') target[`k${at % 7}`] = value;
  else if (kind === 'remove' && keys.length) delete target[keys[at % keys.length]!];
  else if (kind === 'set' && keys.length) target[keys[at % keys.length]!] = value;
  else if (kind === 'reorder' && keys.length > 1) {
    // The same keys and values in another order: another text.
    const first = keys[0]!;
    const moved = target[first]!;
    delete target[first];
    target[first] = moved;
  }
}

describe('JsonMemo', () => {
  it("gives JSON.stringify's text after any change in place", () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }) as fc.Arbitrary<Json>, fc.array(change, { maxLength: 12 }), (start, changes) => {
        const value = { root: start };
        const memo = new JsonMemo();
        expect(memo.of(value)).toBe(JSON.stringify(value));
        for (const c of changes) {
          mutate(value, c);
          expect(memo.of(value)).toBe(JSON.stringify(value));
        }
      }),
      { numRuns: 400 },
    );
  });
});

describe('matchesCopy', () => {
  it("matches a value to another's copy only when their JSON texts are the same", () => {
    const anyValue = fc.anything({ withDate: true, withMap: true, withSet: true, withNullPrototype: true, withBoxedValues: true, withSparseArray: true });
    fc.assert(
      fc.property(anyValue, anyValue, fc.boolean(), (a, other, copied) => {
        // Half the pairs are a value and its copy, which are mostly alike.
        let b = other;
        if (copied) {
          try {
            b = structuredClone(a);
          } catch {
            return;
          }
        }
        if (!matchesCopy(b, jsonCopy(a))) return;
        let textA: string | undefined;
        let textB: string | undefined;
        try {
          textA = JSON.stringify(a);
          textB = JSON.stringify(b);
        } catch {
          return; // a BigInt: no text to compare
        }
        expect(textA).toBe(textB);
      }),
      { numRuns: 2000 },
    );
  });

  it('tells apart what serialises differently though its keys match', () => {
    expect(matchesCopy({ a: 1, b: 2 }, jsonCopy({ b: 2, a: 1 }))).toBe(false);
    expect(matchesCopy({ a: 1, b: 1 }, jsonCopy({ b: 1, a: 1 }))).toBe(false);
    expect(matchesCopy({ a: 1 }, jsonCopy({ b: 1 }))).toBe(false);
    expect(matchesCopy({ at: new Date(1) }, jsonCopy({ at: new Date(1) }))).toBe(false);
    expect(matchesCopy({ at: new Date(2) }, jsonCopy({ at: {} }))).toBe(false);
    expect(matchesCopy({ a: undefined }, jsonCopy({}))).toBe(false);
    expect(matchesCopy([1, [2, { c: 'x' }]], jsonCopy([1, [2, { c: 'x' }]]))).toBe(true);
  });
});
