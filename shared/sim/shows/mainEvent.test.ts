import { describe, expect, it } from 'vitest';
import type { Segment } from './show.ts';
import { mainEventSegment } from './show.ts';

const match = (id: string) => ({ id, kind: 'match', title: `Match ${id}` }) as unknown as Segment;
const promo = (id: string) => ({ id, kind: 'promo', title: `Promo ${id}` }) as unknown as Segment;

describe('the main event', () => {
  it('is the last match on the card, even when a promo closes the show', () => {
    expect(mainEventSegment({ segments: [match('a'), match('b'), promo('c')] })?.id).toBe('b');
    expect(mainEventSegment({ segments: [promo('a'), match('b')] })?.id).toBe('b');
  });

  it('is the last segment of a card without a match, and nothing of an empty card', () => {
    expect(mainEventSegment({ segments: [promo('a'), promo('b')] })?.id).toBe('b');
    expect(mainEventSegment({ segments: [] })).toBeUndefined();
  });
});
