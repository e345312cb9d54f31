import { describe, expect, it } from 'vitest';
import { roundPopularity } from './federation.ts';

describe('roundPopularity', () => {
  it('keeps two decimals', () => {
    expect(roundPopularity(10 - 0.2 - 0.2)).toBe(9.6);
    expect(roundPopularity(-1.234)).toBe(-1.23);
  });

  it('never gives -0: a save written as JSON (which has no -0) must load back equal to the world', () => {
    // A segment a hair under the wrestlers' neutral rating: (2.99 - 3) x 0.4 rounds to zero, not -0.
    expect(Object.is(roundPopularity(-0.004), 0)).toBe(true);
    expect(Object.is(roundPopularity(-0), 0)).toBe(true);
  });
});
