// Venue costs (spec §9 "Venues", "Venue licensing"; ../shared/spec/README.md: the last rental tier applies
// to every capacity above 6,000).
import type { Venue, VenueType } from '../data/venues.ts';

/** Rental tiers: [largest capacity of the tier, base USD, USD per seat]. */
export const RENTAL_TIERS: ReadonlyArray<readonly [number, number, number]> = [
  [100, 100, 1],
  [800, 2_000, 1.25],
  [2_000, 5_000, 2.75],
  [6_000, 10_000, 3.75],
  [Number.POSITIVE_INFINITY, 25_000, 4.5],
];

/** Licensing per show, USD (spec: 10000 at a stadium, 2000 at an arena or other named venue). */
export const STADIUM_LICENSING_USD = 10_000;
export const NAMED_VENUE_LICENSING_USD = 2_000;

/** Share of the rental refunded when a show is cancelled (spec: 50%). */
export const CANCELLATION_REFUND_SHARE = 0.5;

/** Rental of a venue of this capacity, USD per show. */
export function venueRental(capacity: number): number {
  // An indexed loop, not `for (const [upTo, base, perSeat] of ...)`: destructuring each tier costs more than the
  // sum, and an AI promoter prices every venue each week it books a show.
  for (let i = 0; i < RENTAL_TIERS.length; i += 1) {
    const tier = RENTAL_TIERS[i]!;
    if (capacity <= tier[0]) return tier[1] + tier[2] * capacity;
  }
  return 0;
}

/**
 * Licensing fee for one show at a venue of this type, USD. Stadiums and arenas are licensed (spec), and so
 * are the other named venues, the theaters; clubs and the municipal civic hall (the spec's unnamed default
 * venue) are local rooms without a licence (our reading, docs/rules/shows.md "Shows and venues").
 */
export function venueLicensing(type: VenueType): number {
  if (type === 'stadium') return STADIUM_LICENSING_USD;
  if (type === 'club' || type === 'hall') return 0;
  return NAMED_VENUE_LICENSING_USD;
}

/**
 * Share of the night's ticket money a door-split venue keeps (our design, docs/rules/ledger.md "When the money
 * runs out"): the community gym asks no rental up front, so a federation at $0 can still run a show, but at
 * half its takings it pays far more than the 100-seat club's $200 on any night worth running.
 */
export const VENUE_DOOR_SPLIT_SHARE = 0.5;

/** Rental paid up front when a show is booked at this venue, USD (none at a door-split venue). */
export function venueRentalOf(venue: Pick<Venue, 'capacity' | 'terms'>): number {
  return venue.terms === 'doorSplit' ? 0 : venueRental(venue.capacity);
}

/** What the venue keeps of the night's ticket money, USD (0 but at a door-split venue). */
export function venueDoorSplit(venue: Pick<Venue, 'terms'> | undefined, ticketRevenue: number): number {
  return venue?.terms === 'doorSplit' ? Math.round(ticketRevenue * VENUE_DOOR_SPLIT_SHARE * 100) / 100 : 0;
}
