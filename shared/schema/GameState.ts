// The synced state of a player's game room: fields only. The room fills it from the world
// (server/rooms/projectWorld.ts); the client mirrors it into valtio.
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
    funds: t.float64().default(0), // USD; float64 so cents survive
    popularity: t.float64().default(0),
  },
  'FederationState',
);
export type FederationState = SchemaType<typeof FederationState>;

export const GameState = schema(
  {
    calendar: CalendarState,
    federation: FederationState,
    /** The seeded generator's state, so the client can show (and tests can check) determinism. */
    rngState: t.uint32().default(0),
  },
  'GameState',
);
export type GameState = SchemaType<typeof GameState>;
