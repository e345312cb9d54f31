import { describe, expect, it } from 'vitest';
import { formatDate, weekAhead } from '#shared/rules/calendar.ts';
import { episodePayment, targetRating, targetViewership, viewership } from '#shared/rules/tv.ts';
import { SimRefusal } from '../refusal.ts';
import { addMatch } from '../shows/booking.ts';
import { runShow } from '../shows/runShow.ts';
import { createShow } from '../shows/scheduling.ts';
import { player, startedWorld, TEST_NOW, twoSeatWorld, withRoster } from '../testing/worlds.ts';
import { advanceWeek } from '../week/advanceWeek.ts';
import type { World } from '../world.ts';
import { TV_NETWORKS } from '#shared/data/tvNetworks.ts';
import { figuresAiWorld, playAiWeek } from '../testing/aiWorld.ts';
import { acceptTvOffer, advanceTvDeals, declineTvOffer, refreshTvNetworks } from './tvDeals.ts';
import { networkHolder, networkHolders, networkHoldersById, tvOfferRefusal } from './networkHolders.ts';
import { CANCELLED_DEAL_COOLDOWN_WEEKS, OFFER_VALID_WEEKS } from '#shared/rules/tv.ts';
import { seatFederationId } from '../world.ts';
import { executeCommand } from '../commands/table.ts';

function expectRefusal(world: World, call: () => unknown, message: string) {
  const before = JSON.stringify(world);
  expect(call).toThrow(SimRefusal);
  expect(call).toThrow(message);
  expect(JSON.stringify(world)).toBe(before);
}

const local = (world: World) => player(world).tvNetworks.find((n) => n.networkId === 'local_community_tv')!;

describe('TV rules', () => {
  it('computes viewership, targets and payments', () => {
    expect(viewership(75_000, 2.5, 10, 1)).toBe(Math.floor(75_000 * 0.25 * 0.37));
    expect(viewership(75_000, 10, 100, 1.08)).toBe(75_000);
    expect(targetRating(5)).toBe(1.3);
    expect(targetRating(99)).toBe(6);
    expect(targetViewership(75_000, 5)).toBe(Math.round(0.5 * viewership(75_000, 1.3, 5, 1)));
    expect(episodePayment('per_episode', 1_500, 123)).toBe(1_500);
    expect(episodePayment('percentage', 60, 100_000)).toBe(6_000);
  });
});

describe('TV networks and deals', () => {
  it('Local Community TV is unlocked at the start with an offer; the others wait for popularity', () => {
    const world = startedWorld(4);
    expect(local(world)).toMatchObject({ isUnlocked: true, currentOffer: { paymentStructure: 'per_episode', paymentAmount: 3_000, lengthWeeks: 12, minimumShowRatingTarget: 1.3 } });
    expect(player(world).tvNetworks.filter((n) => n.isUnlocked)).toHaveLength(1);
    player(world).popularity = 12;
    refreshTvNetworks(world, player(world), TEST_NOW);
    expect(player(world).tvNetworks.find((n) => n.networkId === 'cable_access_network')).toMatchObject({ isUnlocked: true, currentOffer: { paymentAmount: 5_000 } });
    player(world).popularity = 60;
    refreshTvNetworks(world, player(world), TEST_NOW);
    expect(player(world).tvNetworks.find((n) => n.networkId === 'sports_central')!.currentOffer).toMatchObject({ paymentStructure: 'percentage', paymentAmount: 60, lengthWeeks: 26 });
  });

  it('accepting ties the deal to a weekly show; each aired episode pays and is recorded; the clone keeps the deal', () => {
    const world = startedWorld(6);
    player(world).funds = 500_000;
    const [a, b] = withRoster(world, 2);
    const special = createShow(world, 'player', { name: 'One Night', weeksAhead: 0, venueId: 'cellar_door', ticketPrice: 10, frequency: 'special' });
    expectRefusal(world, () => acceptTvOffer(world, 'player', 'local_community_tv', special.id), 'A TV deal airs a weekly show: pick a weekly show.');
    const show = createShow(world, 'player', { name: 'Harbor TV', weeksAhead: 0, venueId: 'cellar_door', ticketPrice: 10, frequency: 'weekly' });
    const deal = acceptTvOffer(world, 'player', 'local_community_tv', show.id);
    expect(show.tvDealId).toBe(deal.id);
    expect(local(world).currentOffer).toBeNull();
    expectRefusal(world, () => acceptTvOffer(world, 'player', 'local_community_tv', show.id), 'Local Community TV has no offer for you right now.');
    addMatch(world, 'player', show.id, { type: 'singles', stipulation: 'standard', participants: [a!.id, b!.id], championshipId: null, isExhibition: false, title: '' });
    runShow(world, 'player', show.id, world.rng, TEST_NOW);
    expect(show.result!.viewership).toBeGreaterThan(0);
    expect(show.result!.tvRevenue).toBe(3_000);
    expect(deal.performanceHistory).toHaveLength(1);
    // The record names its show: the synced state drops old shows, the episodes table still names them.
    expect(deal.performanceHistory[0]).toMatchObject({ showId: show.id, showName: 'Harbor TV' });
    expect(deal.totalEarnings).toBe(3_000);
    expect(player(world).currentLines).toContainEqual({ kind: 'tv', label: 'TV: Local Community TV (episode 1)', amount: 3_000, paidAt: 'action' });
    advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    const clone = world.shows.find((s) => s.parentShowId === show.id)!;
    expect(clone.tvDealId).toBe(deal.id);
    expect(deal.showId).toBe(clone.id);
  });

  it('warns on a missed week and cancels after 3 misses in a row', () => {
    const world = startedWorld(6);
    player(world).funds = 500_000;
    const show = createShow(world, 'player', { name: 'Harbor TV', weeksAhead: 0, venueId: 'cellar_door', ticketPrice: 10, frequency: 'weekly' });
    const deal = acceptTvOffer(world, 'player', 'local_community_tv', show.id);
    const first = advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    expect(deal.performanceHistory[0]).toMatchObject({ showId: null, showName: null });
    expect(first).toContainEqual({ kind: 'tvWarning', federationId: 'player', networkId: 'local_community_tv', network: 'Local Community TV', missedInARow: 1 });
    advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    const third = advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    expect(third).toContainEqual({ kind: 'tvDealCancelled', federationId: 'player', networkId: 'local_community_tv', network: 'Local Community TV' });
    expect(deal).toMatchObject({ isActive: false, endedReason: 'cancelled', missedInARow: 3 });
    expect(world.messages.some((m) => m.title === 'TV deal cancelled: Local Community TV')).toBe(true);
  });

  it('a declined offer comes back after the cooldown', () => {
    const world = startedWorld(6);
    declineTvOffer(world, 'player', 'local_community_tv');
    expectRefusal(world, () => declineTvOffer(world, 'player', 'local_community_tv'), 'Local Community TV has no offer for you right now.');
    for (let i = 0; i < 7; i += 1) advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    expect(local(world).currentOffer).toBeNull();
    advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    expect(local(world).currentOffer).not.toBeNull();
  });
});

