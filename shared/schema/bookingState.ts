// What the federation books in the synced state: its shows (the card and results as JSON), its titles and
// its rivalries (FederationPrivateState.shows, .championships and .rivalries).
import { schema, t, type SchemaType } from '@colyseus/schema';

/**
 * A show of the federation: upcoming ones and the most recent results. The card (segments with their
 * results and breakdowns) travels as JSON: it changes as a whole when booked and is read as a whole.
 */
export const ShowState = schema(
  {
    id: t.string(),
    name: t.string(),
    weekIndex: t.uint32().default(0),
    week: t.uint8(),
    month: t.string(),
    year: t.uint16(),
    venueId: t.string().default(''),
    venue: t.string().default(''),
    venueCapacity: t.uint32().default(0),
    ticketPrice: t.float64().default(0),
    frequency: t.string().default('weekly'),
    rentalPaid: t.float64().default(0),
    matchCount: t.uint8().default(0),
    segmentCount: t.uint8().default(0),
    isComplete: t.boolean().default(false),
    /** Stars, -1 before the show is run. */
    rating: t.float64().default(-1),
    attendance: t.uint32().default(0),
    revenue: t.float64().default(0),
    /** JSON of the card: Segment[] (syncedJson.ts showCardField). */
    card: t.string().default('[]'),
    /** JSON of the ShowResult, '' before the show is run (syncedJson.ts showResultField). */
    result: t.string().default(''),
    /** Before the show: JSON of the announced card's ExpectedShow, '' after (syncedJson.ts showExpectedField). */
    expected: t.string().default(''),
  },
  'ShowState',
);
export type ShowState = SchemaType<typeof ShowState>;

export const ChampionshipState = schema(
  {
    id: t.string(),
    name: t.string(),
    prestige: t.float64().default(0),
    holderId: t.string().default(''),
    holderName: t.string().default('Vacant'),
    defenseCount: t.uint16().default(0),
    reignDays: t.uint32().default(0),
    /** Reigns so far (holders, counting repeats). */
    reigns: t.uint16().default(0),
    createdAt: t.uint32().default(0),
    /** JSON of the title's PrestigeSummary (syncedJson.ts prestigePartsField): the last 52 weeks' prestige changes by reason. */
    prestigeParts: t.string().default(''),
  },
  'ChampionshipState',
);
export type ChampionshipState = SchemaType<typeof ChampionshipState>;

export const RivalryState = schema(
  {
    id: t.string(),
    title: t.string(),
    description: t.string().default(''),
    type: t.string().default('personal'),
    wrestlers: t.array('string'),
    intensity: t.float64().default(0),
    advantage: t.string().default(''),
    /** How far ahead `advantage` is, in advantage points (shared/rules/finishes.ts). */
    advantagePoints: t.uint8().default(0),
    startWeek: t.uint8().default(1),
    startMonth: t.string().default('January'),
    startYear: t.uint16().default(2025),
    isActive: t.boolean().default(true),
    matchCount: t.uint16().default(0),
    /** JSON of the last few RivalryMatch entries (syncedJson.ts recentMatchesField). */
    recentMatches: t.string().default('[]'),
  },
  'RivalryState',
);
export type RivalryState = SchemaType<typeof RivalryState>;
