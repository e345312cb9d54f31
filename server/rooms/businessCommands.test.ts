// The business commands through the real room: accepted with their effect on the synced state,
// refused with their sentence, changing nothing.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { viewership } from '#shared/rules/tv.ts';
import { startTestApp, type TestApp } from '../test/harness.ts';
import { foundedRoom, refusal, snapshot, until, own, marketIds } from '../test/roomHelpers.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterEach(async () => {
  await app.colyseus.cleanup();
});
afterAll(async () => {
  await app.close();
});

describe('business commands through the room', () => {
  it('invests in a product, pauses it, buys a campaign and a surge, and syncs each', async () => {
    const room = await foundedRoom(app, 'business', 'Business Pro');
    await room.request('investInProduct', { product: 'merchandising' });
    await until(() => own(room).business.merchandising.level === 1);
    expect(own(room).business.merchandising.isActive).toBe(true);
    expect(own(room).federation.funds).toBe(45_000);
    await room.request('setProductActive', { product: 'merchandising', active: false });
    await until(() => !own(room).business.merchandising.isActive);

    const answer = await room.request('buyCampaign', { campaignId: 'social_blitz' });
    expect(answer.events[0]).toMatchObject({ kind: 'campaignBought', campaignId: 'social_blitz', cost: 4_000 });
    // +1 x (1 - 10/110), rounded: gains shrink near the top.
    await until(() => own(room).federation.popularity === 10.91);
    expect(JSON.parse(own(room).business.activeCampaigns)).toEqual([{ campaignId: 'social_blitz', startWeek: 0, endWeek: 1, weeksPurchased: 2, boostGiven: 0.91 }]);

    await room.request('buyAudienceSurge', {});
    await until(() => own(room).business.surgeShowsLeft === 3);
    expect(own(room).business.surgePercent).toBe(20);
    expect(own(room).currentLines.map((l) => l.kind)).toEqual(['product_setup', 'campaign', 'shop']);
    await room.leave();
  });

  it('refuses what the rules forbid with a sentence and changes nothing', async () => {
    const room = await foundedRoom(app, 'business', 'Business Pro');
    const before = snapshot(room);
    expect(await refusal(room.request('buyVenueUpgrade', { upgradeId: 'arena_capacity_2' }))).toBe('Arena capacity, tier 2 requires Arena capacity, tier 1 first.');
    expect(await refusal(room.request('buyVenueUpgrade', { upgradeId: 'arena_lighting' }))).toBe('Insufficient funds. This action costs $75,000');
    expect(await refusal(room.request('setProductActive', { product: 'production', active: true }))).toBe('Invest in Production before switching it on.');
    expect(await refusal(room.request('buyCampaign', { campaignId: 'skywriting' }))).toBe('That campaign does not exist.');
    expect(await refusal(room.request('investInProduct', { product: 'jetpacks' }))).toMatch(/^Invalid investInProduct command: Product must be one of merchandising, advertising, production/);
    expect(snapshot(room)).toBe(before);
    await room.leave();
  });

  it('elite scouting puts the prospect it names at the top of this week market', async () => {
    const room = await foundedRoom(app, 'business', 'Business Pro');
    const name = own(room).business.eliteProspectName;
    expect(name).not.toBe('');
    expect(own(room).business.eliteProspectCost).toBeGreaterThan(10_000);
    const funds = own(room).federation.funds;
    const cost = own(room).business.eliteProspectCost;
    await room.request('buyEliteScouting', {});
    await until(() => [...own(room).market.values()].some((w) => w.name === name));
    expect(own(room).federation.funds).toBe(funds - cost);
    await room.leave();
  });

  it('accepts Local Community TV for a weekly show: the deal syncs, the episode pays and is recorded', async () => {
    const room = await foundedRoom(app, 'business', 'Business Pro');
    const local = own(room).tvNetworks.find((n) => n.networkId === 'local_community_tv')!;
    expect(local.isUnlocked).toBe(true);
    expect(JSON.parse(local.offer)).toMatchObject({ paymentStructure: 'per_episode', paymentAmount: 3_000, lengthWeeks: 12 });
    const ids = marketIds(room).slice(0, 2);
    for (const wrestlerId of ids) await room.request('signWrestler', { wrestlerId, source: 'market', contractType: 'permanent', weeks: 5 });
    const { show: special } = await room.request('createShow', { name: 'One Night Only', weeksAhead: 0, venueId: 'cellar_door', ticketPrice: 10, frequency: 'special' });
    const before = JSON.stringify(own(room).tvNetworks.toJSON());
    expect(await refusal(room.request('acceptTvOffer', { networkId: 'local_community_tv', showId: special.id }))).toBe('A TV deal airs a weekly show: pick a weekly show.');
    expect(JSON.stringify(own(room).tvNetworks.toJSON())).toBe(before);
    const { show } = await room.request('createShow', { name: 'Harbor TV', weeksAhead: 0, venueId: 'cellar_door', ticketPrice: 10, frequency: 'weekly' });
    await room.request('acceptTvOffer', { networkId: 'local_community_tv', showId: show.id });
    await until(() => own(room).broadcastDeals.size === 1);
    expect(own(room).tvNetworks.find((n) => n.networkId === 'local_community_tv')!.offer).toBe('');
    await room.request('addMatch', { showId: show.id, type: 'singles', stipulation: 'standard', participants: ids, championshipId: null, isExhibition: false, title: '' });
    await room.request('runShow', { showId: show.id });
    await until(() => [...own(room).broadcastDeals.values()][0]!.totalEarnings === 3_000);
    const result = JSON.parse(own(room).shows.get(show.id)!.result);
    expect(result.tvRevenue).toBe(3_000);
    // Viewers follow the rules' formula for the rating and the popularity after the show (no advertising).
    expect(result.viewership).toBe(viewership(75_000, result.rating.value, own(room).federation.popularity, 1));
    expect(own(room).currentLines.some((l) => l.label === 'TV: Local Community TV (episode 1)' && l.amount === 3_000)).toBe(true);
    await room.leave();
  });
});
