// The attendance figure with its reasons and one market split between a federation's
// shows of a week: the parts sum to the figure, the figure is the spec's formula, the
// booking page's figure is what the night sells, with fixed seeds and at the boundaries (sold out, price
// factor caps, split shows).
import { describe, expect, it } from 'vitest';
import { attendance, fairTicketPrice, marketShare, PRICE_ELASTICITY_ABOVE_FAIR, PRICE_FACTOR_MAX, priceFactor } from '#shared/rules/shows.ts';
import { player, startedWorld, TEST_NOW, withRoster } from '../testing/worlds.ts';
import { attendanceBreakdown, placeInWeek, type AttendanceBreakdown, type AttendanceInput } from './attendanceBreakdown.ts';
import { autoBook } from './autoBook.ts';
import { expectedAttendance, previewShow, runShow } from './runShow.ts';
import { cancelShow, createShow } from './scheduling.ts';
import { outlookFederation, venueOutlook } from './venueOutlook.ts';
import { findVenue } from '#shared/data/venues.ts';

const base: AttendanceInput = { expectedRating: 5, popularity: 40, ticketPrice: 30, capacity: 100_000, rivalryDraw: 0, advertisingShare: 0, upgradeShare: 0, surgeShare: 0, place: 1 };
const sum = (b: AttendanceBreakdown) => b.parts.reduce((s, p) => s + p.fans, 0);
const kinds = (b: AttendanceBreakdown) => b.parts.map((p) => p.kind);

describe('attendance breakdown', () => {
  it('is the spec formula: 150000 x (rating/20)^2 x (popularity/50)^2 at the fair price, one part', () => {
    const b = attendanceBreakdown({ ...base, ticketPrice: fairTicketPrice(40) });
    expect(b.value).toBe(Math.floor(150_000 * (5 / 20) ** 2 * (40 / 50) ** 2));
    expect(b.value).toBe(6_000);
    expect(kinds(b)).toEqual(['drawn']);
    expect(b.parts[0]!.label).toBe('Popularity 40 and a 5.0-star card, at the fair price of $30');
    expect(b.soldOut).toBe(false);
  });

  it('sums its parts to the figure and equals attendance() for every input, each part at its step', () => {
    for (const rating of [0.5, 2.7, 6, 9.9]) {
      for (const popularity of [1, 10, 55, 100]) {
        for (const price of [5, 15, 42.5, 500]) {
          for (const capacity of [100, 5_000, 75_000]) {
            for (const [rivalryDraw, upgradeShare, surgeShare, advertisingShare] of [[0, 0, 0, 0], [0.13, 0.08, 0.2, 0.15], [0.2, 0, 0.25, 0], [0, 0, 0, 0.6]] as const) {
              for (const place of [1, 2, 4]) {
                const input = { expectedRating: rating, popularity, ticketPrice: price, capacity, rivalryDraw, advertisingShare, upgradeShare, surgeShare, place };
                const b = attendanceBreakdown(input);
                expect(sum(b)).toBe(b.value);
                expect(b.value).toBe(attendance(rating, popularity, price, capacity, advertisingShare + rivalryDraw + upgradeShare + surgeShare, marketShare(place)));
                expect(b.value).toBeLessThanOrEqual(capacity);
                expect(b.soldOut).toBe(b.demand > capacity);
              }
            }
          }
        }
      }
    }
  });

  it('names each reason in plain words, in the order of the formula', () => {
    const b = attendanceBreakdown({ ...base, ticketPrice: 45, rivalryDraw: 0.12, upgradeShare: 0.15, surgeShare: 0.2, place: 3, capacity: 1_500 });
    expect(kinds(b)).toEqual(['drawn', 'price', 'rivalry', 'upgrades', 'surge', 'market', 'capacity']);
    expect(b.parts.map((p) => p.label)).toEqual([
      'Popularity 40 and a 5.0-star card, at the fair price of $30',
      `Ticket price $45 (x${priceFactor(45, 40).toFixed(2)})`,
      'Rivalry draw (+12%)',
      'Venue upgrades (+15%)',
      'Audience surge (+20%)',
      '3rd show of your week: fans share it with your 2 earlier shows (x0.50)',
      'Sold out: 1,500 seats',
    ]);
    expect(b.parts[1]!.fans).toBeLessThan(0);
    expect(b.parts[5]!.fans).toBeLessThan(0);
    expect(b.value).toBe(1_500);
  });

  it('sold out at exactly the seats: a capacity equal to the demand is not sold out, one seat fewer is', () => {
    const open = attendanceBreakdown({ ...base, ticketPrice: fairTicketPrice(40) });
    const exact = attendanceBreakdown({ ...base, ticketPrice: fairTicketPrice(40), capacity: open.demand });
    expect(exact.soldOut).toBe(false);
    expect(kinds(exact)).not.toContain('capacity');
    const short = attendanceBreakdown({ ...base, ticketPrice: fairTicketPrice(40), capacity: open.demand - 1 });
    expect(short.soldOut).toBe(true);
    expect(short.parts.at(-1)).toEqual({ kind: 'capacity', label: `Sold out: ${(open.demand - 1).toLocaleString('en-US')} seats`, fans: -1 });
  });

  it('at the price factor cap, x1.50 for a $5 ticket at popularity 100; no floor above the fair price, x0.00 for $500 at 10', () => {
    const cheap = attendanceBreakdown({ ...base, popularity: 100, ticketPrice: 5 });
    expect(cheap.factors.price).toBe(PRICE_FACTOR_MAX);
    expect(cheap.parts.find((p) => p.kind === 'price')!.label).toBe('Ticket price $5 (x1.50)');
    const dear = attendanceBreakdown({ ...base, popularity: 10, ticketPrice: 500 });
    expect(dear.factors.price).toBe((15 / 500) ** PRICE_ELASTICITY_ABOVE_FAIR);
    expect(dear.parts.find((p) => p.kind === 'price')!.label).toBe('Ticket price $500 (x0.00)');
    expect(dear.value).toBe(0);
    for (const b of [cheap, dear]) expect(sum(b)).toBe(b.value);
  });
});