describe('a network airs one federation at a time', () => {
  const localOf = (world: World, id: string) => world.federations.find((f) => f.id === id)!.tvNetworks.find((n) => n.networkId === 'local_community_tv')!;
  const weeklyOf = (world: World, id: string) => createShow(world, id, { name: `${id} TV`, weeksAhead: 0, venueId: 'cellar_door', ticketPrice: 10, frequency: 'weekly' });

  it('once one federation signs, the other cannot accept its offer, gets no new one, and gets one again when the deal ends', () => {
    const world = twoSeatWorld(7);
    const rival = world.federations.find((f) => f.id === 'rival')!;
    expect(localOf(world, 'player').currentOffer).not.toBeNull();
    // The offer is held for the player, offered first: none to the rival until the player declines it.
    expect(localOf(world, 'rival').currentOffer).toBeNull();
    const offer = localOf(world, 'player').currentOffer!;
    declineTvOffer(world, 'player', 'local_community_tv');
    refreshTvNetworks(world, rival, TEST_NOW);
    expect(localOf(world, 'rival').currentOffer).not.toBeNull();
    const rivalShow = weeklyOf(world, 'rival');
    const deal = acceptTvOffer(world, 'rival', 'local_community_tv', rivalShow.id);
    const playerShow = weeklyOf(world, 'player');
    // An offer left standing from before the one-offer rule: refused, then withdrawn at the refresh.
    localOf(world, 'player').currentOffer = offer;
    localOf(world, 'player').cooldownUntilWeek = 0;
    expectRefusal(world, () => acceptTvOffer(world, 'player', 'local_community_tv', playerShow.id), `Local Community TV already airs Rival Wrestling's show until ${formatDate(weekAhead(world.calendar, deal.endWeek))}.`);
    refreshTvNetworks(world, player(world), TEST_NOW);
    expect(localOf(world, 'player').currentOffer).toBeNull();
    const withdrawn = world.messages.filter((m) => m.federationId === 'player' && m.title === 'TV offer withdrawn: Local Community TV');
    expect(withdrawn.map((m) => m.content)).toEqual([`Local Community TV already airs Rival Wrestling's show until ${formatDate(weekAhead(world.calendar, deal.endWeek))}. Its offer to you is withdrawn; it makes a new one when that deal ends.`]);
    refreshTvNetworks(world, player(world), TEST_NOW);
    expect(world.messages.filter((m) => m.title === 'TV offer withdrawn: Local Community TV')).toHaveLength(1);
    expect(networkHolder(world, 'local_community_tv', 'player')?.federation.id).toBe('rival');
    expect(networkHolder(world, 'local_community_tv', 'rival')).toBeNull();
    expect(networkHolders(world, 'player')).toEqual([{ networkId: 'local_community_tv', federationId: 'rival', name: 'Rival Wrestling', endWeek: deal.endWeek }]);
    expect(networkHolders(world, 'rival')).toEqual([]);
    // The deal ends: the network is free again and offers to the player at the next refresh.
    deal.isActive = false;
    deal.endedReason = 'expired';
    refreshTvNetworks(world, player(world), TEST_NOW);
    expect(localOf(world, 'player').currentOffer).toMatchObject({ networkId: 'local_community_tv' });
    expect(acceptTvOffer(world, 'player', 'local_community_tv', playerShow.id).networkId).toBe('local_community_tv');
  });

  it('a lone federation keeps its offers (nobody else holds a deal)', () => {
    const world = startedWorld(7);
    refreshTvNetworks(world, player(world), TEST_NOW);
    expect(networkHolder(world, 'local_community_tv', 'player')).toBeNull();
    expect(local(world).currentOffer).not.toBeNull();
  });
});

