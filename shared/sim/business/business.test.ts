import { describe, expect, it } from 'vitest';
import { CAMPAIGN_FADE_SHARE, campaignFade } from '#shared/rules/campaigns.ts';
import type { SimEvent } from '../events.ts';
import { SimRefusal } from '../refusal.ts';
import { signWrestler } from '../roster/signing.ts';
import { addMatch } from '../shows/booking.ts';
import { expectedAttendance, runShow } from '../shows/runShow.ts';
import { rateShow } from '../shows/rateShow.ts';
import { createShow } from '../shows/scheduling.ts';
import { player, startedWorld, TEST_NOW, withRoster } from '../testing/worlds.ts';
import { advanceWeek } from '../week/advanceWeek.ts';
import type { World } from '../world.ts';
import { buyAudienceSurge, buyCampaign, buyEliteScouting, eliteProspect } from './campaigns.ts';
import { investInProduct, setProductActive } from './products.ts';
import { attendanceBoost, showBonusesFor } from './showBonuses.ts';
import { attendance } from '#shared/rules/shows.ts';
import { buyVenueUpgrade } from './venueUpgrades.ts';
import { executeCommand } from '../commands/table.ts';

function expectRefusal(world: World, call: () => unknown, message: string) {
  const before = JSON.stringify(world);
  expect(call).toThrow(SimRefusal);
  expect(call).toThrow(message);
  expect(JSON.stringify(world)).toBe(before);
}

function richWorld(seed = 8) {
  const world = startedWorld(seed);
  player(world).funds = 2_000_000;
  return world;
}

describe('product investments', () => {
  it('raises a product one level at a time, paying that level setup, up to its top level', () => {
    const world = richWorld();
    const federation = player(world);
    investInProduct(world, 'player', 'production');
    investInProduct(world, 'player', 'production');
    expect(federation.products.production).toEqual({ level: 2, isActive: true });
    expect(federation.funds).toBe(2_000_000 - 0 - 10_000);
    for (let i = 0; i < 3; i += 1) investInProduct(world, 'player', 'production');
    expectRefusal(world, () => investInProduct(world, 'player', 'production'), 'Production is already at its highest level (5).');
    const poor = startedWorld(9);
    investInProduct(poor, 'player', 'merchandising');
    player(poor).funds = 1_999;
    expectRefusal(poor, () => investInProduct(poor, 'player', 'advertising'), 'Insufficient funds. This action costs $2,000');
  });

  it('pauses and resumes for free, and refuses to switch on what was never bought', () => {
    const world = richWorld();
    expectRefusal(world, () => setProductActive(world, 'player', 'advertising', true), 'Invest in Advertising before switching it on.');
    investInProduct(world, 'player', 'advertising');
    setProductActive(world, 'player', 'advertising', false);
    expect(player(world).products.advertising).toEqual({ level: 1, isActive: false });
    expectRefusal(world, () => setProductActive(world, 'player', 'advertising', false), 'Advertising is already paused.');
  });

  it('settles weekly costs and maintenance with the multiplier, upkeep, and depreciation in the first week only', () => {
    const world = richWorld();
    investInProduct(world, 'player', 'production');
    investInProduct(world, 'player', 'production');
    investInProduct(world, 'player', 'merchandising');
    buyVenueUpgrade(world, 'player', 'pyrotechnics');
    advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    const lines = player(world).ledger[0]!.lines.filter((l) => l.paidAt === 'weekEnd');
    expect(lines).toEqual(
      expect.arrayContaining([
        { kind: 'product_costs', label: 'Production level 2', amount: -500, paidAt: 'weekEnd' },
        { kind: 'facility_maintenance', label: 'Facility maintenance: Production', amount: -1_500, paidAt: 'weekEnd' },
        { kind: 'product_costs', label: 'Merchandising level 1', amount: -100, paidAt: 'weekEnd' },
        { kind: 'facility_maintenance', label: 'Facility maintenance: Merchandising', amount: -500, paidAt: 'weekEnd' },
        { kind: 'venue_upkeep', label: 'Upkeep: Pyrotechnics', amount: -1_500, paidAt: 'weekEnd' },
        { kind: 'equipment_depreciation', label: 'Equipment depreciation (5% of production level 2 setup)', amount: -500, paidAt: 'weekEnd' },
      ]),
    );
    // Passive merchandise: base 200 x popularity/100 x 0.9-1.1.
    const merch = player(world).ledger[0]!.lines.find((l) => l.kind === 'merchandise')!;
    expect(merch.amount).toBeGreaterThanOrEqual(200 * 0.098 * 0.9 - 0.01);
    advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    expect(player(world).ledger[1]!.lines.some((l) => l.kind === 'equipment_depreciation')).toBe(false);
    for (let i = 0; i < 20; i += 1) advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    // The 22nd week is the first at x1.25.
    expect(player(world).ledger[21]!.lines).toContainEqual({ kind: 'product_costs', label: 'Production level 2 (x1.25)', amount: -625, paidAt: 'weekEnd' });
  });

  it('advertising adds its popularity boost every week; production adds stars to every segment', () => {
    const world = richWorld();
    investInProduct(world, 'player', 'advertising');
    const events = advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    expect(events).toContainEqual({ kind: 'popularityChanged', federationId: 'player', from: 9.8, to: 9.85, reason: 'Advertising level 1' });
    for (let i = 0; i < 3; i += 1) investInProduct(world, 'player', 'production');
    expect(showBonusesFor(player(world), { venueId: 'cellar_door' }).segment).toEqual([{ label: 'Production level 3', stars: 0.6000000000000001 }]);
  });
});

