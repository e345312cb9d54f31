// Computer-run (AI) federations (spec: simulation §3 "AI federation", §4 "AI federations", §8 fallback show
// names, §9 "AI federations"). The spec's figures are kept exactly; the rest is our design
// (docs/rules/ai.md "AI federations"), every figure a named constant with its unit.
import { POPULARITY_DROP_WITHOUT_SHOW } from './federation.ts';

export const AI_PERSONALITIES = ['aggressive', 'cooperative', 'defensive', 'chaotic'] as const;
export type AiPersonality = (typeof AI_PERSONALITIES)[number];

/** The founding sizes of AI federations (spec §9): three at the start, one of each; 'random' emerges later. */
export const AI_TIERS = ['large', 'medium', 'small', 'random'] as const;
export type AiTier = (typeof AI_TIERS)[number];

/** An inclusive range of whole numbers. */
export interface IntRange {
  min: number;
  max: number;
}

/** Founding popularity (0-100 points) and funds (USD) by tier (spec §9, both ends inclusive). */
export const AI_TIER_START: Readonly<Record<AiTier, { popularity: IntRange; fundsUsd: IntRange }>> = {
  large: { popularity: { min: 80, max: 99 }, fundsUsd: { min: 100_000, max: 199_999 } },
  medium: { popularity: { min: 40, max: 59 }, fundsUsd: { min: 25_000, max: 74_999 } },
  small: { popularity: { min: 10, max: 29 }, fundsUsd: { min: 5_000, max: 19_999 } },
  random: { popularity: { min: 15, max: 74 }, fundsUsd: { min: 10_000, max: 49_999 } },
};

/** The AI federations a new world starts with (spec §9: three initial, large, medium, small). */
export const AI_INITIAL_TIERS: readonly AiTier[] = ['large', 'medium', 'small'];

/** Wrestlers on an AI federation's roster (spec §9: 6-11), inclusive. */
export const AI_ROSTER_SIZE: IntRange = { min: 6, max: 11 };
/** Championships an AI federation holds (spec §9: 2-4), inclusive; each is founded with a champion. */
export const AI_CHAMPIONSHIPS: IntRange = { min: 2, max: 4 };

/** Chance a week that a new AI federation emerges (spec §9: 15%), 0-1 ... */
export const AI_EMERGENCE_CHANCE = 0.15;
/** ... while fewer than this many AI federations are active (spec §9: "when fewer than 5 are active"). */
export const AI_EMERGENCE_MAX_ACTIVE = 5;

/** Chance an AI federation holds a show in a week: base + popularity / divisor (spec §9: 0.6 + popularity/1000). */
export const AI_SHOW_CHANCE_BASE = 0.6;
export const AI_SHOW_CHANCE_POPULARITY_DIVISOR = 1000;
/** Popularity lost in a week without a show (spec §9: -0.2), in points: the same rule as every federation's. */
export const AI_NO_SHOW_POPULARITY_LOSS = POPULARITY_DROP_WITHOUT_SHOW;

/** Chance (0-1) of an AI federation holding a show this week at this popularity (0-100). */
export function aiShowChance(popularity: number): number {
  return Math.min(1, AI_SHOW_CHANCE_BASE + popularity / AI_SHOW_CHANCE_POPULARITY_DIVISOR);
}

/**
 * The five shutdown rules (spec §9), each strict ("under") on popularity (points) and funds (USD), and
 * "N+ losses" as at least N consecutive losses (see AI_LOSS_*). Checked in this order once a week.
 */
export const AI_SHUTDOWN = {
  /** popularity under 10 and funds under 25000 */
  broke: { popularityUnder: 10, fundsUnderUsd: 25_000 },
  /** popularity under 20 and 8+ losses */
  losing: { popularityUnder: 20, lossesAtLeast: 8 },
  /** popularity under 5 */
  forgotten: { popularityUnder: 5 },
  /** funds under 10000 and 4+ losses */
  bleeding: { fundsUnderUsd: 10_000, lossesAtLeast: 4 },
  /** popularity under 15 with 2% chance (a week) */
  unlucky: { popularityUnder: 15, chance: 0.02 },
} as const;

export type AiShutdownRule = keyof typeof AI_SHUTDOWN;

/** Why an AI federation closes, for the news (one sentence each). */
export const AI_SHUTDOWN_REASONS: Readonly<Record<AiShutdownRule, string>> = {
  broke: 'Its fans and its money both ran out',
  losing: 'Too many losing weeks in front of too few fans',
  forgotten: 'The fans forgot it',
  bleeding: 'It kept losing money until the bank stepped in',
  unlucky: 'A small promotion, it could not survive a bad break',
};

