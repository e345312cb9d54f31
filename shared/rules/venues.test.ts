import { describe, expect, it } from 'vitest';
import { DEFAULT_VENUE_CAPACITY, findVenue, VENUES } from '../data/venues.ts';
import { attendance, fairTicketPrice, priceFactor, showPopularityChange } from './shows.ts';
import { VENUE_DOOR_SPLIT_SHARE, venueDoorSplit, venueLicensing, venueRental, venueRentalOf } from './venues.ts';

describe('venues (spec §9)', () => {
  it('has the spec capacities', () => {
    // The spec's rented venues; the door-split community gym is our own (below).
    const byType = (type: string) => VENUES.filter((v) => v.type === type && !v.terms).map((v) => v.capacity).sort((a, b) => a - b);
    expect(byType('arena')).toEqual([14_000, 15_000, 16_000, 17_000, 18_000]);
    expect(byType('stadium')).toEqual([45_000, 55_000, 65_000, 75_000]);
    expect(byType('theater')).toEqual([2_800, 3_500, 4_600]);
    expect(byType('club')).toEqual([100, 400, 800, 1_200, 1_500]);
    expect(findVenue('civic_hall')?.capacity).toBe(DEFAULT_VENUE_CAPACITY);
  });

  it('the community gym asks no rental and keeps half the ticket money on the night; every other venue rents by tier with no split', () => {
    const gym = findVenue('community_gym')!;
    expect(gym).toMatchObject({ type: 'club', capacity: 120, terms: 'doorSplit' });
    expect(VENUE_DOOR_SPLIT_SHARE).toBe(0.5);
    expect(venueRentalOf(gym)).toBe(0);
    expect(venueDoorSplit(gym, 1_800)).toBe(900);
    expect(venueDoorSplit(gym, 0.01)).toBe(0.01);
    expect(venueDoorSplit(gym, 0)).toBe(0);
    const cellar = findVenue('cellar_door')!;
    expect(venueRentalOf(cellar)).toBe(200);
    expect(venueDoorSplit(cellar, 1_800)).toBe(0);
    expect(venueDoorSplit(undefined, 1_800)).toBe(0);
    expect(VENUES.filter((v) => v.terms === 'doorSplit').map((v) => v.id)).toEqual(['community_gym']);
  });

  it('rents by tier at every edge (the last tier covers everything above 6000)', () => {
    expect(venueRental(100)).toBe(200);
    expect(venueRental(101)).toBe(2_000 + 1.25 * 101);
    expect(venueRental(800)).toBe(3_000);
    expect(venueRental(801)).toBe(5_000 + 2.75 * 801);
    expect(venueRental(2_000)).toBe(10_500);
    expect(venueRental(2_001)).toBe(10_000 + 3.75 * 2_001);
    expect(venueRental(6_000)).toBe(32_500);
    expect(venueRental(6_001)).toBe(25_000 + 4.5 * 6_001);
    expect(venueRental(75_000)).toBe(362_500);
  });

  it('licenses a stadium at 10000 and the other named venues (arenas, theaters) at 2000; clubs and the civic hall need none', () => {
    expect(venueLicensing('stadium')).toBe(10_000);
    expect(venueLicensing('arena')).toBe(2_000);
    expect(venueLicensing('theater')).toBe(2_000);
    expect(venueLicensing('club')).toBe(0);
    expect(venueLicensing('hall')).toBe(0);
  });
});

describe('attendance (spec §9)', () => {
  it('follows 150000 x (quality/20)^2 x (popularity/50)^2 at the fair price', () => {
    expect(fairTicketPrice(50)).toBe(35);
    expect(fairTicketPrice(100)).toBe(60);
    expect(priceFactor(35, 50)).toBe(1);
    expect(attendance(6, 50, 35, 20_000)).toBe(13_500);
    expect(attendance(2.5, 10, fairTicketPrice(10), 400)).toBe(93);
  });

  it('is capped by capacity and moved by the price', () => {
    expect(attendance(10, 100, 60, 18_000)).toBe(18_000);
    expect(attendance(6, 50, 70, 20_000)).toBe(Math.floor(13_500 * 0.5 ** 2.5));
    expect(attendance(6, 50, 30, 100_000)).toBe(Math.floor(13_500 * (35 / 30) ** 1.2));
    expect(attendance(6, 50, 5, 100_000)).toBe(Math.floor(13_500 * 1.5));
    expect(attendance(6, 50, 35, 20_000, 0.2)).toBe(16_200);
    expect(attendance(0, 50, 35, 20_000)).toBe(0);
  });

  it('moves federation popularity around the rating its fans expect', () => {
    expect(showPopularityChange(1.15, 10)).toBeCloseTo(0);
    expect(showPopularityChange(3.15, 10)).toBeCloseTo(2 * 0.25 * (1 - 10 / 110));
    expect(showPopularityChange(1.75, 50)).toBeCloseTo(-2 * 0.25);
    expect(showPopularityChange(10, 100)).toBeCloseTo(3 * 0.25 * (1 - 100 / 110));
    expect(showPopularityChange(10, 110)).toBe(0);
  });
});
