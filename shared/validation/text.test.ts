import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPlainShowName, MATCH_TITLE_CHARS, showNameSchema, STORYLINE_TITLE_CHARS, toTitleChars } from './text.ts';

/** toTitleChars the plain way, without its shortcut for plain ASCII titles. */
function byPattern(text: string, allowed: RegExp): string {
  if (allowed.test(text)) return text.replace(/\s+/g, ' ').trim();
  return [...text].filter((char) => allowed.test(char)).join('').replace(/\s+/g, ' ').trim();
}

/** Characters a game-written title may hold: the plain ones, spaces, tabs, accents, a colon and ones no rule allows. */
const titleChar = fc.constantFrom(...'aZ09 -\'.&()', ' ', '\t', '\u00a0', 'ü', 'É', ':', '!', '"', '<', '_', '/', '😀');
/** Mostly the plain ones, so the shortcut is taken often. */
const plainChar = fc.constantFrom(...'abyzABYZ0189-\'.&()', ' ');

describe('toTitleChars', () => {
  it('keeps a clean title as it is and cleans the rest', () => {
    expect(toTitleChars('Ace vs. Bolt for the World Championship')).toBe('Ace vs. Bolt for the World Championship');
    expect(toTitleChars("O'Neil & Rüegg vs. Tag (Ladder)")).toBe("O'Neil & Rüegg vs. Tag (Ladder)");
    expect(toTitleChars('  Ace   vs.  Bolt ')).toBe('Ace vs. Bolt');
    expect(toTitleChars('Promo: "Ace"!')).toBe('Promo Ace');
    expect(toTitleChars('Promo: Ace', STORYLINE_TITLE_CHARS)).toBe('Promo: Ace');
    expect(toTitleChars('')).toBe('');
  });

  it('gives what the patterns give, for either title rule and any text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.array(titleChar, { maxLength: 40 }), fc.array(plainChar, { maxLength: 40 })), fc.constantFrom(MATCH_TITLE_CHARS, STORYLINE_TITLE_CHARS), (chars, allowed) => {
        const text = chars.join('');
        expect(toTitleChars(text, allowed)).toBe(byPattern(text, allowed));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('isPlainShowName', () => {
  it('holds only for names showNameSchema takes as they are', () => {
    expect(isPlainShowName('Friday Night Brawl')).toBe(true);
    expect(isPlainShowName('x'.repeat(101))).toBe(false);
    fc.assert(
      fc.property(fc.oneof(fc.array(titleChar, { maxLength: 40 }), fc.array(plainChar, { minLength: 90, maxLength: 110 }), fc.array(plainChar, { maxLength: 12 })), (chars) => {
        const name = chars.join('');
        const parsed = showNameSchema.safeParse(name);
        if (isPlainShowName(name)) expect(parsed).toEqual({ success: true, data: name });
      }),
      { numRuns: 2000 },
    );
  });
});
