// What each product level earns and how soon it pays back (every investment has a use:
// docs/rules/business.md "Product investments"). A level is judged against the level below it, on a typical
// week: one show at the fair ticket price, its card at the federation's expected rating, in a venue big
// enough for the crowd, with the federation's other products as they are. It calls the rules the sim
// settles with (attendance, fairTicketPrice, showPopularityChange, merchandiseRevenue,
// merchandiseStandSales, the spec's level tables) on plain inputs, so /product runs it on the synced mirror.
//
// Left out, so the forecast is on the safe side: the wrestlers' own merchandise at the show (it grows with
// the crowd), TV money (advertising's viewership multiplier) and the expense multiplier's later steps.
import { roundMoney } from '#shared/rules/ledger.ts';
import {
  ADVERTISING_FANS_SHARE,
  ADVERTISING_LEVELS,
  facilityMaintenance,
  merchandiseRevenue,
  merchandiseStandSales,
  PRODUCT_KINDS,
  PRODUCTION_LEVELS,
  productSetupCost,
  productWeeklyCost,
  type ProductKind,
} from '#shared/rules/products.ts';
import { STARTING_POPULARITY, POPULARITY_MAX } from '#shared/rules/federation.ts';
import { attendance, fairTicketPrice, RATING_MAX_STARS, showPopularityChange } from '#shared/rules/shows.ts';
import { OUTLOOK_FIRST_CARD_STARS } from '#shared/rules/venueOutlook.ts';
import { PRODUCTION_STARS_PER_BONUS_POINT } from './products.ts';

/** Every level pays back within this many weeks (a quarter year) at the popularity where it is affordable (and above). */
export const PRODUCT_PAYBACK_MAX_WEEKS = 13;

/**
 * A level is affordable at the lowest popularity where one typical weekly show's ticket revenue (a card at
 * OUTLOOK_FIRST_CARD_STARS, the fair price) covers its setup cost and this many weeks of its running cost
 * (weekly cost plus facility maintenance): one good night buys it and its bill is at most a quarter of
 * the gate.
 */
export const AFFORD_GATE_RUNNING_COST_MULTIPLE = 4;

/**
 * A popularity point gained is valued at the extra takings (tickets and merchandise) it brings over this
 * many weeks of one show a week. It lasts longer than that, but fans' goodwill is not money in the bank:
 * a quarter year (13 weeks), the same as the payback bound.
 */
export const POPULARITY_VALUE_WEEKS = 13;

export interface ProductLevelState {
  readonly level: number;
  readonly isActive: boolean;
}

export interface PaybackInput {
  popularity: number;
  /** Stars of the typical card, production's stars included (outlookCardRating: the last run show's expected rating). */
  cardRating: number;
  products: Readonly<Record<ProductKind, ProductLevelState>>;
  /** The expense multiplier of this week (1, 1.25, 1.5). */
  expenseMultiplier: number;
}

export interface PaybackPart {
  label: string;
  amount: number;
}

export interface LevelPayback {
  kind: ProductKind;
  level: number;
  /** USD paid once to reach the level. */
  setup: number;
  /** USD per week the level costs while active: its weekly cost plus maintenance, with the multiplier. */
  runningCost: number;
  /** What the level adds to a typical week over the level below, in USD (popularity valued), with its parts. */
  gain: { value: number; parts: PaybackPart[]; money: number; popularity: number };
  /** Weeks until the gain has paid the setup (0: no setup and a positive gain), null when it never does. */
  paybackWeeks: number | null;
  /** The lowest popularity (10-100) at which it pays back within PRODUCT_PAYBACK_MAX_WEEKS, null if none. */
  paysBackFrom: number | null;
}

type Levels = Record<ProductKind, number>;

interface TypicalWeek {
  fans: number;
  tickets: number;
  stand: number;
  passive: number;
  /** Popularity points the week adds (the show's change plus advertising). */
  popularity: number;
  running: number;
}

function productionStars(level: number): number {
  return PRODUCTION_LEVELS[level]!.qualityBonus * PRODUCTION_STARS_PER_BONUS_POINT;
}

function runningCost(kind: ProductKind, level: number, multiplier: number): number {
  return (productWeeklyCost(kind, level) + facilityMaintenance(kind, level)) * multiplier;
}

/** One typical week at these product levels: `baseRating` is the card's stars without production. */
function typicalWeek(popularity: number, baseRating: number, levels: Levels, multiplier: number): TypicalWeek {
  const rating = Math.min(RATING_MAX_STARS, baseRating + productionStars(levels.production));
  const price = fairTicketPrice(popularity);
  const fans = attendance(rating, popularity, price, Number.POSITIVE_INFINITY, ADVERTISING_FANS_SHARE[levels.advertising]!);
  return {
    fans,
    tickets: fans * price,
    stand: merchandiseStandSales(levels.merchandising, fans),
    // The expected draw of the spec's 0.9-1.1 factor is 1.0.
    passive: merchandiseRevenue(levels.merchandising, popularity, 0.5),
    popularity: showPopularityChange(rating, popularity) + ADVERTISING_LEVELS[levels.advertising]!.popularityBoost,
    running: PRODUCT_KINDS.reduce((sum, kind) => sum + runningCost(kind, levels[kind], multiplier), 0),
  };
}