describe('who holds each network, read at once', () => {
  it('is what networkHolder finds for each network, for every federation, week after week', () => {
    const world = figuresAiWorld(5);
    let held = 0;
    for (let week = 0; week < 30; week += 1) {
      playAiWeek(world);
      for (const federation of world.federations) {
        const holders = networkHoldersById(world, federation.id);
        for (const row of TV_NETWORKS) {
          const one = networkHolder(world, row.id, federation.id);
          expect(holders.get(row.id)?.federation).toBe(one?.federation);
          expect(holders.get(row.id)?.deal).toBe(one?.deal);
        }
        held += holders.size;
      }
    }
    expect(held).toBeGreaterThan(0);
  });
});

describe('an offer is held for its federation for its whole window', () => {
  const stateOf = (world: World, federationId: string, networkId: string) => world.federations.find((f) => f.id === federationId)!.tvNetworks.find((n) => n.networkId === networkId)!;

  it('an offer made to the player in an advance stays the player\'s while the rivals act, and the player signs it within the window', () => {
    const world = figuresAiWorld(21);
    for (let week = 0; week < 6; week += 1) playAiWeek(world);
    const me = world.federations.find((f) => f.id === seatFederationId(world))!;
    // Popular enough for every network, every cooldown over: the next advance offers what is free.
    me.popularity = 100;
    for (const state of me.tvNetworks) state.cooldownUntilWeek = 0;
    const report = playAiWeek(world);
    me.popularity = 100;
    const offered = report.filter((e) => e.kind === 'tvOffer' && e.federationId === me.id).map((e) => (e as { networkId: string }).networkId);
    expect(offered.length).toBeGreaterThan(0);
    // Every offer the report announces can be taken now.
    for (const networkId of offered) expect(tvOfferRefusal(world, me, networkId)).toBeNull();
    // The rivals act in that advance and the next ones: none signs a network held for the player.
    for (let week = 1; week < OFFER_VALID_WEEKS; week += 1) {
      playAiWeek(world);
      me.popularity = 100;
      for (const networkId of offered) {
        expect(networkHolder(world, networkId, me.id)).toBeNull();
        expect(stateOf(world, me.id, networkId).currentOffer).not.toBeNull();
        for (const other of world.federations) if (other.id !== me.id) expect(stateOf(world, other.id, networkId).currentOffer).toBeNull();
      }
    }
    // The last week of the window: the player accepts and gets the network.
    const networkId = offered.at(-1)!;
    const show = createShow(world, me.id, { name: 'Held Weekly', weeksAhead: 0, venueId: 'civic_hall', ticketPrice: 15, frequency: 'weekly' });
    const deal = acceptTvOffer(world, me.id, networkId, show.id);
    expect(deal).toMatchObject({ networkId, isActive: true });
    expect(networkHolder(world, networkId, me.id)).toBeNull();
  });

  it('the federation on air has first refusal on its renewal: a rival neither gets an offer nor signs while it stands', () => {
    const world = twoSeatWorld(7);
    const home = player(world);
    const rival = world.federations.find((f) => f.id === 'rival')!;
    const show = createShow(world, 'player', { name: 'Home TV', weeksAhead: 0, venueId: 'cellar_door', ticketPrice: 10, frequency: 'weekly' });
    const deal = acceptTvOffer(world, 'player', 'local_community_tv', show.id);
    stateOf(world, 'rival', 'local_community_tv').cooldownUntilWeek = 0;
    deal.endWeek = world.calendar.totalWeeksProgressed;
    advanceTvDeals(world, home, TEST_NOW);
    const renewal = stateOf(world, 'player', 'local_community_tv').currentOffer!;
    expect(renewal).toMatchObject({ isRenewal: true });
    for (let week = 0; week < OFFER_VALID_WEEKS; week += 1) {
      refreshTvNetworks(world, rival, TEST_NOW);
      expect(stateOf(world, 'rival', 'local_community_tv').currentOffer).toBeNull();
      // Even an offer the rival kept from before the rule is refused while the renewal stands.
      stateOf(world, 'rival', 'local_community_tv').currentOffer = { ...renewal, id: 'offer-old', isRenewal: false };
      const rivalShow = createShow(world, 'rival', { name: `Rival TV ${week}`, weeksAhead: 0, venueId: 'cellar_door', ticketPrice: 10, frequency: 'weekly' });
      expect(() => acceptTvOffer(world, 'rival', 'local_community_tv', rivalShow.id)).toThrow(`Local Community TV holds its offer for ${home.name} until ${formatDate(weekAhead(world.calendar, renewal.expiresWeek - world.calendar.totalWeeksProgressed))}.`);
      stateOf(world, 'rival', 'local_community_tv').currentOffer = null;
      if (week < OFFER_VALID_WEEKS - 1) advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    }
    const next = createShow(world, 'player', { name: 'Home TV Again', weeksAhead: 0, venueId: 'cellar_door', ticketPrice: 10, frequency: 'weekly' });
    expect(acceptTvOffer(world, 'player', 'local_community_tv', next.id).networkId).toBe('local_community_tv');
  });
});

