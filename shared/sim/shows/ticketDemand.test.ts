// The ticket price: fans stay away faster above the fair price than they come below it, with no floor; a
// price far over the fair price costs popularity; and the demand and profit at each price the booking page
// and the create-show dialog show are what the night sells, with fixed seeds and at the boundaries.
import { describe, expect, it } from 'vitest';
import { findVenue } from '#shared/data/venues.ts';
import {
  attendance,
  fairTicketPrice,
  GOUGING_POPULARITY_MAX,
  GOUGING_POPULARITY_PER_FAIR_PRICE,
  GOUGING_TOLERANCE_SHARE,
  gougingPopularityChange,
  PRICE_ELASTICITY,
  PRICE_ELASTICITY_ABOVE_FAIR,
  priceFactor,
  showPopularityChange,
  TICKET_PRICE_MAX_USD,
  TICKET_PRICE_MIN_USD,
} from '#shared/rules/shows.ts';
import { player, startedWorld, TEST_NOW, withRoster } from '../testing/worlds.ts';
import { attendanceBreakdown, type AttendanceInput } from './attendanceBreakdown.ts';
import { autoBook } from './autoBook.ts';
import { expectedAttendance, previewShow, runShow } from './runShow.ts';
import { createShow } from './scheduling.ts';
import { aboutFans, demandAt, demandSentence, fillPrice, ticketDemand } from './ticketDemand.ts';
import { outlookAttendanceInput, outlookFederation, venueOutlook } from './venueOutlook.ts';

/** Popularity 30 and a 3-star card: 1,215 fans at the fair price of $25, in a 100-seat club. */
const club: AttendanceInput = { expectedRating: 3, popularity: 30, ticketPrice: 25, capacity: 100, rivalryDraw: 0, advertisingShare: 0, upgradeShare: 0, surgeShare: 0, place: 1 };

describe('the price factor', () => {
  it('is 1 at the fair price; below it (fair / price) ^ 1.2 up to x1.5; above it (fair / price) ^ 2.5 with no floor', () => {
    expect(priceFactor(fairTicketPrice(30), 30)).toBe(1);
    expect(priceFactor(20, 30)).toBe((25 / 20) ** PRICE_ELASTICITY);
    expect(priceFactor(5, 30)).toBe(1.5);
    expect(priceFactor(25.01, 30)).toBe((25 / 25.01) ** PRICE_ELASTICITY_ABOVE_FAIR);
    expect(priceFactor(50, 30)).toBeCloseTo(2 ** -2.5, 12);
    expect(priceFactor(500, 10)).toBeLessThan(0.001);
  });

  it('keeps the spec figure at the fair price, and a 100-seat club at three times it no longer sells out on 1,215 fans', () => {
    expect(demandAt(club, 25)).toBe(1_215);
    expect(demandAt(club, 75)).toBe(Math.floor(1_215 * 3 ** -2.5));
    expect(demandAt(club, 75)).toBeLessThan(100);
    // Ticket money is at its most where the demand just fills the seats; dearer still brings less.
    const fills = fillPrice(club)!;
    const money = (price: number) => Math.min(100, demandAt(club, price)) * price;
    expect(money(fills)).toBeGreaterThan(money(fills + 5));
    expect(money(fills)).toBeGreaterThan(money(75));
  });
});

describe('gouging costs popularity', () => {
  it('nothing up to 25% over the fair price; then 0.5 a fair price over that, at most 2 points', () => {
    const fair = fairTicketPrice(30);
    expect(gougingPopularityChange(fair, 30)).toBe(0);
    expect(gougingPopularityChange(fair * (1 + GOUGING_TOLERANCE_SHARE), 30)).toBe(0);
    expect(gougingPopularityChange(fair * 1.26, 30)).toBeCloseTo(-0.01 * GOUGING_POPULARITY_PER_FAIR_PRICE, 10);
    expect(gougingPopularityChange(fair * 3, 30)).toBeCloseTo(-0.875, 10);
    expect(gougingPopularityChange(TICKET_PRICE_MAX_USD, 30)).toBe(-GOUGING_POPULARITY_MAX);
    expect(gougingPopularityChange(5, 30)).toBe(0);
  });

  function nightAt(ticketPrice: number) {
    const world = startedWorld(21);
    player(world).funds = 1_000_000;
    player(world).popularity = 30;
    withRoster(world, 8);
    const show = createShow(world, 'player', { name: 'Price Night', weeksAhead: 0, venueId: 'cellar_door', ticketPrice, frequency: 'special' });
    autoBook(world, 'player', show.id);
    runShow(world, 'player', show.id, world.rng, TEST_NOW);
    return show.result!;
  }

  it('the night takes the price part off with its reason; at the fair price there is none', () => {
    const fair = nightAt(25);
    expect(fair.popularityParts).toBeUndefined();
    const dear = nightAt(75);
    expect(dear.rating.value).toBe(fair.rating.value);
    expect(dear.popularityParts).toEqual([
      { label: `A ${dear.rating.value.toFixed(1)}-star show against the 2.5 your fans expect`, amount: Math.round(showPopularityChange(dear.rating.value, 30) * 100) / 100 },
      { label: 'Ticket price $75, 3.0x the fair $25: fans felt overcharged', amount: -0.87 },
    ]);
    expect(dear.popularityChange).toBeCloseTo(fair.popularityChange - 0.875, 1);
  });
});

