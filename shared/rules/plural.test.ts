import { describe, expect, it } from 'vitest';
import { countOf, isAre } from './plural.ts';

describe('counts agree with their number', () => {
  it('one is singular, zero and many are plural', () => {
    expect(`${countOf(1, 'wrestler')} ${isAre(1)} available`).toBe('1 wrestler is available');
    expect(`${countOf(2, 'wrestler')} ${isAre(2)} available`).toBe('2 wrestlers are available');
    expect(`${countOf(0, 'wrestler')} ${isAre(0)} available`).toBe('0 wrestlers are available');
    expect(countOf(1200, 'fan')).toBe('1,200 fans');
    expect(countOf(1, 'match', 'matches')).toBe('1 match');
    expect(countOf(3, 'match', 'matches')).toBe('3 matches');
  });
});
