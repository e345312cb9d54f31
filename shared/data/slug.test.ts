import { describe, expect, it } from 'vitest';
import { slugify } from './slug.ts';

describe('slugify', () => {
  it('lowercases and turns spaces into underscores', () => {
    expect(slugify('Torvald Orrevik')).toBe('torvald_orrevik');
  });

  it('removes punctuation', () => {
    expect(slugify('Seo-yeon Bak')).toBe('seoyeon_bak');
    expect(slugify("Big O'Malley Jr.")).toBe('big_omalley_jr');
  });

  it('folds accents and collapses spaces', () => {
    expect(slugify('  Chiara   Rüegg ')).toBe('chiara_ruegg');
    expect(slugify('Lucía Barrancas')).toBe('lucia_barrancas');
  });
});
