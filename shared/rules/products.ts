// Product investments (spec §9 "Merchandising", "Advertising", "Production", "Facility maintenance",
// "Equipment depreciation"; §5 the merchandise percentage error). Every figure here is the spec's.

export interface MerchandisingLevel {
  /** USD paid once to reach the level. */
  setup: number;
  /** USD per week while active (times the expense multiplier). */
  weekly: number;
  /** Base weekly revenue, USD, scaled by popularity. */
  baseRevenue: number;
}

export interface AdvertisingLevel {
  setup: number;
  weekly: number;
  /** Federation popularity points added each week while active. */
  popularityBoost: number;
  /** Multiplier on TV viewership. */
  viewershipMultiplier: number;
}

export interface ProductionLevel {
  setup: number;
  weekly: number;
  /** The spec's quality bonus of the level (how it reaches the 0-10 star scale: see productionStars). */
  qualityBonus: number;
}

/** Merchandising levels 0-3 (spec): setup / weekly / base revenue. */
export const MERCHANDISING_LEVELS: readonly MerchandisingLevel[] = [
  { setup: 0, weekly: 0, baseRevenue: 0 },
  { setup: 5_000, weekly: 100, baseRevenue: 200 },
  { setup: 20_000, weekly: 500, baseRevenue: 700 },
  { setup: 50_000, weekly: 1_500, baseRevenue: 1_500 },
];

/** Advertising levels 0-4 (spec): setup / weekly / popularity boost / viewership multiplier. */
export const ADVERTISING_LEVELS: readonly AdvertisingLevel[] = [
  { setup: 0, weekly: 0, popularityBoost: 0, viewershipMultiplier: 1 },
  { setup: 2_000, weekly: 1_500, popularityBoost: 0.05, viewershipMultiplier: 1.02 },
  { setup: 8_000, weekly: 5_000, popularityBoost: 0.1, viewershipMultiplier: 1.04 },
  { setup: 25_000, weekly: 15_000, popularityBoost: 0.15, viewershipMultiplier: 1.06 },
  { setup: 75_000, weekly: 40_000, popularityBoost: 0.2, viewershipMultiplier: 1.08 },
];

/** Production levels 0-5 (spec): setup / weekly / quality bonus. */
export const PRODUCTION_LEVELS: readonly ProductionLevel[] = [
  { setup: 0, weekly: 0, qualityBonus: 0 },
  { setup: 0, weekly: 200, qualityBonus: 2 },
  { setup: 10_000, weekly: 500, qualityBonus: 4 },
  { setup: 30_000, weekly: 1_200, qualityBonus: 6 },
  { setup: 75_000, weekly: 8_000, qualityBonus: 8 },
  { setup: 150_000, weekly: 20_000, qualityBonus: 10 },
];

export const PRODUCT_KINDS = ['merchandising', 'advertising', 'production'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

export const PRODUCT_MAX_LEVEL: Readonly<Record<ProductKind, number>> = {
  merchandising: MERCHANDISING_LEVELS.length - 1,
  advertising: ADVERTISING_LEVELS.length - 1,
  production: PRODUCTION_LEVELS.length - 1,
};

/** Facility maintenance per week and per level while active (spec): USD. */
export const FACILITY_MAINTENANCE_PER_LEVEL: Readonly<Record<ProductKind, number>> = {
  merchandising: 500,
  advertising: 1_000,
  production: 750,
};

/** Equipment depreciation (spec): this share of the active production level's setup cost, first week only. */
export const EQUIPMENT_DEPRECIATION_SHARE = 0.05;

/** The random part of merchandise revenue (spec: x random 0.9-1.1). */
export const MERCHANDISE_RANDOM_MIN = 0.9;
export const MERCHANDISE_RANDOM_MAX = 1.1;

export function isProductLevel(kind: ProductKind, level: number): boolean {
  return Number.isInteger(level) && level >= 0 && level <= PRODUCT_MAX_LEVEL[kind];
}

export function productSetupCost(kind: ProductKind, level: number): number {
  if (kind === 'merchandising') return MERCHANDISING_LEVELS[level]!.setup;
  if (kind === 'advertising') return ADVERTISING_LEVELS[level]!.setup;
  return PRODUCTION_LEVELS[level]!.setup;
}

export function productWeeklyCost(kind: ProductKind, level: number): number {
  if (kind === 'merchandising') return MERCHANDISING_LEVELS[level]!.weekly;
  if (kind === 'advertising') return ADVERTISING_LEVELS[level]!.weekly;
  return PRODUCTION_LEVELS[level]!.weekly;
}

/** Facility maintenance of an active product at this level, USD per week (before the multiplier). */
export function facilityMaintenance(kind: ProductKind, level: number): number {
  return FACILITY_MAINTENANCE_PER_LEVEL[kind] * level;
}

/** Merchandise revenue of a week (spec): base x popularity/100 x a factor in [0.9, 1.1]; `draw` in [0, 1). */
export function merchandiseRevenue(level: number, popularity: number, draw: number): number {
  const factor = MERCHANDISE_RANDOM_MIN + (MERCHANDISE_RANDOM_MAX - MERCHANDISE_RANDOM_MIN) * draw;
  return MERCHANDISING_LEVELS[level]!.baseRevenue * (popularity / 100) * factor;
}

/** Equipment depreciation (spec): 5% of the active production setup cost, in the first week only. */
export function equipmentDepreciation(productionLevel: number, productionActive: boolean, weeksProgressed: number): number {
  if (!productionActive || weeksProgressed !== 0) return 0;
  return PRODUCTION_LEVELS[productionLevel]!.setup * EQUIPMENT_DEPRECIATION_SHARE;
}

/** The spec's merchandise percentage error (§5). */
export function merchandisePercentageError(value: number): string | null {
  if (Number.isFinite(value) && value >= 0 && value <= 100) return null;
  return `Invalid percentage value: ${value}. Must be between 0 and 100.`;
}

// ---- What the spec leaves open (our design; docs/rules/business.md "Product investments") ----
// Every level must pay back at the popularity where a federation can first afford it (productPayback.ts):
// the spec's passive merchandise (base x popularity/100, at most $1,500 a week) never covers a level's own
// weekly cost and maintenance, and +0.05 popularity a week is worth little to a small crowd. So
// merchandising also runs a stand at every show and advertising also draws fans to every show.

/**
 * The merchandise stand at every show, by merchandising level: USD each fan in the building spends on the
 * federation's own T-shirts and posters (the federation keeps all of it; the wrestlers' own merchandise is
 * sold besides). $3.50 at level 1 to $9.50 at level 3, against a fair ticket of $15-60.
 */
export const MERCH_STAND_USD_PER_FAN: readonly number[] = [0, 3.5, 6.5, 9.5];

/**
 * Advertising brings more fans to every show, by level: an extra share of the crowd the show draws (added
 * to the venue upgrades' and the surge's shares, capped by the seats). +15% at level 1 to +60% at level 4.
 * The spec's weekly popularity boost and TV viewership multiplier apply besides.
 */
export const ADVERTISING_FANS_SHARE: readonly number[] = [0, 0.15, 0.3, 0.45, 0.6];

/** What the merchandise stand sells at a show of `fans` fans, USD. */
export function merchandiseStandSales(level: number, fans: number): number {
  return Math.round(fans * (MERCH_STAND_USD_PER_FAN[level] ?? 0) * 100) / 100;
}
