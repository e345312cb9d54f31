// Product investments (spec §4 "Product investments", §9): merchandising, advertising and production are
// raised one level at a time, paying that level's setup cost now; a product can be switched off (no
// weekly cost, maintenance or effect) and on again for free. Weekly costs, maintenance, passive
// merchandise, the advertising boost and production's star bonus are applied by the week and the shows;
// so are what the spec leaves open (the merchandise stand at every show, the fans advertising draws:
// rules/products.ts), and productPayback.ts says what each level earns and when it pays back.
import { clampPopularity, roundPopularity } from '#shared/rules/federation.ts';
import { ADVERTISING_LEVELS, merchandiseRevenue, PRODUCT_MAX_LEVEL, PRODUCTION_LEVELS, productSetupCost, type ProductKind } from '#shared/rules/products.ts';
import type { SimEvent } from '../events.ts';
import { payNow, receiveNow } from '../ledger/payments.ts';
import { SimRefusal } from '../refusal.ts';
import { nextFloat, type RngState } from '../rng.ts';
import type { QualityBonus } from '../shows/rateSegment.ts';
import { requireFederation, type Federation, type World } from '../world.ts';

export interface ProductState {
  level: number;
  isActive: boolean;
}

export type Products = Record<ProductKind, ProductState>;

export const PRODUCT_LABELS: Readonly<Record<ProductKind, string>> = {
  merchandising: 'Merchandising',
  advertising: 'Advertising',
  production: 'Production',
};

export function noProducts(): Products {
  return { merchandising: { level: 0, isActive: false }, advertising: { level: 0, isActive: false }, production: { level: 0, isActive: false } };
}

/** Raises a product one level, paying the new level's setup cost now; the product becomes active. */
export function investInProduct(world: World, federationId: string, kind: ProductKind): SimEvent[] {
  const federation = requireFederation(world, federationId);
  const product = federation.products[kind];
  if (product.level >= PRODUCT_MAX_LEVEL[kind]) throw new SimRefusal(`${PRODUCT_LABELS[kind]} is already at its highest level (${PRODUCT_MAX_LEVEL[kind]}).`);
  const level = product.level + 1;
  payNow(federation, 'product_setup', `${PRODUCT_LABELS[kind]} level ${level} setup`, productSetupCost(kind, level));
  product.level = level;
  product.isActive = true;
  return [{ kind: 'productInvested', federationId, product: kind, level }];
}

export function setProductActive(world: World, federationId: string, kind: ProductKind, active: boolean): void {
  const federation = requireFederation(world, federationId);
  const product = federation.products[kind];
  if (product.level === 0) throw new SimRefusal(`Invest in ${PRODUCT_LABELS[kind]} before switching it on.`);
  if (product.isActive === active) throw new SimRefusal(`${PRODUCT_LABELS[kind]} is already ${active ? 'active' : 'paused'}.`);
  product.isActive = active;
}

/** The level a product works at now: 0 when paused. */
export function activeLevel(federation: Pick<Federation, 'products'>, kind: ProductKind): number {
  const product = federation.products[kind];
  return product.isActive ? product.level : 0;
}

/**
 * Production's bonus on every segment, in stars: the spec's quality bonus (2 to 10) read on a 0-100
 * quality scale, so a tenth of it on our 0-10 stars (0.2 at level 1, 1.0 at level 5).
 */
export const PRODUCTION_STARS_PER_BONUS_POINT = 0.1;

export function productionBonus(federation: Federation): QualityBonus[] {
  const level = activeLevel(federation, 'production');
  if (level === 0) return [];
  return [{ label: `Production level ${level}`, stars: PRODUCTION_LEVELS[level]!.qualityBonus * PRODUCTION_STARS_PER_BONUS_POINT }];
}

/** Week step (before settling): passive merchandise sales of an active merchandising line. */
export function sellPassiveMerchandise(world: World, federation: Federation, rng: RngState): void {
  const level = activeLevel(federation, 'merchandising');
  if (level === 0) return;
  const revenue = merchandiseRevenue(level, federation.popularity, nextFloat(rng));
  receiveNow(federation, 'merchandise', `Merchandise sales (level ${level})`, revenue);
}

/** Week step: an active advertising level adds its popularity boost (spec), capped at 100. */
export function applyAdvertising(world: World, federation: Federation): SimEvent[] {
  const level = activeLevel(federation, 'advertising');
  if (level === 0) return [];
  const from = federation.popularity;
  federation.popularity = roundPopularity(clampPopularity(from + ADVERTISING_LEVELS[level]!.popularityBoost));
  if (federation.popularity === from) return [];
  return [{ kind: 'popularityChanged', federationId: federation.id, from, to: federation.popularity, reason: `Advertising level ${level}` }];
}