describe('what the spec leaves open: the stand and the advertised crowd', () => {
  function nightWorld(invest: Array<'merchandising' | 'advertising'>) {
    const world = richWorld(12);
    const roster = withRoster(world, 4);
    player(world).popularity = 30;
    for (const kind of invest) investInProduct(world, 'player', kind);
    const show = createShow(world, 'player', { name: 'Stand Night', weeksAhead: 0, venueId: 'metro_garden', ticketPrice: 25, frequency: 'special' });
    addMatch(world, 'player', show.id, { type: 'singles', stipulation: 'standard', participants: [roster[0]!.id, roster[1]!.id], championshipId: null, isExhibition: false, title: '' });
    addMatch(world, 'player', show.id, { type: 'singles', stipulation: 'standard', participants: [roster[2]!.id, roster[3]!.id], championshipId: null, isExhibition: false, title: '' });
    return { world, show };
  }

  it('merchandising runs a stand at every show: each fan spends $3.50 at level 1, the federation keeps it all', () => {
    const plain = nightWorld([]);
    const merch = nightWorld(['merchandising']);
    runShow(plain.world, 'player', plain.show.id, plain.world.rng, TEST_NOW);
    runShow(merch.world, 'player', merch.show.id, merch.world.rng, TEST_NOW);
    const fans = merch.show.result!.attendance;
    expect(fans).toBe(plain.show.result!.attendance);
    expect(merch.show.result!.merchandiseRevenue).toBeCloseTo(plain.show.result!.merchandiseRevenue + fans * 3.5, 2);
  });

  it('advertising draws 15% more fans to every show at level 1, named in the attendance reasons', () => {
    const plain = nightWorld([]);
    const advertised = nightWorld(['advertising']);
    const base = expectedAttendance(plain.world, plain.show);
    const more = expectedAttendance(advertised.world, advertised.show);
    expect(more.expectedRating).toBe(base.expectedRating);
    expect(more.attendance).toBe(attendance(base.expectedRating, 30, 25, more.capacity, 0.15));
    expect(more.attendance).toBeGreaterThan(base.attendance);
    expect(attendanceBoost(player(advertised.world), advertised.show).reasons).toContain('Advertising level 1 +15%');
  });
});

describe('venue upgrades', () => {
  it('enforces tier 1 before tier 2 and adds capacity, stars and fans at shows of their venue type', () => {
    const world = richWorld();
    withRoster(world, 2);
    expectRefusal(world, () => buyVenueUpgrade(world, 'player', 'arena_capacity_2'), 'Arena capacity, tier 2 requires Arena capacity, tier 1 first.');
    buyVenueUpgrade(world, 'player', 'arena_capacity_1');
    buyVenueUpgrade(world, 'player', 'arena_sound');
    expectRefusal(world, () => buyVenueUpgrade(world, 'player', 'arena_sound'), 'You already own Arena sound.');
    player(world).popularity = 90;
    const arena = createShow(world, 'player', { name: 'Arena Night', weeksAhead: 0, venueId: 'metro_garden', ticketPrice: 90, frequency: 'special' });
    const [a, b] = world.wrestlers.filter((w) => w.federationId === 'player');
    addMatch(world, 'player', arena.id, { type: 'singles', stipulation: 'standard', participants: [a!.id, b!.id], championshipId: null, isExhibition: false, title: '' });
    expect(expectedAttendance(world, arena).capacity).toBe(22_500);
    expect(rateShow(world, arena, null, showBonusesFor(player(world), arena)).rating.parts).toContainEqual({ label: 'Arena sound', stars: 0.3 });
    const club = createShow(world, 'player', { name: 'Club Night', weeksAhead: 0, venueId: 'cellar_door', ticketPrice: 10, frequency: 'special' });
    expect(expectedAttendance(world, club).capacity).toBe(100);
    expect(showBonusesFor(player(world), club).show).toEqual([]);
  });
});

