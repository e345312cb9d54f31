import { describe, expect, it } from 'vitest';
import {
  ADVERTISING_LEVELS,
  equipmentDepreciation,
  facilityMaintenance,
  isProductLevel,
  MERCHANDISING_LEVELS,
  merchandisePercentageError,
  merchandiseRevenue,
  PRODUCTION_LEVELS,
  productSetupCost,
  productWeeklyCost,
} from './products.ts';

describe('product tables (spec §9)', () => {
  it('keeps the spec figures level by level', () => {
    expect(MERCHANDISING_LEVELS.map((l) => [l.setup, l.weekly, l.baseRevenue])).toEqual([
      [0, 0, 0],
      [5_000, 100, 200],
      [20_000, 500, 700],
      [50_000, 1_500, 1_500],
    ]);
    expect(ADVERTISING_LEVELS.slice(1).map((l) => [l.setup, l.weekly, l.popularityBoost, l.viewershipMultiplier])).toEqual([
      [2_000, 1_500, 0.05, 1.02],
      [8_000, 5_000, 0.1, 1.04],
      [25_000, 15_000, 0.15, 1.06],
      [75_000, 40_000, 0.2, 1.08],
    ]);
    expect(PRODUCTION_LEVELS.slice(1).map((l) => [l.setup, l.weekly, l.qualityBonus])).toEqual([
      [0, 200, 2],
      [10_000, 500, 4],
      [30_000, 1_200, 6],
      [75_000, 8_000, 8],
      [150_000, 20_000, 10],
    ]);
    expect(productSetupCost('production', 5)).toBe(150_000);
    expect(productWeeklyCost('advertising', 4)).toBe(40_000);
  });

  it('knows the level range of each product', () => {
    expect(isProductLevel('merchandising', 3)).toBe(true);
    expect(isProductLevel('merchandising', 4)).toBe(false);
    expect(isProductLevel('advertising', 4)).toBe(true);
    expect(isProductLevel('production', 5)).toBe(true);
    expect(isProductLevel('production', -1)).toBe(false);
    expect(isProductLevel('production', 1.5)).toBe(false);
  });

  it('charges facility maintenance per level (merchandising 500, advertising 1000, production 750)', () => {
    expect(facilityMaintenance('merchandising', 3)).toBe(1_500);
    expect(facilityMaintenance('advertising', 2)).toBe(2_000);
    expect(facilityMaintenance('production', 5)).toBe(3_750);
    expect(facilityMaintenance('production', 0)).toBe(0);
  });

  it('sells merchandise at base x popularity/100 x 0.9-1.1', () => {
    expect(merchandiseRevenue(3, 50, 0)).toBeCloseTo(675);
    expect(merchandiseRevenue(3, 50, 0.5)).toBeCloseTo(750);
    expect(merchandiseRevenue(3, 50, 0.999999)).toBeCloseTo(825, 2);
    expect(merchandiseRevenue(0, 100, 0.5)).toBe(0);
  });

  it('depreciates equipment in the first week only: 5% of the active production setup', () => {
    expect(equipmentDepreciation(5, true, 0)).toBe(7_500);
    expect(equipmentDepreciation(5, true, 1)).toBe(0);
    expect(equipmentDepreciation(5, false, 0)).toBe(0);
    expect(equipmentDepreciation(1, true, 0)).toBe(0);
  });

  it('refuses a merchandise percentage outside 0-100 with the spec message', () => {
    expect(merchandisePercentageError(0)).toBeNull();
    expect(merchandisePercentageError(100)).toBeNull();
    expect(merchandisePercentageError(101)).toBe('Invalid percentage value: 101. Must be between 0 and 100.');
    expect(merchandisePercentageError(-1)).toBe('Invalid percentage value: -1. Must be between 0 and 100.');
  });
});