/** Share of a joint show's income that goes to the AI federation (spec §9: AI revenue share 60%), 0-1. */
export const AI_REVENUE_SHARE = 0.6;

/** Shows whose ratings make show_quality_average: the last this many (spec §7 reads the newest 4 shows). */
export const AI_SHOW_QUALITY_SHOWS = 4;

/** Fallback show names when a federation has none of that type (spec §8: a generic Weekly or PPV name). */
export const AI_FALLBACK_SHOW_NAMES = { weekly: 'Weekly Show', ppv: 'PPV Show' } as const;
export type AiShowType = keyof typeof AI_FALLBACK_SHOW_NAMES;

/** The PPV is held in this week of the month (1-4; our design: the month's last week, its big night). */
export const AI_PPV_WEEK_OF_MONTH = 4;

/** AI contracts: a 52-week Permanent Deal from the free-agent list (the cheapest salary per week). */
export const AI_CONTRACT_WEEKS = 52;

/**
 * An AI federation's weekly payroll (USD a week) stays within its funds divided by this many weeks when it
 * signs: the funds would pay the wages this long without a show. Places are filled best first within an
 * even share of what is left; below the spec's minimum roster (6) a place takes the cheapest wrestler
 * whose signing bonus it can pay.
 */
export const AI_PAYROLL_RUNWAY_WEEKS = 12;

/** At most this share of its funds (0-1) an AI federation spends on a show's venue rental. */
export const AI_RENTAL_BUDGET_SHARE = 0.5;

/** The card rating (stars) an AI federation expects before it has run a show, to choose its venue. */
export const AI_FIRST_SHOW_EXPECTED_STARS = 4;

/** Product levels an AI federation is founded with (merchandising 0-3, advertising 0-4, production 0-5). */
export const AI_TIER_PRODUCTS: Readonly<Record<AiTier, { merchandising: number; advertising: number; production: number }>> = {
  large: { merchandising: 1, advertising: 1, production: 2 },
  medium: { merchandising: 0, advertising: 0, production: 1 },
  small: { merchandising: 0, advertising: 0, production: 0 },
  random: { merchandising: 0, advertising: 0, production: 1 },
};

// ---- The promoter's mind (our design, docs/rules/ai.md "AI federations: the promoter").

/** What an AI promoter may choose to do in a week, besides filling its roster and holding the show. */
export const AI_ACTION_KINDS = ['sign', 'release', 'renew', 'acceptTv', 'invest', 'campaign'] as const;
export type AiActionKind = (typeof AI_ACTION_KINDS)[number];
/** What a promoter's recorded decision was: one of its actions, or a dealing with another federation (rules/aiDiplomacy.ts). */
export type AiDecisionKind = AiActionKind | 'dealing';

/** At most this many chosen actions a week (signings to reach its roster target and the show are not counted). */
export const AI_ACTIONS_PER_WEEK = 3;

/** An action is taken only when its utility (need x weight + noise) reaches this (unitless, needs are 0-1). */
export const AI_ACTION_MIN_UTILITY = 0.25;

/** How much each personality weighs each kind of action (multiplies the action's need, 0-1). */
export const AI_PERSONALITY_WEIGHTS: Readonly<Record<AiPersonality, Readonly<Record<AiActionKind, number>>>> = {
  // Buys stars and hype, keeps few weak hands.
  aggressive: { sign: 1.5, release: 0.8, renew: 1.0, acceptTv: 1.0, invest: 1.0, campaign: 1.3 },
  // Keeps its people and its partners.
  cooperative: { sign: 1.0, release: 0.6, renew: 1.4, acceptTv: 1.3, invest: 1.0, campaign: 0.8 },
  // Keeps money back, trims the payroll first.
  defensive: { sign: 0.7, release: 1.3, renew: 1.2, acceptTv: 1.2, invest: 0.7, campaign: 0.5 },
  // Anything goes: even weights, a lot of noise (AI_DECISION_NOISE).
  chaotic: { sign: 1.0, release: 1.0, renew: 1.0, acceptTv: 1.0, invest: 1.0, campaign: 1.0 },
};

/** The seeded noise added to each utility: uniform in [0, this) (unitless). */
export const AI_DECISION_NOISE: Readonly<Record<AiPersonality, number>> = { aggressive: 0.1, cooperative: 0.1, defensive: 0.1, chaotic: 0.6 };

