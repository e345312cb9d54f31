// Marketing campaigns and the shop (our design, docs/game-rules.md "Campaigns and the shop"; the spec
// gives the audience surge's 20% and the campaign rule: buying replaces any active entry for the same
// campaign and adds its boost to popularity, capped at 100). The shop sells in-game items for in-game
// funds only.

export interface Campaign {
  id: string;
  label: string;
  description: string;
  /** USD, paid once. */
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
