import { describe, expect, it } from 'vitest';
import { formatNumberUs, formatUsdPlain } from './money.ts';

describe('money in sentences', () => {
  it("writes every number exactly as toLocaleString('en-US') does", () => {
    const values = [0, -0, 1, 7, 12, 999, 1000, -1000, 12_500, 100_000, 999_999, 1_000_000, -1_234_567, 2 ** 53 - 1, 2 ** 53, 1e21, 0.5, 1234.5678, -0.004, Number.NaN, Number.POSITIVE_INFINITY];
    for (let i = 0; i < 2000; i += 1) values.push(Math.floor(Math.sin(i) * 10 ** (i % 12)));
    for (const value of values) expect(formatNumberUs(value), String(value)).toBe(value.toLocaleString('en-US'));
  });

  it('rounds dollars away from their cents', () => {
    expect(formatUsdPlain(12_500.49)).toBe('12,500');
    expect(formatUsdPlain(-1_999.5)).toBe('-1,999');
    expect(formatUsdPlain(0.4)).toBe('0');
    expect(formatUsdPlain(-0.4)).toBe((-0).toLocaleString('en-US'));
  });
});
