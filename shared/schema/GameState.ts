// The synced state of a player's game room: fields only. The room fills it from the world
// (server/rooms/projectWorld.ts); the client mirrors it into valtio. See docs/protocol.md.
import { schema, t, type SchemaType } from '@colyseus/schema';

export const CalendarState = schema(
  {
    week: t.uint8().default(1),
    month: t.string().default('January'),
    year: t.uint16().default(2025),
    totalWeeksProgressed: t.uint32().default(0),
  },
  'CalendarState',
);
export type CalendarState = SchemaType<typeof CalendarState>;

export const FederationState = schema(
  {
    id: t.string().default(''),
    name: t.string().default(''),
    logo: t.string().default(''),
    // USD and popularity as float64: float32 would turn 9.8 into 9.800000190734863.
    funds: t.float64().default(0),
    popularity: t.float64().default(0),
    previousFunds: t.float64().default(0),
    previousPopularity: t.float64().default(0),
    weeklyRevenue: t.float64().default(0),
    weeklyExpenses: t.float64().default(0),
    totalWrestlers: t.uint16().default(0),
  },
  'FederationState',
);
export type FederationState = SchemaType<typeof FederationState>;

export const MessageState = schema(
  {
    id: t.string(),
    type: t.string(),
    title: t.string(),
    content: t.string(),
    week: t.uint8(),
    month: t.string(),
    year: t.uint16(),
    isRead: t.boolean(),
    timestamp: t.float64(),
  },
  'MessageState',
);
export type MessageState = SchemaType<typeof MessageState>;

export const RosterWrestlerState = schema(
  {
    id: t.string(),
    name: t.string(),
    image: t.string().default(''),
    popularity: t.float64().default(0),
    championships: t.uint8().default(0),
  },
  'RosterWrestlerState',
);
export type RosterWrestlerState = SchemaType<typeof RosterWrestlerState>;

export const ShowState = schema(
  {
    id: t.string(),
    name: t.string(),
    week: t.uint8(),
    month: t.string(),
    year: t.uint16(),
    venue: t.string().default(''),
    matchCount: t.uint8().default(0),
    isComplete: t.boolean().default(false),
  },
  'ShowState',
);
export type ShowState = SchemaType<typeof ShowState>;

export const GameState = schema(
  {
    gameStarted: t.boolean().default(false),
    calendar: CalendarState,
    federation: FederationState,
    messages: t.array(MessageState),
    roster: t.array(RosterWrestlerState),
    upcomingShows: t.array(ShowState),
    /** The seeded generator's state, so the client can show (and tests can check) determinism. */
    rngState: t.uint32().default(0),
  },
  'GameState',
);
export type GameState = SchemaType<typeof GameState>;
