// The venues a federation can rent (spec §9 "Venues"): the spec's capacities, with names of our own. The
// spec's default capacity (5000) is the municipal civic hall.
import { JOINT_EVENT_ARENA_CAPACITY, JOINT_EVENT_ARENA_NAME } from '#shared/rules/diplomacy.ts';

export const VENUE_TYPES = ['club', 'theater', 'hall', 'arena', 'stadium'] as const;
export type VenueType = (typeof VENUE_TYPES)[number];

export const VENUE_TYPE_LABELS: Readonly<Record<VenueType, string>> = {
  club: 'Club',
  theater: 'Theater',
  hall: 'Civic hall',
  arena: 'Arena',
  stadium: 'Stadium',
};

export interface Venue {
  id: string;
  name: string;
  city: string;
  type: VenueType;
  capacity: number;
  /**
   * How the venue is paid: a rental up front by the spec's tiers (absent), or no rental and a share of the
   * night's ticket money (rules/venues.ts VENUE_DOOR_SPLIT_SHARE): the room any federation can afford.
   */
  terms?: 'doorSplit';
}

export const VENUES: readonly Venue[] = [
  { id: 'community_gym', name: 'Eastside Community Gym', city: 'Portland', type: 'club', capacity: 120, terms: 'doorSplit' },
  { id: 'cellar_door', name: 'The Cellar Door', city: 'Portland', type: 'club', capacity: 100 },
  { id: 'rust_belt_social', name: 'Rust Belt Social Club', city: 'Pittsburgh', type: 'club', capacity: 400 },
  { id: 'neon_lantern', name: 'Neon Lantern Ballroom', city: 'Austin', type: 'club', capacity: 800 },
  { id: 'harbor_room', name: 'The Harbor Room', city: 'Baltimore', type: 'club', capacity: 1200 },
  { id: 'union_hall_1500', name: 'Union Street Warehouse', city: 'Chicago', type: 'club', capacity: 1500 },
  { id: 'aurora_playhouse', name: 'Aurora Playhouse', city: 'Denver', type: 'theater', capacity: 2800 },
  { id: 'grand_regent', name: 'Grand Regent Theater', city: 'Philadelphia', type: 'theater', capacity: 3500 },
  { id: 'bayside_opera', name: 'Bayside Opera House', city: 'San Diego', type: 'theater', capacity: 4600 },
  { id: 'civic_hall', name: 'Municipal Civic Hall', city: 'Columbus', type: 'hall', capacity: 5000 },
  { id: 'ironworks_arena', name: 'Ironworks Arena', city: 'Cleveland', type: 'arena', capacity: 14000 },
  { id: 'summit_center', name: 'Summit Center', city: 'Salt Lake City', type: 'arena', capacity: 15000 },
  { id: 'riverside_coliseum', name: 'Riverside Coliseum', city: 'Memphis', type: 'arena', capacity: 16000 },
  { id: 'capital_dome', name: 'Capital Dome Arena', city: 'Atlanta', type: 'arena', capacity: 17000 },
  { id: 'metro_garden', name: 'Metro Garden', city: 'New York', type: 'arena', capacity: 18000 },
  { id: 'lakeshore_field', name: 'Lakeshore Field', city: 'Milwaukee', type: 'stadium', capacity: 45000 },
  { id: 'sun_valley_bowl', name: 'Sun Valley Bowl', city: 'Phoenix', type: 'stadium', capacity: 55000 },
  { id: 'pioneer_stadium', name: 'Pioneer Stadium', city: 'Kansas City', type: 'stadium', capacity: 65000 },
  { id: 'gold_coast_stadium', name: 'Gold Coast Stadium', city: 'Los Angeles', type: 'stadium', capacity: 75000 },
];

/** The default venue's capacity (spec: 5000). */
export const DEFAULT_VENUE_CAPACITY = 5000;
export const DEFAULT_VENUE_ID = 'civic_hall';

/**
 * Venues no federation rents: the Joint Event Arena (spec §4) holds the joint shows of two federations
 * (diplomacy/jointShowWeek.ts creates them there). Found by id like any venue, never offered in the lists.
 */
export const JOINT_EVENT_ARENA: Venue = { id: 'joint_event_arena', name: JOINT_EVENT_ARENA_NAME, city: 'Las Vegas', type: 'arena', capacity: JOINT_EVENT_ARENA_CAPACITY };
export const SPECIAL_VENUES: readonly Venue[] = [JOINT_EVENT_ARENA];

const byId = new Map([...VENUES, ...SPECIAL_VENUES].map((v) => [v.id, v]));
export function findVenue(id: string): Venue | undefined {
  return byId.get(id);
}
