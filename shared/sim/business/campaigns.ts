// Marketing campaigns and the shop (spec §4 "Campaign purchase", "Shop"; our list and prices in
// rules/campaigns.ts). Everything is bought with in-game funds.
import {
  AUDIENCE_SURGE_COST_USD,
  AUDIENCE_SURGE_PERCENT,
  AUDIENCE_SURGE_SHOWS,
  campaignBoost,
  campaignCost,
  campaignFade,
  CAMPAIGN_FADE_SHARE,
  eliteScoutingCost,
  findCampaign,
} from '#shared/rules/campaigns.ts';
import { clampPopularity, roundPopularity, WEEKLY_MARKET_SIZE } from '#shared/rules/federation.ts';
import type { SimEvent } from '../events.ts';
import { payNow } from '../ledger/payments.ts';
import { SimRefusal } from '../refusal.ts';
import { qualifiesFor } from '../roster/eligibility.ts';
import type { Wrestler } from '../roster/wrestler.ts';
import { requireFederation, takeId, type Federation, type World } from '../world.ts';

export interface ActiveCampaign {
  campaignId: string;
  /** totalWeeksProgressed when bought, and the last week it runs. */
  startWeek: number;
  endWeek: number;
  weeksPurchased: number;
  /** Popularity the campaign added (a renewal adds to it); CAMPAIGN_FADE_SHARE of it fades when it ends. Absent on saves before the fade. */
  boostGiven?: number;
}

export interface PurchasedBoost {
  id: string;
  type: 'audience_surge';
  remainingShows: number;
  boostPercentage: number;
}

/** Buys a campaign: replaces an active entry of the same campaign and adds its boost (capped at 100). */
export function buyCampaign(world: World, federationId: string, campaignId: string): SimEvent[] {
  const federation = requireFederation(world, federationId);
  const campaign = findCampaign(campaignId);
  if (!campaign) throw new SimRefusal('That campaign does not exist.');
  const cost = campaignCost(campaign, federation.popularity);
  payNow(federation, 'campaign', `Campaign: ${campaign.label}`, cost);
  const now = world.calendar.totalWeeksProgressed;
  // A renewal replaces the running entry and carries its boost, so its fade is not skipped.
  const renewed = federation.activeCampaigns.find((c) => c.campaignId === campaign.id);
  federation.activeCampaigns = federation.activeCampaigns.filter((c) => c !== renewed);
  const from = federation.popularity;
  federation.popularity = roundPopularity(clampPopularity(from + campaignBoost(campaign, from)));
  const boostGiven = roundPopularity((renewed?.boostGiven ?? 0) + federation.popularity - from);
  federation.activeCampaigns.push({ campaignId: campaign.id, startWeek: now, endWeek: now + campaign.weeks - 1, weeksPurchased: campaign.weeks, boostGiven });
  return [
    { kind: 'campaignBought', federationId, campaignId: campaign.id, label: campaign.label, cost },
    { kind: 'popularityChanged', federationId, from, to: federation.popularity, reason: `Campaign: ${campaign.label}` },
  ];
}

/** Week step: campaigns whose last week has passed end, and CAMPAIGN_FADE_SHARE of their boost fades (with its reason). */
export function endCampaigns(world: World, federation: Federation): SimEvent[] {
  const events: SimEvent[] = [];
  const now = world.calendar.totalWeeksProgressed;
  for (const ended of federation.activeCampaigns.filter((c) => c.endWeek < now)) {
    const fade = campaignFade(ended.boostGiven ?? 0);
    if (fade <= 0) continue;
    const from = federation.popularity;
    federation.popularity = roundPopularity(clampPopularity(from - fade));
    if (federation.popularity !== from) events.push({ kind: 'popularityChanged', federationId: federation.id, from, to: federation.popularity, reason: `Campaign over: ${findCampaign(ended.campaignId)?.label ?? 'a campaign'} (${Math.round(CAMPAIGN_FADE_SHARE * 100)}% of its hype fades)` });
  }
  federation.activeCampaigns = federation.activeCampaigns.filter((c) => c.endWeek >= now);
  return events;
}

export function buyAudienceSurge(world: World, federationId: string): SimEvent[] {
  const federation = requireFederation(world, federationId);
  payNow(federation, 'shop', `Shop: Audience Surge (+${AUDIENCE_SURGE_PERCENT}% fans, ${AUDIENCE_SURGE_SHOWS} shows)`, AUDIENCE_SURGE_COST_USD);
  federation.purchasedBoosts.push({ id: takeId(world, 'boost'), type: 'audience_surge', remainingShows: AUDIENCE_SURGE_SHOWS, boostPercentage: AUDIENCE_SURGE_PERCENT });
  return [{ kind: 'shopPurchase', federationId, item: 'audience_surge', cost: AUDIENCE_SURGE_COST_USD }];
}

/** The extra share of fans the next show gets from audience surges (they do not stack: the best one). */
export function surgeShare(federation: Federation): number {
  const best = Math.max(0, ...federation.purchasedBoosts.filter((b) => b.type === 'audience_surge' && b.remainingShows > 0).map((b) => b.boostPercentage));
  return best / 100;
}

/** A show used one surge: its count goes down; spent surges go. */
export function consumeSurge(federation: Federation): void {
  const surge = federation.purchasedBoosts.filter((b) => b.type === 'audience_surge' && b.remainingShows > 0).sort((a, b) => b.boostPercentage - a.boostPercentage)[0];
  if (!surge) return;
  surge.remainingShows -= 1;
  federation.purchasedBoosts = federation.purchasedBoosts.filter((b) => b.remainingShows > 0);
}

/** The wrestler elite scouting would bring: the best-rated free agent the federation does not yet qualify for (or the best of all). */
export function eliteProspect(world: World, federation: Federation): Wrestler | null {
  const free = world.wrestlers.filter((w) => w.federationId === null && !federation.market.includes(w.id));
  const ranked = free.sort((a, b) => b.totalPoints - a.totalPoints || a.id.localeCompare(b.id));
  return ranked.find((w) => !qualifiesFor(federation, w)) ?? ranked[0] ?? null;
}

/** Brings the elite prospect to this week's market (signable there as a 5-week deal), for the scouting fee. */
export function buyEliteScouting(world: World, federationId: string): SimEvent[] {
  const federation = requireFederation(world, federationId);
  const prospect = eliteProspect(world, federation);
  if (!prospect) throw new SimRefusal('No free agent is available to scout this week.');
  const cost = eliteScoutingCost(prospect.askingSalary);
  payNow(federation, 'shop', `Shop: Elite scouting (${prospect.name})`, cost);
  // The market keeps its size (spec: 10): the scouted star takes the last place.
  federation.market.unshift(prospect.id);
  if (federation.market.length > WEEKLY_MARKET_SIZE) federation.market.length = WEEKLY_MARKET_SIZE;
  return [{ kind: 'shopPurchase', federationId, item: 'elite_scouting', cost, wrestlerName: prospect.name }];
}
