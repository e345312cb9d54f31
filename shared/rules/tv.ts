// TV deals (spec §3 "Broadcast deal", "TV network"; §9 the networks' sizes and minimum popularity; our
// design for offers, targets, viewership and cancellation, docs/rules/tv.md "TV networks").

export const PAYMENT_STRUCTURES = ['per_episode', 'percentage'] as const;
export type PaymentStructure = (typeof PAYMENT_STRUCTURES)[number];

/** Per-episode offers pay this many USD per 1,000 of the network's viewers. */
export const OFFER_USD_PER_THOUSAND_VIEWERS = 40;
/** Networks from this minimum popularity up offer a share of the episode's ad revenue instead. */
export const PERCENTAGE_OFFER_FROM_POPULARITY = 55;
/** Ad revenue of an episode: USD per viewer; a percentage deal pays its share of it. */
export const AD_REVENUE_USD_PER_VIEWER = 0.1;
export const PERCENTAGE_OFFER_SHARE = 60;
/** Deal lengths, weeks: small networks 12, mid 26, the biggest 52. */
export function offerLengthWeeks(minPopularity: number): number {
  if (minPopularity < 40) return 12;
  if (minPopularity < 80) return 26;
  return 52;
}
/** Offers stand this many weeks; a declined or lapsed network waits this long before offering again. */
/**
 * A network unlocks once the federation's popularity reaches its minimum (popularity >= minimum; checked at
 * founding and at each week advance). Popularity keeps two decimals: 11.96 has not reached 12.
 */
export function reachesNetwork(popularity: number, minPopularityRequired: number): boolean {
  return popularity >= minPopularityRequired;
}

export const OFFER_VALID_WEEKS = 4;
export const OFFER_COOLDOWN_WEEKS = 8;
/** A network that cancelled a federation's deal makes it no new offer for this many weeks. */
export const CANCELLED_DEAL_COOLDOWN_WEEKS = 12;
/** Targets: the minimum show rating is 1 star + 1 per 20 points of the network's minimum popularity (1.3 at Local Community TV, 6 at the top). */
export const TARGET_RATING_BASE = 1;
export const TARGET_RATING_PER_POPULARITY = 0.05;
/** The minimum viewership is this share of what a show at the target rating and the minimum popularity draws. */
export const TARGET_VIEWERSHIP_SHARE = 0.5;
/** Missed targets in a row before the network cancels (the first misses are warnings). */
export const MISSES_BEFORE_CANCEL = 3;
/** A renewal's payment: x (RENEWAL_BASE + RENEWAL_PER_HIT_RATE x share of episodes that met both targets). */
export const RENEWAL_BASE = 0.8;
export const RENEWAL_PER_HIT_RATE = 0.4;

/** Viewers an aired episode reaches: network size x rating/10 x (0.3 + 0.7 x popularity/100) x advertising, capped at the network. */
export function viewership(networkSize: number, rating: number, popularity: number, advertisingMultiplier: number): number {
  const reach = (rating / 10) * (0.3 + (0.7 * popularity) / 100) * advertisingMultiplier;
  return Math.floor(networkSize * Math.min(1, Math.max(0, reach)));
}

export function targetRating(minPopularity: number): number {
  return Math.round((TARGET_RATING_BASE + TARGET_RATING_PER_POPULARITY * minPopularity) * 10) / 10;
}

export function targetViewership(networkSize: number, minPopularity: number): number {
  return Math.round(TARGET_VIEWERSHIP_SHARE * viewership(networkSize, targetRating(minPopularity), minPopularity, 1));
}

/** What an episode pays: the per-episode amount, or the percentage of its ad revenue. */
export function episodePayment(structure: PaymentStructure, amount: number, viewers: number): number {
  if (structure === 'per_episode') return amount;
  return Math.round(viewers * AD_REVENUE_USD_PER_VIEWER * (amount / 100) * 100) / 100;
}
