// Marketing campaigns and the shop (our design, docs/rules/business.md "Campaigns and the shop"; the spec
// gives the audience surge's 20% and the campaign rule: buying replaces any active entry for the same
// campaign and adds its boost to popularity, capped at 100). The shop sells in-game items for in-game
// funds only.
import { popularityGainScale } from './shows.ts';

export interface Campaign {
  id: string;
  label: string;
  description: string;
  /** List price, USD, paid once by a federation at popularity CAMPAIGN_PRICE_POPULARITY_PIVOT or less (campaignCost). */
  cost: number;
  /** Weeks the campaign runs (it shows as active; buying it again replaces it). */
  weeks: number;
  /** Federation popularity points added at once. */
  popularityBoost: number;
}

export const CAMPAIGNS: readonly Campaign[] = [
  { id: 'social_blitz', label: 'Social Media Blitz', description: 'Clips and countdowns on every feed for two weeks.', cost: 4_000, weeks: 2, popularityBoost: 1 },
  { id: 'radio_spots', label: 'Radio Spots', description: 'Drive-time radio across the region for a month.', cost: 12_000, weeks: 4, popularityBoost: 2.5 },
  { id: 'billboards', label: 'Billboard Campaign', description: 'Your stars on billboards in six cities.', cost: 35_000, weeks: 6, popularityBoost: 5 },
  { id: 'national_ads', label: 'National TV Ads', description: 'Prime-time commercials on national television.', cost: 90_000, weeks: 8, popularityBoost: 10 },
];

/**
 * A bigger audience costs more to reach: above the pivot popularity a campaign's price grows with
 * (popularity / pivot) ^ exponent (popularity 40: x8, 60: x27, 100: x125), in step with what a show earns
 * (fans grow with the square of popularity, the fair ticket price with popularity).
 */
export const CAMPAIGN_PRICE_POPULARITY_PIVOT = 20;
export const CAMPAIGN_PRICE_EXPONENT = 4;
/**
 * Share of a campaign's popularity boost that fades when the campaign ends (our design): hype the
 * shows did not turn into fans. Without it, bought popularity paid for itself within weeks (more fans, bigger
 * TV deals) and buying campaigns beat running a good federation on both money and popularity (docs/balance.md);
 * at half, a first-month push and a campaign every month still led every strategy on both in the first year.
 */
export const CAMPAIGN_FADE_SHARE = 0.75;

/** The popularity a campaign's end takes back: CAMPAIGN_FADE_SHARE of what it added, 2 decimals. */
export function campaignFade(boostGiven: number): number {
  return Math.round(boostGiven * CAMPAIGN_FADE_SHARE * 100) / 100;
}

/** Campaign prices are rounded to this many USD. */
export const CAMPAIGN_PRICE_ROUNDING_USD = 100;

/** What a campaign costs a federation of this popularity, USD. */
export function campaignCost(campaign: Campaign, popularity: number): number {
  const scale = Math.max(1, popularity / CAMPAIGN_PRICE_POPULARITY_PIVOT) ** CAMPAIGN_PRICE_EXPONENT;
  return Math.round((campaign.cost * scale) / CAMPAIGN_PRICE_ROUNDING_USD) * CAMPAIGN_PRICE_ROUNDING_USD;
}

/**
 * The popularity a campaign adds to a federation of this popularity: its boost, shrinking near the top
 * like every gain (x (1 - popularity / POPULARITY_GAIN_CEILING)), rounded to 2 decimals.
 */
export function campaignBoost(campaign: Campaign, popularity: number): number {
  return Math.round(campaign.popularityBoost * popularityGainScale(popularity) * 100) / 100;
}

export function findCampaign(id: string): Campaign | undefined {
  return CAMPAIGNS.find((c) => c.id === id);
}

/** Audience surge (spec: boostPercentage 20): more fans at the next few shows. */
export const AUDIENCE_SURGE_PERCENT = 20;
export const AUDIENCE_SURGE_SHOWS = 3;
export const AUDIENCE_SURGE_COST_USD = 15_000;

/** Elite scouting: the best free agent joins this week's market, for a fee of a base plus weeks of their salary. */
export const ELITE_SCOUTING_BASE_USD = 10_000;
export const ELITE_SCOUTING_SALARY_WEEKS = 2;

export function eliteScoutingCost(askingSalary: number): number {
  return ELITE_SCOUTING_BASE_USD + ELITE_SCOUTING_SALARY_WEEKS * askingSalary;
}
