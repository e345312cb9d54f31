// Every level of merchandising, advertising and production pays back within PRODUCT_PAYBACK_MAX_WEEKS at
// the popularity where a federation can first afford it, computed by the same function
// /product shows; and the sim keeps the promise: a federation that buys merchandising level 1 ends 12
// played weeks about as much richer as the forecast says.
import { describe, expect, it } from 'vitest';
import { fairTicketPrice } from '#shared/rules/shows.ts';
import { OUTLOOK_FIRST_CARD_STARS } from '#shared/rules/venueOutlook.ts';
import { facilityMaintenance, merchandiseStandSales, PRODUCT_KINDS, PRODUCT_MAX_LEVEL, PRODUCTION_LEVELS, productSetupCost, productWeeklyCost, type ProductKind } from '#shared/rules/products.ts';
import { autoBook } from '../shows/autoBook.ts';
import { expectedAttendance, runShow } from '../shows/runShow.ts';
import type { Show } from '../shows/show.ts';
import { createShow } from '../shows/scheduling.ts';
import { setFederationOf } from '../roster/wrestler.ts';
import { player, startedWorld, TEST_NOW } from '../testing/worlds.ts';
import { advanceWeek } from '../week/advanceWeek.ts';
import type { World } from '../world.ts';
import {
  AFFORD_GATE_RUNNING_COST_MULTIPLE,
  affordablePopularity,
  levelPayback,
  PRODUCT_PAYBACK_MAX_WEEKS,
  typicalGate,
  type PaybackInput,
} from './productPayback.ts';
import { investInProduct, noProducts, PRODUCTION_STARS_PER_BONUS_POINT } from './products.ts';
import { executeCommand } from '../commands/table.ts';

/** A federation at `popularity` with `kind` at `level - 1` (others none), a first-card rating, multiplier 1. */
function inputAt(kind: ProductKind, level: number, popularity: number): PaybackInput {
  const products = noProducts();
  products[kind] = { level: level - 1, isActive: level > 1 };
  // The card rating the federation sees includes its production stars (as a run show's expected rating does).
  const productionStars = kind === 'production' ? PRODUCTION_LEVELS[level - 1]!.qualityBonus * PRODUCTION_STARS_PER_BONUS_POINT : 0;
  return { popularity, cardRating: OUTLOOK_FIRST_CARD_STARS + productionStars, products, expenseMultiplier: 1 };
}

const LEVELS = PRODUCT_KINDS.flatMap((kind) => Array.from({ length: PRODUCT_MAX_LEVEL[kind] }, (_, i) => [kind, i + 1] as const));

describe('product payback', () => {
  it.each(LEVELS)('%s level %i is affordable where a typical show gate covers its setup and 4 weeks of its running cost', (kind, level) => {
    const popularity = affordablePopularity(kind, level);
    const need = Math.max(productSetupCost(kind, level), AFFORD_GATE_RUNNING_COST_MULTIPLE * (productWeeklyCost(kind, level) + facilityMaintenance(kind, level)));
    expect(typicalGate(popularity)).toBeGreaterThanOrEqual(need);
    if (popularity > 10) expect(typicalGate(popularity - 1)).toBeLessThan(need);
  });

  it('keeps the affordable popularities the docs and the in-game help state', () => {
    const table = Object.fromEntries(PRODUCT_KINDS.map((kind) => [kind, Array.from({ length: PRODUCT_MAX_LEVEL[kind] }, (_, i) => affordablePopularity(kind, i + 1))]));
    expect(table).toEqual({ merchandising: [13, 23, 33], advertising: [18, 26, 38, 52], production: [12, 18, 27, 38, 49] });
  });

  it.each(LEVELS)('%s level %i pays back within the stated bound from the popularity where it is affordable', (kind, level) => {
    const from = affordablePopularity(kind, level);
    for (const popularity of [from, from + 5, from + 15, Math.min(100, from + 40)]) {
      const payback = levelPayback(inputAt(kind, level, popularity), kind, level);
      expect(payback.paybackWeeks, `${kind} ${level} at popularity ${popularity}`).not.toBeNull();
      expect(payback.paybackWeeks!).toBeLessThanOrEqual(PRODUCT_PAYBACK_MAX_WEEKS);
      expect(payback.paysBackFrom).not.toBeNull();
      expect(payback.paysBackFrom!).toBeLessThanOrEqual(popularity);
    }
  });

  it('names the popularity to wait for when a level does not pay back yet, at its boundary', () => {
    const early = levelPayback(inputAt('advertising', 1, 10), 'advertising', 1);
    expect(early.paysBackFrom).toBeGreaterThan(10);
    const at = levelPayback(inputAt('advertising', 1, early.paysBackFrom!), 'advertising', 1);
    const below = levelPayback(inputAt('advertising', 1, early.paysBackFrom! - 1), 'advertising', 1);
    expect(at.paybackWeeks!).toBeLessThanOrEqual(PRODUCT_PAYBACK_MAX_WEEKS);
    expect(below.paybackWeeks === null || below.paybackWeeks > PRODUCT_PAYBACK_MAX_WEEKS).toBe(true);
    // The same answer whatever the current popularity below it.
    expect(levelPayback(inputAt('advertising', 1, 12), 'advertising', 1).paysBackFrom).toBe(early.paysBackFrom);
  });

  it('gives the weekly gain with its parts (they sum to the value) and the running cost with the multiplier', () => {
    const input = { ...inputAt('merchandising', 1, 20), expenseMultiplier: 1.25 };
    const payback = levelPayback(input, 'merchandising', 1);
    expect(payback.runningCost).toBe(750);
    const sum = payback.gain.parts.reduce((s, p) => s + p.amount, 0);
    expect(Math.abs(sum - payback.gain.value)).toBeLessThan(0.02);
    expect(payback.gain.parts.map((p) => p.label)).toContain('Running cost (x1.25)');
    expect(payback.paybackWeeks).toBe(Math.ceil(5_000 / payback.gain.value));
    // Production level 1 has no setup: it pays back in its first week when its gain is positive.
    expect(levelPayback(inputAt('production', 1, 30), 'production', 1).paybackWeeks).toBe(0);
  });
});

