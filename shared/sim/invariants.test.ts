// Property test (fast-check): long random sequences of commands and week advances, valid and invalid,
// with the world's invariants checked after each step, and refused commands leaving the world unchanged.
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTRACT_TYPES } from '../rules/contracts.ts';
import { STAFF_TYPES } from '../rules/staff.ts';
import { SKILLS } from '../rules/training.ts';
import { SimRefusal } from './refusal.ts';
import { releaseWrestler, renewContract } from './roster/contracts.ts';
import { signWrestler } from './roster/signing.ts';
import { startTraining } from './roster/training.ts';
import { fireStaff, hireStaff } from './staff/hiring.ts';
import { markReportRead } from './staff/reports.ts';
import { startedWorld, TEST_NOW } from './testing/worlds.ts';
import { MATCH_TYPES, STIPULATIONS } from '../rules/matchTypes.ts';
import { VENUES } from '../data/venues.ts';
import { TV_NETWORKS } from '../data/tvNetworks.ts';
import { CAMPAIGNS } from '../rules/campaigns.ts';
import { PRODUCT_KINDS, PRODUCT_MAX_LEVEL } from '../rules/products.ts';
import { VENUE_UPGRADES } from '../rules/venueUpgrades.ts';
import { buyAudienceSurge, buyCampaign, buyEliteScouting } from './business/campaigns.ts';
import { investInProduct, setProductActive } from './business/products.ts';
import { buyVenueUpgrade } from './business/venueUpgrades.ts';
import { acceptTvOffer, declineTvOffer } from './tv/tvDeals.ts';
import { awardChampionship, createChampionship, vacateChampionship } from './championships/championship.ts';
import { createRivalry, endRivalry } from './rivalries/rivalry.ts';
import { autoBook } from './shows/autoBook.ts';
import { addMatch, addPromo, clearCard, removeSegment } from './shows/booking.ts';
import { runShow } from './shows/runShow.ts';
import { cancelShow, createShow } from './shows/scheduling.ts';
import { advanceWeek } from './week/advanceWeek.ts';
import type { World } from './world.ts';

/** A command picks its target by index into whatever exists when it runs (or a bogus id). */
const pickIndex = fc.nat(200);
const command = fc.oneof(
  fc.record({ kind: fc.constant('signMarket' as const), index: pickIndex, type: fc.constantFrom(...CONTRACT_TYPES), weeks: fc.constantFrom(5, 5, 5, 12) }),
  fc.record({ kind: fc.constant('signFree' as const), index: pickIndex, type: fc.constantFrom(...CONTRACT_TYPES), weeks: fc.constantFrom(12, 26, 52, 5, 13) }),
  fc.record({ kind: fc.constant('release' as const), index: pickIndex }),
  fc.record({ kind: fc.constant('renew' as const), index: pickIndex, type: fc.constantFrom(...CONTRACT_TYPES), weeks: fc.constantFrom(12, 26, 52, 3) }),
  fc.record({ kind: fc.constant('train' as const), index: pickIndex, skill: fc.constantFrom(...SKILLS) }),
  fc.record({ kind: fc.constant('hire' as const), index: pickIndex }),
  fc.record({ kind: fc.constant('fire' as const), index: pickIndex }),
  fc.record({ kind: fc.constant('readReport' as const), index: pickIndex }),
  fc.record({ kind: fc.constant('advance' as const), weeks: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ kind: fc.constant('richer' as const), amount: fc.integer({ min: 0, max: 400_000 }) }),
  fc.record({ kind: fc.constant('createShow' as const), venue: pickIndex, weeksAhead: fc.integer({ min: 0, max: 9 }), price: fc.constantFrom(4, 10, 25, 60), weekly: fc.boolean() }),
  fc.record({ kind: fc.constant('cancelShow' as const), index: pickIndex }),
  fc.record({ kind: fc.constant('autoBook' as const), index: pickIndex }),
  fc.record({ kind: fc.constant('clearCard' as const), index: pickIndex }),
  fc.record({
    kind: fc.constant('addMatch' as const),
    index: pickIndex,
    type: fc.constantFrom(...MATCH_TYPES),
    stipulation: fc.constantFrom(...STIPULATIONS),
    picks: fc.array(pickIndex, { minLength: 1, maxLength: 5 }),
    title: fc.nat(3),
    exhibition: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('addPromo' as const), index: pickIndex, picks: fc.array(pickIndex, { minLength: 1, maxLength: 3 }) }),
  fc.record({ kind: fc.constant('removeSegment' as const), index: pickIndex, segment: pickIndex }),
  fc.record({ kind: fc.constant('runShow' as const), index: pickIndex }),
  fc.record({ kind: fc.constant('runShow' as const), index: pickIndex }),
  fc.record({ kind: fc.constant('createTitle' as const), pick: pickIndex, named: fc.boolean() }),
  fc.record({ kind: fc.constant('awardTitle' as const), index: pickIndex, pick: pickIndex }),
  fc.record({ kind: fc.constant('vacateTitle' as const), index: pickIndex }),
  fc.record({ kind: fc.constant('createRivalry' as const), picks: fc.array(pickIndex, { minLength: 1, maxLength: 4 }) }),
  fc.record({ kind: fc.constant('endRivalry' as const), index: pickIndex }),
  fc.record({ kind: fc.constant('invest' as const), product: fc.constantFrom(...PRODUCT_KINDS) }),
  fc.record({ kind: fc.constant('toggleProduct' as const), product: fc.constantFrom(...PRODUCT_KINDS), active: fc.boolean() }),
  fc.record({ kind: fc.constant('upgrade' as const), index: pickIndex }),
  fc.record({ kind: fc.constant('campaign' as const), index: pickIndex }),
  fc.record({ kind: fc.constant('surge' as const) }),
  fc.record({ kind: fc.constant('scouting' as const) }),
  fc.record({ kind: fc.constant('acceptTv' as const), network: pickIndex, show: pickIndex }),
  fc.record({ kind: fc.constant('declineTv' as const), network: pickIndex }),
);
type Command = typeof command extends fc.Arbitrary<infer C> ? C : never;

