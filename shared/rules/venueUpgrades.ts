// Venue upgrades (spec §9 "Venue upgrades"; ../shared/spec/README.md: tier 2 requires tier 1, enforced).
// Every figure is the spec's: cost once, effect, weekly upkeep. Arena upgrades apply at arenas, stadium
// upgrades at stadiums, the rest at every venue.
import type { VenueType } from '../data/venues.ts';

export type UpgradeScope = 'arena' | 'stadium' | 'all';

export interface VenueUpgrade {
  id: string;
  label: string;
  scope: UpgradeScope;
  /** USD, paid once. */
  cost: number;
  /** Share of capacity added (0.25 = +25%). */
  capacityBonus: number;
  /** Stars added to a show's rating (the spec's quality figure). */
  quality: number;
  /** Share of attendance added (the spec's "attendance +5" read as +5%). */
  attendanceBonus: number;
  /** USD per week. */
  upkeep: number;
  /** The upgrade it needs first. */
  requires: string | null;
}

export const VENUE_UPGRADES: readonly VenueUpgrade[] = [
  { id: 'arena_capacity_1', label: 'Arena capacity, tier 1', scope: 'arena', cost: 50_000, capacityBonus: 0.25, quality: 0, attendanceBonus: 0, upkeep: 0, requires: null },
  { id: 'arena_capacity_2', label: 'Arena capacity, tier 2', scope: 'arena', cost: 100_000, capacityBonus: 0.5, quality: 0, attendanceBonus: 0, upkeep: 0, requires: 'arena_capacity_1' },
  { id: 'arena_lighting', label: 'Arena lighting', scope: 'arena', cost: 75_000, capacityBonus: 0, quality: 0.5, attendanceBonus: 0, upkeep: 1_000, requires: null },
  { id: 'arena_sound', label: 'Arena sound', scope: 'arena', cost: 60_000, capacityBonus: 0, quality: 0.3, attendanceBonus: 0.05, upkeep: 800, requires: null },
  { id: 'stadium_capacity_1', label: 'Stadium capacity, tier 1', scope: 'stadium', cost: 200_000, capacityBonus: 0.25, quality: 0, attendanceBonus: 0, upkeep: 0, requires: null },
  { id: 'stadium_capacity_2', label: 'Stadium capacity, tier 2', scope: 'stadium', cost: 350_000, capacityBonus: 0.5, quality: 0, attendanceBonus: 0, upkeep: 0, requires: 'stadium_capacity_1' },
  { id: 'jumbotron', label: 'Jumbotron', scope: 'stadium', cost: 300_000, capacityBonus: 0, quality: 0.8, attendanceBonus: 0.1, upkeep: 2_000, requires: null },
  { id: 'vip_suites', label: 'VIP suites', scope: 'stadium', cost: 250_000, capacityBonus: 0, quality: 0, attendanceBonus: 0.15, upkeep: 1_500, requires: null },
  { id: 'broadcast_equipment', label: 'Broadcast equipment', scope: 'all', cost: 150_000, capacityBonus: 0, quality: 0.7, attendanceBonus: 0, upkeep: 1_200, requires: null },
  { id: 'pyrotechnics', label: 'Pyrotechnics', scope: 'all', cost: 100_000, capacityBonus: 0, quality: 0.4, attendanceBonus: 0.08, upkeep: 1_500, requires: null },
];

const byId = new Map(VENUE_UPGRADES.map((u) => [u.id, u]));

export function findVenueUpgrade(id: string): VenueUpgrade | undefined {
  return byId.get(id);
}

/** Whether an upgrade works at a venue of this type. */
export function upgradeApplies(upgrade: VenueUpgrade, venueType: VenueType): boolean {
  return upgrade.scope === 'all' || upgrade.scope === venueType;
}

/** The refusal for buying an upgrade, or null: unknown, already owned, or its tier 1 missing. */
export function upgradePurchaseProblem(id: string, owned: readonly string[]): string | null {
  const upgrade = findVenueUpgrade(id);
  if (!upgrade) return 'That venue upgrade does not exist.';
  if (owned.includes(id)) return `You already own ${upgrade.label}.`;
  if (upgrade.requires && !owned.includes(upgrade.requires)) return `${upgrade.label} requires ${findVenueUpgrade(upgrade.requires)!.label} first.`;
  return null;
}

/**
 * Capacity of a venue with the owned upgrades: tiers do not stack; the highest owned tier of the venue's
 * type applies (tier 2 is +50% in all).
 */
export function upgradedCapacity(capacity: number, venueType: VenueType, owned: readonly string[]): number {
  const bonus = Math.max(0, ...owned.map((id) => findVenueUpgrade(id)).filter((u): u is VenueUpgrade => !!u && upgradeApplies(u, venueType)).map((u) => u.capacityBonus));
  return Math.floor(capacity * (1 + bonus));
}
