import { describe, expect, it } from 'vitest';
import { CAMPAIGNS, campaignBoost, campaignCost, findCampaign } from './campaigns.ts';

const radio = findCampaign('radio_spots')!;
const national = findCampaign('national_ads')!;

describe('campaign prices and boosts (our design)', () => {
  it('costs the list price up to popularity 20, then grows with (popularity / 20)^4', () => {
    expect(campaignCost(radio, 0)).toBe(12_000);
    expect(campaignCost(radio, 20)).toBe(12_000);
    expect(campaignCost(radio, 40)).toBe(192_000);
    expect(campaignCost(national, 60)).toBe(7_290_000);
    expect(campaignCost(national, 100)).toBe(56_250_000);
    // Rounded to $100.
    expect(campaignCost(findCampaign('social_blitz')!, 21)).toBe(4_900);
  });

  it('adds its boost shrunk near the top: x (1 - popularity / 110), 2 decimals', () => {
    expect(campaignBoost(radio, 0)).toBe(2.5);
    expect(campaignBoost(radio, 10)).toBe(2.27);
    expect(campaignBoost(national, 55)).toBe(5);
    expect(campaignBoost(national, 110)).toBe(0);
  });

  it('lists four campaigns, each with a cost, a length and a boost', () => {
    expect(CAMPAIGNS.map((c) => c.id)).toEqual(['social_blitz', 'radio_spots', 'billboards', 'national_ads']);
    for (const c of CAMPAIGNS) expect(c.cost > 0 && c.weeks > 0 && c.popularityBoost > 0).toBe(true);
  });
});
