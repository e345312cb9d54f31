import { describe, expect, it } from 'vitest';
import { TV_NETWORKS } from '../data/tvNetworks.ts';
import { findVenueUpgrade, upgradedCapacity, upgradePurchaseProblem, VENUE_UPGRADES } from './venueUpgrades.ts';

describe('venue upgrades (spec §9)', () => {
  it('keeps the spec costs, effects and upkeep', () => {
    expect(VENUE_UPGRADES.map((u) => [u.id, u.cost, u.capacityBonus, u.quality, u.attendanceBonus, u.upkeep])).toEqual([
      ['arena_capacity_1', 50_000, 0.25, 0, 0, 0],
      ['arena_capacity_2', 100_000, 0.5, 0, 0, 0],
      ['arena_lighting', 75_000, 0, 0.5, 0, 1_000],
      ['arena_sound', 60_000, 0, 0.3, 0.05, 800],
      ['stadium_capacity_1', 200_000, 0.25, 0, 0, 0],
      ['stadium_capacity_2', 350_000, 0.5, 0, 0, 0],
      ['jumbotron', 300_000, 0, 0.8, 0.1, 2_000],
      ['vip_suites', 250_000, 0, 0, 0.15, 1_500],
      ['broadcast_equipment', 150_000, 0, 0.7, 0, 1_200],
      ['pyrotechnics', 100_000, 0, 0.4, 0.08, 1_500],
    ]);
  });

  it('enforces tier 1 before tier 2 and refuses a second purchase', () => {
    expect(upgradePurchaseProblem('arena_capacity_2', [])).toBe('Arena capacity, tier 2 requires Arena capacity, tier 1 first.');
    expect(upgradePurchaseProblem('arena_capacity_2', ['arena_capacity_1'])).toBeNull();
    expect(upgradePurchaseProblem('stadium_capacity_2', ['arena_capacity_1'])).toBe('Stadium capacity, tier 2 requires Stadium capacity, tier 1 first.');
    expect(upgradePurchaseProblem('pyrotechnics', ['pyrotechnics'])).toBe('You already own Pyrotechnics.');
    expect(upgradePurchaseProblem('moat', [])).toBe('That venue upgrade does not exist.');
    expect(findVenueUpgrade('jumbotron')?.scope).toBe('stadium');
  });

  it('raises capacity by the highest owned tier of the venue type only', () => {
    expect(upgradedCapacity(18_000, 'arena', [])).toBe(18_000);
    expect(upgradedCapacity(18_000, 'arena', ['arena_capacity_1'])).toBe(22_500);
    expect(upgradedCapacity(18_000, 'arena', ['arena_capacity_1', 'arena_capacity_2'])).toBe(27_000);
    expect(upgradedCapacity(18_000, 'arena', ['stadium_capacity_1'])).toBe(18_000);
    expect(upgradedCapacity(75_000, 'stadium', ['stadium_capacity_1'])).toBe(93_750);
    expect(upgradedCapacity(400, 'club', ['arena_capacity_2'])).toBe(400);
  });
});

describe('TV networks (spec §9)', () => {
  it('lists the 14 networks with their viewers and minimum popularity, one renamed', () => {
    expect(TV_NETWORKS.map((n) => [n.networkSize, n.minPopularityRequired])).toEqual([
      [75_000, 5],
      [125_000, 12],
      [450_000, 35],
      [680_000, 42],
      [1_250_000, 55],
      [1_850_000, 63],
      [3_200_000, 72],
      [4_100_000, 76],
      [5_800_000, 81],
      [8_500_000, 85],
      [12_000_000, 90],
      [18_000_000, 94],
      [25_000_000, 97],
      [35_000_000, 99],
    ]);
    expect(TV_NETWORKS.filter((n) => n.name.includes('{name}'))).toEqual([]);
    expect(TV_NETWORKS[0]!.name).toBe('Local Community TV');
  });
});