describe('ticket demand', () => {
  it('says how many want to come at the price set against the seats', () => {
    const demand = ticketDemand(club, 200);
    expect(demand).toMatchObject({ price: 25, demand: 1_215, capacity: 100, fans: 100, fairPrice: 25 });
    expect(demandSentence(demand)).toBe('About 1,200 want to come at $25; you have 100 seats.');
    expect(demandSentence({ demand: 0, price: 500, capacity: 100 })).toBe('No one wants to come at $500; you have 100 seats.');
    expect(demandSentence({ demand: 1, price: 90, capacity: 100 })).toBe('One fan wants to come at $90; you have 100 seats.');
    expect(demandSentence({ demand: 77, price: 75, capacity: 100 })).toBe('77 want to come at $75; you have 100 seats.');
    expect([99, 100, 994, 995, 1_049, 1_050, 18_049].map(aboutFans)).toEqual([99, 100, 990, 1_000, 1_000, 1_100, 18_000]);
  });

  it('lists the fair price, the price that just fills the venue, the price set and a few around, cheapest first, with profit less the costs', () => {
    const demand = ticketDemand({ ...club, ticketPrice: 70 }, 200);
    const prices = demand.points.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(new Set(prices).size).toBe(prices.length);
    expect(demand.points.find((p) => p.tags.includes('fair'))!.price).toBe(25);
    expect(demand.points.find((p) => p.tags.includes('current'))!.price).toBe(70);
    expect(demand.points.find((p) => p.tags.includes('fills'))!.price).toBe(demand.fillPrice);
    expect(prices).toEqual(expect.arrayContaining([19, 25, 38, 50, 70]));
    for (const point of demand.points) {
      expect(point.fans).toBe(Math.min(100, point.demand));
      expect(point.tickets).toBe(point.fans * point.price);
      expect(point.profit).toBe(point.tickets - 200);
      expect(point.popularity).toBe(gougingPopularityChange(point.price, 30));
    }
  });

  it('fills the venue at the highest whole-dollar price whose demand reaches the seats; none when $5 does not, $500 when it does', () => {
    const fills = fillPrice(club)!;
    expect(demandAt(club, fills)).toBeGreaterThanOrEqual(100);
    expect(demandAt(club, fills + 1)).toBeLessThan(100);
    expect(fillPrice({ ...club, capacity: 100_000 })).toBeNull();
    // The most that come (x1.5 for every price up to $17 at a fair $25): filled up to $17, one seat more never.
    const most = demandAt(club, TICKET_PRICE_MIN_USD);
    expect(fillPrice({ ...club, capacity: most })).toBe(17);
    expect(fillPrice({ ...club, capacity: most + 1 })).toBeNull();
    expect(fillPrice({ ...club, popularity: 100, expectedRating: 10, capacity: 1 })).toBe(TICKET_PRICE_MAX_USD);
    expect(ticketDemand({ ...club, capacity: 100_000 }, 0).points.some((p) => p.tags.includes('fills'))).toBe(false);
  });

  it('is the attendance breakdown at every price, for every input of a grid', () => {
    for (const expectedRating of [0, 2.75, 6, 10]) {
      for (const popularity of [1, 37.5, 100]) {
        for (const capacity of [0, 100, 5_000]) {
          for (const [rivalryDraw, upgradeShare, surgeShare, advertisingShare] of [[0, 0, 0, 0], [0.13, 0.08, 0.2, 0.15]] as const) {
            for (const place of [1, 3]) {
              const input = { expectedRating, popularity, ticketPrice: 42.5, capacity, rivalryDraw, advertisingShare, upgradeShare, surgeShare, place };
              for (const point of ticketDemand(input, 0).points) {
                const night = attendanceBreakdown({ ...input, ticketPrice: point.price });
                expect(point.demand).toBe(night.demand);
                expect(point.fans).toBe(night.value);
              }
            }
          }
        }
      }
    }
  });

  it('at the price set, is what the booking page previews and the night sells (seeded world)', () => {
    const world = startedWorld(9);
    player(world).funds = 1_000_000;
    player(world).popularity = 30;
    withRoster(world, 8);
    const show = createShow(world, 'player', { name: 'Demand Night', weeksAhead: 0, venueId: 'cellar_door', ticketPrice: 60, frequency: 'special' });
    autoBook(world, 'player', show.id);
    const preview = previewShow(world, show);
    const demand = ticketDemand(preview.attendanceBreakdown!.input, show.rentalPaid + preview.nightCosts);
    expect(demand.fans).toBe(preview.attendance);
    expect(demand.demand).toBe(expectedAttendance(world, show).breakdown.demand);
    runShow(world, 'player', show.id, world.rng, TEST_NOW);
    expect(show.result!.attendance).toBe(demand.fans);
    expect(show.result!.ticketRevenue).toBe(demand.points.find((p) => p.tags.includes('current'))!.tickets);
  });

  it("the create-show dialog's inputs give the outlook's fans at every venue", () => {
    const federation = outlookFederation(player(startedWorld(4)));
    for (const venueId of ['cellar_door', 'civic_hall']) {
      const venue = findVenue(venueId)!;
      for (const price of [5, 15, 40, 200]) {
        const demand = ticketDemand(outlookAttendanceInput(federation, venue, price, 3.5), 0);
        expect(demand.fans).toBe(venueOutlook(federation, venue, price, 3.5).fans.value);
        expect(demand.fans).toBe(attendance(3.5, federation.popularity, price, demand.capacity));
      }
    }
  });
});