describe('campaigns and the shop', () => {
  it('a campaign replaces its active entry and adds its boost, capped at 100', () => {
    const world = richWorld();
    const funds = player(world).funds;
    buyCampaign(world, 'player', 'radio_spots');
    // 2.5 x (1 - 10/110) = 2.27: gains shrink near the top; at popularity 20 or less the list price.
    expect(player(world).popularity).toBe(12.27);
    expect(player(world).funds).toBe(funds - 12_000);
    buyCampaign(world, 'player', 'radio_spots');
    // The renewal carries the first purchase's boost (2.27 + 2.22), so its fade is not skipped.
    expect(player(world).activeCampaigns).toEqual([{ campaignId: 'radio_spots', startWeek: 0, endWeek: 3, weeksPurchased: 4, boostGiven: 4.49 }]);
    expect(player(world).popularity).toBe(14.49);
    player(world).popularity = 99.5;
    // A big audience costs more: 90,000 x (99.5/20)^4.
    expectRefusal(world, () => buyCampaign(world, 'player', 'national_ads'), 'Insufficient funds. This action costs $55,133,400');
    player(world).funds = 60_000_000;
    buyCampaign(world, 'player', 'national_ads');
    expect(player(world).funds).toBe(60_000_000 - 55_133_400);
    expect(player(world).popularity).toBe(100);
    expectRefusal(world, () => buyCampaign(world, 'player', 'skywriting'), 'That campaign does not exist.');
    for (let i = 0; i < 8; i += 1) advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    expect(player(world).activeCampaigns).toEqual([]);
  });

  it('when a campaign ends, CAMPAIGN_FADE_SHARE (75%) of what it added fades, with its reason in the week report; an old save\'s campaign fades nothing', () => {
    const world = richWorld();
    buyCampaign(world, 'player', 'social_blitz');
    // 1 x (1 - 10/110) = 0.91, running this week and the next.
    expect(player(world).activeCampaigns[0]!.boostGiven).toBe(0.91);
    const fades = (events: SimEvent[]) => events.filter((e) => e.kind === 'popularityChanged' && e.reason.startsWith('Campaign over'));
    expect(fades(advanceWeek(world, world.rng, TEST_NOW, executeCommand))).toEqual([]);
    const [fade] = fades(advanceWeek(world, world.rng, TEST_NOW, executeCommand));
    expect(fade).toMatchObject({ reason: 'Campaign over: Social Media Blitz (75% of its hype fades)' });
    expect(fade?.kind === 'popularityChanged' && Math.round((fade.from - fade.to) * 100) / 100).toBe(campaignFade(0.91));
    expect(Math.abs(campaignFade(0.91) - 0.91 * CAMPAIGN_FADE_SHARE)).toBeLessThanOrEqual(0.005 + 1e-9);
    expect(player(world).activeCampaigns).toEqual([]);
    // A campaign bought before the fade existed has no boostGiven: it ends without taking anything back.
    buyCampaign(world, 'player', 'social_blitz');
    delete player(world).activeCampaigns[0]!.boostGiven;
    advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    expect(fades(advanceWeek(world, world.rng, TEST_NOW, executeCommand))).toEqual([]);
  });

  it('an audience surge adds 20% fans to the next 3 shows, then is spent', () => {
    const world = richWorld();
    const roster = withRoster(world, 2);
    buyAudienceSurge(world, 'player');
    const fansWith: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const show = createShow(world, 'player', { name: `Night ${i}`, weeksAhead: 0, venueId: 'metro_garden', ticketPrice: 19, frequency: 'special' });
      addMatch(world, 'player', show.id, { type: 'singles', stipulation: 'standard', participants: [roster[0]!.id, roster[1]!.id], championshipId: null, isExhibition: false, title: '' });
      const surged = expectedAttendance(world, show).attendance;
      runShow(world, 'player', show.id, world.rng, TEST_NOW);
      fansWith.push(surged);
      for (const w of roster) w.status = 'active';
      advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    }
    expect(player(world).purchasedBoosts).toEqual([]);
    expect(fansWith).toHaveLength(4);
  });

  it('elite scouting brings the best free agent the federation cannot yet sign to this week market, signable there', () => {
    const world = richWorld();
    const prospect = eliteProspect(world, player(world))!;
    expect(prospect.minFederationPopularityRequired).toBeGreaterThan(10);
    buyEliteScouting(world, 'player');
    expect(player(world).market[0]).toBe(prospect.id);
    signWrestler(world, 'player', prospect.id, { source: 'market', contractType: 'permanent', weeks: 5 });
    expect(prospect.federationId).toBe('player');
  });
});