const at = <T>(list: readonly T[], index: number): T | undefined => (list.length ? list[index % (list.length + 1)] : undefined);

function run(world: World, c: Command): void {
  const federation = world.federations[0]!;
  const own = world.wrestlers.filter((w) => w.federationId === federation.id);
  const shows = world.shows.filter((show) => show.federationId === federation.id);
  const showId = (index: number) => at(shows, index)?.id ?? 'show-0';
  const titles = world.championships.filter((t) => t.federationId === federation.id);
  const pickOwn = (picks: number[]) => picks.map((p) => at(own, p)?.id ?? at(world.wrestlers, p)?.id ?? 'nobody');
  switch (c.kind) {
    case 'createShow':
      createShow(world, federation.id, { name: `Show ${c.venue}`, weeksAhead: c.weeksAhead, venueId: at(VENUES, c.venue)?.id ?? 'nowhere', ticketPrice: c.price, frequency: c.weekly ? 'weekly' : 'special' });
      return;
    case 'cancelShow':
      cancelShow(world, federation.id, showId(c.index));
      return;
    case 'autoBook':
      autoBook(world, federation.id, showId(c.index));
      return;
    case 'clearCard':
      clearCard(world, federation.id, showId(c.index));
      return;
    case 'addMatch':
      addMatch(world, federation.id, showId(c.index), {
        type: c.type,
        stipulation: c.stipulation,
        participants: pickOwn(c.picks),
        championshipId: c.title === 0 ? null : (at(titles, c.title)?.id ?? null),
        isExhibition: c.exhibition,
        title: '',
      });
      return;
    case 'addPromo':
      addPromo(world, federation.id, showId(c.index), { promoType: c.picks.length === 1 ? 'promo' : 'confrontation', participants: pickOwn(c.picks), title: '' });
      return;
    case 'removeSegment': {
      const show = at(shows, c.index);
      removeSegment(world, federation.id, show?.id ?? 'show-0', (show && at(show.segments, c.segment)?.id) ?? 'seg-0');
      return;
    }
    case 'runShow':
      runShow(world, federation.id, showId(c.index), world.rng, TEST_NOW);
      return;
    case 'createTitle':
      createChampionship(world, federation.id, { name: `Title ${titles.length + (c.pick % 3)}`, holderId: c.named ? (at(own, c.pick)?.id ?? null) : null });
      return;
    case 'awardTitle':
      awardChampionship(world, federation.id, at(titles, c.index)?.id ?? 'title-0', at(own, c.pick)?.id ?? 'nobody');
      return;
    case 'vacateTitle':
      vacateChampionship(world, federation.id, at(titles, c.index)?.id ?? 'title-0');
      return;
    case 'createRivalry':
      createRivalry(world, federation.id, { title: 'Feud', description: '', type: 'personal', wrestlers: pickOwn(c.picks) });
      return;
    case 'invest':
      investInProduct(world, federation.id, c.product);
      return;
    case 'toggleProduct':
      setProductActive(world, federation.id, c.product, c.active);
      return;
    case 'upgrade':
      buyVenueUpgrade(world, federation.id, at(VENUE_UPGRADES, c.index)?.id ?? 'moat');
      return;
    case 'campaign':
      buyCampaign(world, federation.id, at(CAMPAIGNS, c.index)?.id ?? 'skywriting');
      return;
    case 'surge':
      buyAudienceSurge(world, federation.id);
      return;
    case 'scouting':
      buyEliteScouting(world, federation.id);
      return;
    case 'acceptTv':
      acceptTvOffer(world, federation.id, at(TV_NETWORKS, c.network)?.id ?? 'nowhere_tv', showId(c.show));
      return;
    case 'declineTv':
      declineTvOffer(world, federation.id, at(TV_NETWORKS, c.network)?.id ?? 'nowhere_tv');
      return;
    case 'endRivalry':
      endRivalry(world, federation.id, at(world.rivalries, c.index)?.id ?? 'rivalry-0');
      return;
    case 'signMarket':
      signWrestler(world, federation.id, at(federation.market, c.index) ?? 'nobody', { source: 'market', contractType: c.type, weeks: c.weeks });
      return;
    case 'signFree':
      signWrestler(world, federation.id, at(world.wrestlers, c.index)?.id ?? 'nobody', { source: 'freeAgent', contractType: c.type, weeks: c.weeks });
      return;
    case 'release':
      releaseWrestler(world, federation.id, at(own, c.index)?.id ?? at(world.wrestlers, c.index)?.id ?? 'nobody');
      return;
    case 'renew':
      renewContract(world, federation.id, at(own, c.index)?.id ?? 'nobody', { contractType: c.type, weeks: c.weeks });
      return;
    case 'train':
      startTraining(world, federation.id, at(own, c.index)?.id ?? 'nobody', c.skill);
      return;
    case 'hire':
      hireStaff(world, federation.id, at(federation.staffCandidates, c.index)?.id ?? 'staff-0');
      return;
    case 'fire':
      fireStaff(world, federation.id, at(federation.staff, c.index)?.id ?? 'staff-0');
      return;
    case 'readReport':
      markReportRead(world, federation.id, at(federation.staffReports, c.index)?.id ?? 'rep-0');
      return;
    case 'advance':
      for (let i = 0; i < c.weeks; i += 1) advanceWeek(world, world.rng, TEST_NOW);
      return;
    case 'richer':
      // Not a command: income received during the week (as shows will bring), so sequences reach the
      // expensive rules and the tax brackets too.
      federation.funds += c.amount;
      federation.currentLines.push({ kind: 'signing_bonus', label: 'Sponsor (test)', amount: c.amount, paidAt: 'action' });
      return;
  }
}