const takings = (week: TypicalWeek) => week.tickets + week.stand + week.passive;

/** The ticket revenue of one typical weekly show at this popularity (first-card rating, fair price, no products). */
export function typicalGate(popularity: number): number {
  return typicalWeek(popularity, OUTLOOK_FIRST_CARD_STARS, { merchandising: 0, advertising: 0, production: 0 }, 1).tickets;
}

/** The popularity (10-100) where a federation can first afford this level: see AFFORD_GATE_RUNNING_COST_MULTIPLE. */
export function affordablePopularity(kind: ProductKind, level: number): number {
  const need = Math.max(productSetupCost(kind, level), AFFORD_GATE_RUNNING_COST_MULTIPLE * runningCost(kind, level, 1));
  for (let popularity = STARTING_POPULARITY; popularity <= POPULARITY_MAX; popularity += 1) {
    if (typicalGate(popularity) >= need) return popularity;
  }
  return POPULARITY_MAX;
}

function activeLevels(products: PaybackInput['products']): Levels {
  return {
    merchandising: products.merchandising.isActive ? products.merchandising.level : 0,
    advertising: products.advertising.isActive ? products.advertising.level : 0,
    production: products.production.isActive ? products.production.level : 0,
  };
}

function gainAt(popularity: number, baseRating: number, others: Levels, kind: ProductKind, level: number, multiplier: number): LevelPayback['gain'] {
  const below = typicalWeek(popularity, baseRating, { ...others, [kind]: level - 1 }, multiplier);
  const atLevel = { ...others, [kind]: level };
  const at = typicalWeek(popularity, baseRating, atLevel, multiplier);
  const pointValue = (takings(typicalWeek(popularity + 1, baseRating, atLevel, multiplier)) - takings(at)) * POPULARITY_VALUE_WEEKS;
  const popularityGain = at.popularity - below.popularity;
  const parts: PaybackPart[] = [];
  const add = (label: string, amount: number) => {
    if (Math.abs(amount) >= 0.005) parts.push({ label, amount: roundMoney(amount) });
  };
  add(`Ticket sales (${Math.round(at.fans - below.fans).toLocaleString('en-US')} more fans)`, at.tickets - below.tickets);
  add('Merchandise stand at the show', at.stand - below.stand);
  add('Merchandise sold through the week', at.passive - below.passive);
  add(`Popularity +${popularityGain.toFixed(2)} a week, worth`, popularityGain * pointValue);
  add(`Running cost${multiplier === 1 ? '' : ` (x${multiplier})`}`, below.running - at.running);
  const money = roundMoney(takings(at) - takings(below) - (at.running - below.running));
  return { value: roundMoney(parts.reduce((sum, p) => sum + p.amount, 0)), parts, money, popularity: Math.round(popularityGain * 100) / 100 };
}

function weeksToPayBack(setup: number, gain: number): number | null {
  if (gain <= 0) return null;
  return setup === 0 ? 0 : Math.ceil(setup / gain);
}

/**
 * What `level` of `kind` adds to a typical week over the level below (the other products as they are now)
 * and how many weeks its setup takes to pay back, at the federation's popularity and card rating; and the
 * lowest popularity where it pays back within PRODUCT_PAYBACK_MAX_WEEKS.
 */
export function levelPayback(input: PaybackInput, kind: ProductKind, level: number): LevelPayback {
  const levels = activeLevels(input.products);
  const baseRating = Math.max(0, input.cardRating - productionStars(levels.production));
  const setup = productSetupCost(kind, level);
  const gain = gainAt(input.popularity, baseRating, levels, kind, level, input.expenseMultiplier);
  let paysBackFrom: number | null = null;
  for (let popularity = STARTING_POPULARITY; popularity <= POPULARITY_MAX; popularity += 1) {
    const weeks = weeksToPayBack(setup, gainAt(popularity, baseRating, levels, kind, level, input.expenseMultiplier).value);
    if (weeks !== null && weeks <= PRODUCT_PAYBACK_MAX_WEEKS) {
      paysBackFrom = popularity;
      break;
    }
  }
  return {
    kind,
    level,
    setup,
    runningCost: roundMoney(runningCost(kind, level, input.expenseMultiplier)),
    gain,
    paybackWeeks: weeksToPayBack(setup, gain.value),
    paysBackFrom,
  };
}
