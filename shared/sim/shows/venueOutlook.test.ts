// The create-show dialog's venue outlook: its fans and ticket revenue are what the night
// books for a card of the same expected rating, at every venue and price, with fixed seeds; its parts sum
// to its figures; and a new federation's best venue is a small room, not the 800-seat $3,000 club.
import { describe, expect, it } from 'vitest';
import { VENUES } from '#shared/data/venues.ts';
import { OUTLOOK_FIRST_CARD_STARS, outlookCardRating } from '#shared/rules/venueOutlook.ts';
import { venueDoorSplit, venueLicensing, venueRentalOf } from '#shared/rules/venues.ts';
import { player, startedWorld, TEST_NOW, withRoster } from '../testing/worlds.ts';
import { autoBook } from './autoBook.ts';
import { expectedAttendance, previewShow, rivalryDraw, runShow } from './runShow.ts';
import { createShow } from './scheduling.ts';
import { bestOutlook, outlookFederation, venueOutlook, venueProfit, type OutlookFigure } from './venueOutlook.ts';

const sum = (figure: OutlookFigure) => Math.round(figure.parts.reduce((s, p) => s + p.amount, 0) * 100) / 100;

function bookedAt(seed: number, venueId: string, ticketPrice: number, setup: (world: ReturnType<typeof startedWorld>) => void = () => {}) {
  const world = startedWorld(seed);
  player(world).funds = 5_000_000;
  withRoster(world, 8);
  setup(world);
  const show = createShow(world, 'player', { name: 'Outlook Night', weeksAhead: 0, venueId, ticketPrice, frequency: 'special' });
  autoBook(world, 'player', show.id);
  return { world, show };
}

