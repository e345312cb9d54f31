import { describe, expect, it } from 'vitest';
import { flatText } from './flatText.ts';

describe('flatText', () => {
  it('gives back the same characters, whatever they are', () => {
    const name = 'Zofia Albarrán';
    const samples = ['', 'a', `Main event: ${name} vs. ${'Rewi'} (${(4.8).toFixed(1)} stars)`, 'quote " back \\ slash\nline\ttab', '\u0000\u001f\u2028\u2029', 'lone \ud800 surrogate', '😀 emoji'];
    for (const text of samples) expect(flatText(text)).toBe(text);
  });
});