/**
 * A week's spending cap: at most this share (0-1) of the funds above its reserve goes on chosen actions
 * (signing bonuses, renewals, products, campaigns) in one week.
 */
export const AI_SPENDING_SHARE: Readonly<Record<AiPersonality, number>> = { aggressive: 0.5, cooperative: 0.3, defensive: 0.15, chaotic: 0.4 };

/** The reserve it never spends on chosen actions: this many weeks of its payroll (USD a week), ... */
export const AI_RESERVE_PAYROLL_WEEKS: Readonly<Record<AiPersonality, number>> = { aggressive: 4, cooperative: 8, defensive: 20, chaotic: 6 };
/** ... and never less than this (USD): the spec's shutdown line on funds (bleeding: under $10,000). */
export const AI_RESERVE_MIN_USD = 10_000;

/** The decisions kept on an AI profile, newest last (the news reads the recent ones). */
export const AI_DECISIONS_KEPT = 24;

/**
 * A campaign's need (0-1): roomToGrow x (1 - popularity / 100) + wealth x min(1, money above the reserve /
 * (its price x AI_CAMPAIGN_COMFORT_MULTIPLE)) + its boost / 100. Campaign prices grow with popularity, so
 * they are what a rich promoter's money buys (without a use, the large federations held a billion in ten
 * years).
 */
export const AI_CAMPAIGN_NEED = { roomToGrow: 0.1, wealth: 0.6 } as const;
/** A campaign feels cheap when the money above the reserve is this many times its price. */
export const AI_CAMPAIGN_COMFORT_MULTIPLE = 10;

/** It considers releasing its weakest hand when its funds pay fewer than this many weeks of its payroll. */
export const AI_RELEASE_RUNWAY_WEEKS = 6;

/**
 * The popularity (0-100 points) an AI promoter is content with, by founding tier (our design):
 * below it the promoter grows (stars, products, campaigns); at or above it, it stops buying
 * growth and switches off its advertising and production (setProductActive) to keep the money, so its
 * shows fall back under the neutral rating and its popularity settles around the ambition instead of
 * climbing to 100. Without it every AI federation was at 95-100 within four years (scripts/aiFunds.ts).
 */
export const AI_AMBITION_BY_TIER: Readonly<Record<AiTier, number>> = { large: 85, medium: 60, small: 30, random: 40 };
/** Points added to the tier's ambition by personality: the aggressive one wants more, the defensive one less. */
export const AI_AMBITION_PERSONALITY_OFFSET: Readonly<Record<AiPersonality, number>> = { aggressive: 10, cooperative: 0, defensive: -5, chaotic: 5 };
/** A product switched off at the ambition is switched back on once popularity falls this many points under it. */
export const AI_AMBITION_RESUME_GAP = 5;
/** The products a content promoter switches off (the ones that push popularity: advertising's weekly points, production's stars). */
export const AI_AMBITION_PAUSED_PRODUCTS = ['advertising', 'production'] as const;

/** The popularity an AI federation of this tier and personality aims for (0-100 points). */
export function aiAmbition(tier: AiTier, personality: AiPersonality): number {
  return Math.min(100, Math.max(0, AI_AMBITION_BY_TIER[tier] + AI_AMBITION_PERSONALITY_OFFSET[personality]));
}

// ---- Rich promoters want stars (our design, docs/rules/ai.md "AI federations: the promoter").

/**
 * A star: one of the world's this many most popular wrestlers, signed or free (ties at the line count).
 * Relative to the world, so it still names the top of the card fifty years on when the catalog's stars
 * have retired and rookies have grown into their places.
 */
export const AI_STAR_TOP_COUNT = 10;

/**
 * Rich enough for a star (weeks): an AI federation signs the most popular free star it may sign only while
 * its funds, after the signing bonus (and any severance to make room), still pay this many weeks of its
 * running costs (its last settled week's bills: wages, staff, insurance, products, upkeep) with the
 * star's salary. A star's wage then never eats into the money that keeps it open; the week's spending cap
 * and the reserve still bound the bonus.
 */
export const AI_STAR_RICH_WEEKS = 52;

/**
 * A rich promoter's star signing is wanted above any ordinary signing (whose need is at most 1): its need
 * (unitless, times the personality's sign weight) is this, and it takes the place of the ordinary one
 * that week. A promoter content with its popularity (aiAmbition) signs no star: stars kept its shows at
 * its ambition for good, it never spent on campaigns again and its funds piled up past believable.
 */
export const AI_STAR_NEED = 1;