describe('venue outlook', () => {
  it('books, at every venue and price, the fans and ticket revenue the night books for the same expected rating', () => {
    for (const seed of [3, 17]) {
      for (const venue of VENUES) {
        for (const price of [5, 15, 40, 120]) {
          const { world, show } = bookedAt(seed, venue.id, price);
          const { expectedRating } = expectedAttendance(world, show);
          const outlook = venueOutlook(outlookFederation(player(world)), venue, price, expectedRating, rivalryDraw(world, show));
          const preview = previewShow(world, show);
          expect(outlook.fans.value).toBe(preview.attendance);
          expect(outlook.ticketRevenue.value).toBe(preview.ticketRevenue);
        }
      }
    }
  });

  it('matches the run itself, with capacity and attendance upgrades and an audience surge counted', () => {
    const { world, show } = bookedAt(5, VENUES.find((v) => v.type === 'arena')!.id, 20, (w) => {
      const federation = player(w);
      federation.popularity = 70;
      federation.venueUpgrades.push('arena_capacity_1', 'arena_sound', 'pyrotechnics');
      federation.purchasedBoosts.push({ id: 'boost-1', type: 'audience_surge', remainingShows: 2, boostPercentage: 25 });
    });
    const venue = VENUES.find((v) => v.id === show.venueId)!;
    const { expectedRating } = expectedAttendance(world, show);
    const outlook = venueOutlook(outlookFederation(player(world)), venue, show.ticketPrice, expectedRating, rivalryDraw(world, show));
    expect(outlook.capacity).toBe(Math.floor(venue.capacity * 1.25));
    expect(outlook.fans.parts.map((p) => p.label)).toContain('Upgrades, surge and rivalry');
    runShow(world, 'player', show.id, world.rng, TEST_NOW);
    expect(outlook.fans.value).toBe(show.result!.attendance);
    expect(outlook.ticketRevenue.value).toBe(show.result!.ticketRevenue);
  });

  it('counts the fans advertising draws, as the night does', () => {
    const { world, show } = bookedAt(5, 'lakeshore_field', 20, (w) => {
      const federation = player(w);
      federation.popularity = 25;
      federation.products.advertising = { level: 2, isActive: true };
    });
    const venue = VENUES.find((v) => v.id === show.venueId)!;
    const { expectedRating, attendance } = expectedAttendance(world, show);
    expect(attendance).toBeLessThan(venue.capacity);
    const outlook = venueOutlook(outlookFederation(player(world)), venue, show.ticketPrice, expectedRating, rivalryDraw(world, show));
    expect(outlook.fans.parts.map((p) => p.label)).toContain('Advertising +30%');
    runShow(world, 'player', show.id, world.rng, TEST_NOW);
    expect(outlook.fans.value).toBe(show.result!.attendance);
  });

  it('gives every figure its parts, summing to it: costs are the rental and the licence, profit is tickets less costs', () => {
    const world = startedWorld(8);
    const federation = outlookFederation(player(world));
    for (const venue of VENUES) {
      for (const price of [5, 15, 300]) {
        const outlook = venueOutlook(federation, venue, price, 4.2);
        for (const figure of [outlook.fans, outlook.ticketRevenue, outlook.costs, outlook.profit]) expect(sum(figure)).toBe(figure.value);
        expect(outlook.costs.value).toBe(Math.round((venueRentalOf(venue) + venueLicensing(venue.type) + venueDoorSplit(venue, outlook.ticketRevenue.value)) * 100) / 100);
        expect(outlook.profit.value).toBe(Math.round((outlook.ticketRevenue.value - outlook.costs.value) * 100) / 100);
        expect(outlook.fans.value).toBeLessThanOrEqual(venue.capacity);
      }
    }
  });

  it('a new federation at the fair price ($15): the 100-seat club pays best; the 800-seat $3,000 club loses money', () => {
    const world = startedWorld(1);
    const federation = outlookFederation(player(world));
    expect(federation.popularity).toBe(10);
    const rating = outlookCardRating(null);
    expect(rating).toBe(OUTLOOK_FIRST_CARD_STARS);
    const outlooks = VENUES.map((venue) => venueOutlook(federation, venue, 15, rating));
    const cellar = outlooks.find((o) => o.venueId === 'cellar_door')!;
    expect(cellar.fans.value).toBe(100);
    expect(cellar.profit.value).toBe(100 * 15 - 200);
    expect(bestOutlook(outlooks)!.venueId).toBe('cellar_door');
    const neon = outlooks.find((o) => o.venueId === 'neon_lantern')!;
    expect(neon.costs.value).toBe(3_000);
    expect(neon.profit.value).toBeLessThan(0);
  });

  it('ties go to the smaller venue', () => {
    const world = startedWorld(1);
    const federation = outlookFederation(player(world));
    // A card no one comes to: every venue loses its costs, and two equal losses tie.
    const a = venueOutlook(federation, VENUES[0]!, 15, 0);
    const b = { ...a, venueId: 'bigger', capacity: a.capacity + 100 };
    expect(bestOutlook([b, a])!.venueId).toBe(a.venueId);
  });

  it('forecasts on the last run show’s expected rating once there is one', () => {
    expect(outlookCardRating(4.7)).toBe(4.7);
    expect(outlookCardRating(undefined)).toBe(OUTLOOK_FIRST_CARD_STARS);
  });
});

describe('venueProfit: the AI promoter\'s venue choice, equal to the outlook\'s figures', () => {
  it("gives venueOutlook's capacity and profit at every venue, popularity, price and rating, with upgrades, surge and advertising", () => {
    const federations = [
      { popularity: 3, venueUpgrades: [], surgeShare: 0, advertisingShare: 0 },
      { popularity: 47.3, venueUpgrades: ['arena_capacity_1', 'arena_lighting', 'pyrotechnics'], surgeShare: 0.1, advertisingShare: 0.05 },
      { popularity: 100, venueUpgrades: ['arena_capacity_1', 'arena_sound'], surgeShare: 0.25, advertisingShare: 0.12 },
    ];
    for (const federation of federations) {
      for (const venue of VENUES) {
        for (const price of [5, 15, 33, 80]) {
          for (const stars of [0.5, 2.74, 6]) {
            const outlook = venueOutlook(federation, venue, price, stars);
            expect(venueProfit(federation, venue, price, stars)).toEqual({ venueId: venue.id, capacity: outlook.capacity, profit: outlook.profit.value });
          }
        }
      }
    }
  });
});