describe('the computer meets the same TV requirements as the player', () => {
  it('signing needs the network\'s minimum popularity, for the player and for the AI alike', () => {
    const world = startedWorld(6);
    player(world).popularity = 60;
    refreshTvNetworks(world, player(world), TEST_NOW);
    expect(player(world).tvNetworks.find((n) => n.networkId === 'sports_central')!.currentOffer).not.toBeNull();
    player(world).popularity = 41;
    const show = createShow(world, 'player', { name: 'Harbor TV', weeksAhead: 0, venueId: 'cellar_door', ticketPrice: 10, frequency: 'weekly' });
    expectRefusal(world, () => acceptTvOffer(world, 'player', 'sports_central', show.id), 'Sports Central signs federations with popularity 55 or more: yours is 41.');
    // The refresh withdraws it and offers again only once popularity reaches the minimum.
    refreshTvNetworks(world, player(world), TEST_NOW);
    expect(player(world).tvNetworks.find((n) => n.networkId === 'sports_central')!.currentOffer).toBeNull();
    expect(world.messages.some((m) => m.title === 'TV offer withdrawn: Sports Central')).toBe(true);
  });

  it('an AI federation at popularity 41 never signs a network that needs more, whatever offer it holds', () => {
    const world = figuresAiWorld(33);
    const ai = world.federations.filter((f) => f.controller === 'ai' && f.founded);
    for (let week = 0; week < 20; week += 1) {
      for (const federation of ai) {
        federation.popularity = 41;
        // An offer it kept from when it was more popular (sticky unlocks, or an old save).
        const state = federation.tvNetworks.find((n) => n.networkId === 'sports_central')!;
        state.isUnlocked = true;
        state.currentOffer ??= { id: `offer-kept-${week}`, networkId: 'sports_central', paymentStructure: 'percentage', paymentAmount: 60, lengthWeeks: 26, minimumViewershipTarget: 1, minimumShowRatingTarget: 3.8, expiresWeek: world.calendar.totalWeeksProgressed + 4, isRenewal: false };
      }
      playAiWeek(world);
      for (const federation of ai) expect(federation.broadcastDeals.filter((d) => d.networkId === 'sports_central' || d.networkId === 'primetime_sports')).toEqual([]);
    }
  });

  it('a network that cancelled a deal makes that federation no offer for CANCELLED_DEAL_COOLDOWN_WEEKS weeks', () => {
    const world = startedWorld(6);
    player(world).funds = 500_000;
    const show = createShow(world, 'player', { name: 'Harbor TV', weeksAhead: 0, venueId: 'cellar_door', ticketPrice: 10, frequency: 'weekly' });
    const deal = acceptTvOffer(world, 'player', 'local_community_tv', show.id);
    for (let i = 0; i < 3; i += 1) advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    expect(deal.endedReason).toBe('cancelled');
    const cancelledAt = deal.performanceHistory.at(-1)!.weekIndex;
    expect(local(world).cooldownUntilWeek).toBe(cancelledAt + CANCELLED_DEAL_COOLDOWN_WEEKS);
    while (world.calendar.totalWeeksProgressed < cancelledAt + CANCELLED_DEAL_COOLDOWN_WEEKS) {
      expect(local(world).currentOffer).toBeNull();
      advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    }
    expect(local(world).currentOffer).not.toBeNull();
  });
});
