import { describe, expect, it } from 'vitest';
import { CONTRACT_LENGTHS_WEEKS, MARKET_CONTRACT_WEEKS, roundSalary, type ContractType } from '#shared/rules/contracts.ts';
import { quoteContract, quotePrice, type ContractSource } from './contractTerms.ts';

const SOURCES: ContractSource[] = ['market', 'freeAgent', 'renewal'];
const TYPES: ContractType[] = ['permanent', 'perAppearance'];

describe("quotePrice: the quote's salary and bonus alone, without its parts", () => {
  it("equals the full quote's salary and bonus for every source, type, length, morale and interest", () => {
    let compared = 0;
    for (const askingSalary of [100, 333, 1_250, 4_999, 12_345])
      for (const morale of [0, 25, 49, 50, 75, 100])
        for (const source of SOURCES)
          for (const type of TYPES)
            for (const weeks of [MARKET_CONTRACT_WEEKS, ...CONTRACT_LENGTHS_WEEKS])
              for (const interest of [0, 1, 2, 3, 4, 7]) {
                const wrestler = { askingSalary, morale };
                const offer = { source, type, weeks };
                const quote = quoteContract(wrestler, offer, interest);
                expect(quotePrice(wrestler, offer, interest)).toEqual({ salary: quote.salary, bonus: quote.bonus });
                compared += 1;
              }
    expect(compared).toBeGreaterThan(1_000);
  });

  it("the full quote's salary is the asking salary times its parts, in order, rounded", () => {
    const wrestler = { askingSalary: 1_777, morale: 10 };
    for (const offer of [{ source: 'freeAgent', type: 'perAppearance', weeks: 52 }, { source: 'renewal', type: 'permanent', weeks: 26 }] as const) {
      const quote = quoteContract(wrestler, offer, 3);
      expect(quote.parts.length).toBeGreaterThan(1);
      expect(quote.salary).toBe(roundSalary(quote.parts.reduce((value, part) => value * part.factor, wrestler.askingSalary)));
    }
  });
});