/** A federation at `popularity` with a mid-market roster, a weekly show at the fair price and plenty of funds. */
function federationWorld(seed: number, popularity: number): World {
  const world = startedWorld(seed);
  const federation = player(world);
  federation.popularity = popularity;
  federation.funds = 500_000;
  // Mid-market signings, as the help advises: a card near the outlook's first-card rating.
  const free = world.wrestlers.filter((w) => w.federationId === null).sort((a, b) => a.totalPoints - b.totalPoints || a.id.localeCompare(b.id));
  const middle = Math.floor(free.length / 2);
  for (const wrestler of free.slice(middle - 4, middle + 4)) {
    setFederationOf(world, wrestler, federation.id);
    wrestler.contract = { type: 'permanent', salary: wrestler.askingSalary, weeksRemaining: 52, lengthWeeks: 52, signedWeek: 0 };
  }
  createShow(world, federation.id, { name: 'Weekly Test', weeksAhead: 0, venueId: 'civic_hall', ticketPrice: Math.round(fairTicketPrice(popularity)), frequency: 'weekly' });
  return world;
}

function playWeeks(world: World, weeks: number, beforeShow: (show: Show) => void = () => {}): void {
  const federation = player(world);
  for (let i = 0; i < weeks; i += 1) {
    const show = world.shows.find((s) => !s.hasBeenRun && s.weekIndex === world.calendar.totalWeeksProgressed);
    if (show) {
      if (!show.segments.length) autoBook(world, federation.id, show.id);
      // A sensible booker keeps the ticket at the fair price as popularity grows (the forecast's price).
      show.ticketPrice = Math.round(fairTicketPrice(federation.popularity));
      beforeShow(show);
      runShow(world, federation.id, show.id, world.rng, TEST_NOW);
    }
    advanceWeek(world, world.rng, TEST_NOW, executeCommand);
  }
}

/**
 * What merchandising level 1 itself brought a federation over the weeks played: its stand at every show
 * run, its weekly sales, less its setup and running costs, USD.
 */
function merchandisingContribution(world: World): number {
  const federation = player(world);
  const stand = world.shows.filter((s) => s.federationId === federation.id && s.result).reduce((sum, s) => sum + merchandiseStandSales(1, s.result!.attendance), 0);
  const lines = federation.ledger.flatMap((week) => week.lines);
  const weekly = lines.filter((l) => l.kind === 'merchandise' && l.label.startsWith('Merchandise sales (level')).reduce((sum, l) => sum + l.amount, 0);
  const costs = lines.filter((l) => l.kind === 'product_setup' || l.kind === 'product_costs' || l.kind === 'facility_maintenance').reduce((sum, l) => sum + l.amount, 0);
  return stand + weekly + costs;
}

describe('the promise kept in the real week advance', () => {
  it('merchandising level 1 bought at the popularity where it is affordable earns what /product forecasts, week by week', () => {
    const popularity = affordablePopularity('merchandising', 1);
    const weeks = 12;
    const results: Array<{ seed: number; actual: number; promised: number; forecastWeekByWeek: number; popularityAfter: number }> = [];
    for (const seed of [3, 5, 7]) {
      const withMerch = federationWorld(seed, popularity);
      investInProduct(withMerch, 'player', 'merchandising');
      const forecastAt = (show: Show) =>
        levelPayback(
          { popularity: player(withMerch).popularity, cardRating: expectedAttendance(withMerch, show).expectedRating, products: noProducts(), expenseMultiplier: 1 },
          'merchandising',
          1,
        );
      // What /product promised on the day of the purchase (at popularity 13, on the first card) ...
      const first = withMerch.shows.find((s) => !s.hasBeenRun)!;
      autoBook(withMerch, 'player', first.id);
      const promised = forecastAt(first);
      // ... and the same forecast made each week at that week's popularity and card.
      let forecastWeekByWeek = -promised.setup;
      playWeeks(withMerch, weeks, (show) => {
        forecastWeekByWeek += forecastAt(show).gain.money;
      });
      results.push({
        seed,
        actual: Math.round(merchandisingContribution(withMerch)),
        promised: Math.round(weeks * promised.gain.money - promised.setup),
        forecastWeekByWeek: Math.round(forecastWeekByWeek),
        popularityAfter: player(withMerch).popularity,
      });
    }
    // Reported in the test output: the promise against the week advance.
    console.info('merchandising level 1 over 12 weeks:', JSON.stringify(results));
    for (const r of results) {
      // The promise is kept: a growing federation earns at least what it was promised on the day ...
      expect(r.actual).toBeGreaterThan(r.promised);
      // ... and roughly what the forecast says week by week. The actual figure is read off the one world's own
      // ledger and shows (comparing against a second world without the line blurred it with that world's luck:
      // its draws part after the first week, and the shows, popularity and gates differ by thousands).
      expect(r.actual).toBeGreaterThan(r.forecastWeekByWeek * 0.9);
      expect(r.actual).toBeLessThan(r.forecastWeekByWeek * 1.1);
    }
  });
});