const inRange = (value: number, min: number, max: number) => Number.isFinite(value) && value >= min && value <= max;

function checkInvariants(world: World): void {
  const federationIds = new Set(world.federations.map((f) => f.id));
  const ids = new Set<string>();
  const unique = (id: string) => {
    expect(ids.has(id), `duplicate id ${id}`).toBe(false);
    ids.add(id);
  };
  for (const w of world.wrestlers) {
    unique(w.id);
    expect(inRange(w.morale, 0, 100) && Number.isInteger(w.morale)).toBe(true);
    expect(inRange(w.popularity, 0, 100)).toBe(true);
    for (const value of Object.values(w.skills)) expect(inRange(value, 0, 100)).toBe(true);
    if (w.federationId === null) {
      expect(w.contract).toBeNull();
      expect(w.status).not.toBe('training');
    } else {
      expect(federationIds.has(w.federationId)).toBe(true);
      expect(w.contract!.weeksRemaining).toBeGreaterThanOrEqual(1);
    }
    expect(w.status === 'training').toBe(w.training.isTraining);
  }
  for (const federation of world.federations) {
    expect(inRange(federation.funds, 0, Number.MAX_SAFE_INTEGER)).toBe(true);
    expect(inRange(federation.popularity, 0, 100)).toBe(true);
    expect(new Set(federation.market).size).toBe(federation.market.length);
    expect(federation.market.length).toBeLessThanOrEqual(10);
    const marketWrestlers = federation.market.map((id) => world.wrestlers.find((w) => w.id === id)!);
    // Never both on the market and signed; no duplicate names on the market.
    expect(marketWrestlers.every((w) => w && w.federationId === null)).toBe(true);
    expect(new Set(marketWrestlers.map((w) => w.name)).size).toBe(marketWrestlers.length);
    for (const member of [...federation.staff, ...federation.staffCandidates]) unique(member.id);
    for (const type of STAFF_TYPES) expect(federation.staff.filter((s) => s.type === type).length).toBeLessThanOrEqual(1);
    for (const report of federation.staffReports) unique(report.id);
    for (const week of federation.ledger) {
      expect(week.tax).toBeGreaterThanOrEqual(0);
      expect(week.fundsAfter).toBeCloseTo(Math.max(0, week.fundsBefore + week.profit - week.tax), 2);
    }
  }
  for (const message of world.messages) unique(message.id);
  for (const show of world.shows) {
    unique(show.id);
    const onCard = show.segments.flatMap((segment) => segment.participants);
    // A wrestler appears at most once per show; a card holds at most 10 segments.
    expect(new Set(onCard).size).toBe(onCard.length);
    expect(show.segments.length).toBeLessThanOrEqual(10);
    for (const segment of show.segments) unique(segment.id);
    if (show.result) {
      expect(inRange(show.result.rating.value, 0, 10)).toBe(true);
      expect(show.result.attendance).toBeLessThanOrEqual(show.result.capacity);
      for (const segment of show.segments) expect(inRange(segment.result!.rating.value, 0, 10)).toBe(true);
    } else {
      // Nobody on a card not yet run has left the federation.
      for (const id of onCard) expect(world.wrestlers.find((w) => w.id === id)!.federationId).toBe(show.federationId);
    }
  }
  for (const title of world.championships) {
    unique(title.id);
    expect(inRange(title.prestige, 0, 100)).toBe(true);
    // One holder per title, and the holder lists it.
    const holders = world.wrestlers.filter((w) => w.championships.includes(title.id));
    expect(holders.map((w) => w.id)).toEqual(title.holderId ? [title.holderId] : []);
    if (title.holderId) expect(world.wrestlers.find((w) => w.id === title.holderId)!.federationId).toBe(title.federationId);
  }
  for (const federation of world.federations) {
    for (const kind of PRODUCT_KINDS) {
      const product = federation.products[kind];
      expect(Number.isInteger(product.level) && product.level >= 0 && product.level <= PRODUCT_MAX_LEVEL[kind]).toBe(true);
      if (product.level === 0) expect(product.isActive).toBe(false);
    }
    // Tier 2 never without tier 1; each upgrade once.
    expect(new Set(federation.venueUpgrades).size).toBe(federation.venueUpgrades.length);
    for (const id of federation.venueUpgrades) {
      const requires = VENUE_UPGRADES.find((u) => u.id === id)!.requires;
      if (requires) expect(federation.venueUpgrades).toContain(requires);
    }
    // One active deal per show and per network; a show airs on one deal.
    const active = federation.broadcastDeals.filter((d) => d.isActive);
    expect(new Set(active.map((d) => d.showId)).size).toBe(active.length);
    expect(new Set(active.map((d) => d.networkId)).size).toBe(active.length);
    for (const network of federation.tvNetworks) if (network.currentOffer) expect(active.some((d) => d.networkId === network.networkId)).toBe(false);
    expect(new Set(federation.activeCampaigns.map((c) => c.campaignId)).size).toBe(federation.activeCampaigns.length);
    expect(federation.purchasedBoosts.every((b) => b.remainingShows > 0)).toBe(true);
  }
  for (const rivalry of world.rivalries) {
    unique(rivalry.id);
    expect(inRange(rivalry.intensity, 0, 100)).toBe(true);
    if (rivalry.isActive) expect(rivalry.wrestlers.length).toBeGreaterThanOrEqual(2);
  }
  for (const w of world.wrestlers) {
    expect(inRange(w.currentRivalryIntensity, 0, 100)).toBe(true);
    if (w.status === 'injured') expect(w.injury?.weeksRemaining ?? 0).toBeGreaterThan(0);
  }
}

describe('world invariants over random command sequences', () => {
  it('hold after every step, and every refused command leaves the world unchanged', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 }), fc.array(command, { minLength: 20, maxLength: 80 }), (seed, commands) => {
        const world = startedWorld(seed);
        checkInvariants(world);
        for (const c of commands) {
          const before = JSON.stringify(world);
          try {
            run(world, c);
          } catch (error) {
            if (!(error instanceof SimRefusal)) throw error;
            expect(JSON.stringify(world)).toBe(before);
          }
          checkInvariants(world);
        }
      }),
      { numRuns: 60 },
    );
  }, 120_000);

  it('replays: the same seed and the same commands give the same world', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 }), fc.array(command, { maxLength: 40 }), (seed, commands) => {
        const play = () => {
          const world = startedWorld(seed);
          for (const c of commands) {
            try {
              run(world, c);
            } catch (error) {
              if (!(error instanceof SimRefusal)) throw error;
            }
          }
          return JSON.stringify(world);
        };
        expect(play()).toBe(play());
      }),
      { numRuns: 20 },
    );
  });
});