describe('one market: shows of the same week share the crowd', () => {
  it('the Nth show booked for a week draws 1 / (1 + 0.5 x (N - 1)): 100%, 67%, 50%, 40%', () => {
    expect([1, 2, 3, 4].map((n) => Math.round(marketShare(n) * 100))).toEqual([100, 67, 50, 40]);
    const second = attendanceBreakdown({ ...base, place: 2 });
    expect(second.parts.find((p) => p.kind === 'market')!.label).toBe('2nd show of your week: fans share it with your earlier show (x0.67)');
  });

  function weekOfShows(count: number, seed = 11) {
    const world = startedWorld(seed);
    player(world).funds = 5_000_000;
    player(world).popularity = 40;
    withRoster(world, 12);
    const shows = Array.from({ length: count }, (_, i) => createShow(world, 'player', { name: `Night ${i + 1}`, weeksAhead: 0, venueId: 'civic_hall', ticketPrice: 30, frequency: 'weekly' }));
    for (const show of shows) autoBook(world, 'player', show.id);
    return { world, shows };
  }

  it('a 3rd and 4th show of the same week draw half and 40% of the crowd their card would draw alone', () => {
    const { world, shows } = weekOfShows(4);
    expect(shows.map((s) => placeInWeek(world.shows, s))).toEqual([1, 2, 3, 4]);
    for (const [index, share] of [[2, 0.5], [3, 0.4]] as const) {
      const { expectedRating, breakdown } = expectedAttendance(world, shows[index]!);
      const extra = breakdown.factors.extra - 1;
      const alone = attendance(expectedRating, 40, 30, Number.POSITIVE_INFINITY, extra);
      const shared = attendance(expectedRating, 40, 30, Number.POSITIVE_INFINITY, extra, share);
      expect(breakdown.factors.market).toBe(share);
      expect(breakdown.parts.find((p) => p.kind === 'market')!.fans).toBe(shared - alone);
      expect(breakdown.value).toBe(Math.min(breakdown.capacity, shared));
      expect(shared).toBeLessThanOrEqual(Math.ceil(alone * share));
    }
  });

  it('booking order decides the place, whatever order the shows run in; the night sells what the booking page shows', () => {
    const { world, shows } = weekOfShows(2);
    const previewSecond = previewShow(world, shows[1]!);
    expect(previewSecond.attendanceBreakdown!.place).toBe(2);
    runShow(world, 'player', shows[1]!.id, world.rng, TEST_NOW);
    expect(shows[1]!.result!.attendance).toBe(previewSecond.attendance);
    expect(shows[1]!.result!.attendanceBreakdown).toEqual(previewSecond.attendanceBreakdown);
    expect(placeInWeek(world.shows, shows[0]!)).toBe(1);
  });

  it('cancelling the first show of the week moves the next one up to the full crowd', () => {
    const { world, shows } = weekOfShows(2);
    expect(expectedAttendance(world, shows[1]!).breakdown.place).toBe(2);
    cancelShow(world, 'player', shows[0]!.id);
    const after = expectedAttendance(world, shows[1]!).breakdown;
    expect(after.place).toBe(1);
    expect(after.parts.map((p) => p.kind)).not.toContain('market');
  });

  it('shows of other weeks and other federations do not count', () => {
    const world = startedWorld(4);
    player(world).funds = 1_000_000;
    const now = createShow(world, 'player', { name: 'This Week', weeksAhead: 0, venueId: 'cellar_door', ticketPrice: 15, frequency: 'weekly' });
    const later = createShow(world, 'player', { name: 'Next Week', weeksAhead: 1, venueId: 'cellar_door', ticketPrice: 15, frequency: 'weekly' });
    expect(placeInWeek(world.shows, now)).toBe(1);
    expect(placeInWeek(world.shows, later)).toBe(1);
    expect(placeInWeek([{ id: 'x', federationId: 'ai-1', weekIndex: now.weekIndex }, ...world.shows], now)).toBe(1);
  });

  it('walks back only as far as a show of that week could have been booked; a show not booked yet comes last', () => {
    const history = Array.from({ length: 500 }, (_, i) => ({ id: `old-${i}`, federationId: 'player', weekIndex: Math.floor(i / 4) }));
    const week = 130;
    const booked = [
      { id: 'early', federationId: 'player', weekIndex: week }, // booked 8 weeks ahead, long before the others
      ...Array.from({ length: 20 }, (_, i) => ({ id: `mid-${i}`, federationId: 'player', weekIndex: week - 8 + Math.floor(i / 3) })),
      { id: 'late', federationId: 'player', weekIndex: week },
      { id: 'other', federationId: 'ai-1', weekIndex: week },
    ];
    const shows = [...history.filter((s) => s.weekIndex < week - 8), ...booked];
    expect(placeInWeek(shows, { id: 'early', federationId: 'player', weekIndex: week })).toBe(1);
    expect(placeInWeek(shows, { id: 'late', federationId: 'player', weekIndex: week })).toBe(2);
    expect(placeInWeek(shows, { id: 'new', federationId: 'player', weekIndex: week })).toBe(3);
    expect(placeInWeek(shows, { id: 'new', federationId: 'ai-1', weekIndex: week })).toBe(2);
  });

  it("the create-show outlook of the week's 2nd show is what the night books (the same split)", () => {
    const { world, shows } = weekOfShows(2);
    const second = shows[1]!;
    const { expectedRating } = expectedAttendance(world, second);
    const outlook = venueOutlook(outlookFederation(player(world)), findVenue('civic_hall')!, 30, expectedRating, 0, 2);
    expect(outlook.fans.parts.map((p) => p.label)).toContain('2nd show of that week (x0.67)');
    expect(outlook.fans.parts.reduce((s, p) => s + p.amount, 0)).toBe(outlook.fans.value);
    expect(outlook.fans.value).toBe(previewShow(world, second).attendance);
  });
});
