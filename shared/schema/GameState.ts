// The synced state of a player's game room: fields only. The room fills it from the world
// (server/rooms/projectWorld.ts); the client mirrors it as `ToJSON<GameState>` (one definition of the
// synced state). Keyed collections (roster, market, reports, ledger) are maps by id, so a signing or a
// new week sends only what changed. See docs/protocol.md.
// Each part's schema is in its own file (the federation's private part, its public face, wrestlers, shows,
// ledger, business...); they are re-exported here, so the room, the client and the tests import the
// synced state from this one file.
import { schema, t, type SchemaType } from '@colyseus/schema';
import { FederationFaceState } from './federationFaceState.ts';
import { FederationPrivateState } from './federationPrivateState.ts';

export { ChampionshipState, RivalryState, ShowState } from './bookingState.ts';
export { BroadcastDealState, BusinessState, ProductState, TvNetworkState } from './businessState.ts';
export { FederationFaceState, type ChampionFace } from './federationFaceState.ts';
export { FederationPrivateState } from './federationPrivateState.ts';
export { BankLoanState, FederationState, WeekChangeState, WeekFiguresState } from './federationState.ts';
export { LedgerLineState, LedgerWeekState } from './ledgerState.ts';
export { MessageState } from './messageState.ts';
export { StaffReportState, StaffState } from './staffState.ts';
export { MoralePartState, WrestlerState } from './wrestlerState.ts';

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

/** Set when the game this room opened (or the slot a player loaded) could not be read. */
export const SaveProblemState = schema(
  {
    /** 0 when there is no problem. */
    slot: t.uint8().default(0),
    /** The id under which the server logged the details: shown so a player can quote it. */
    errorId: t.string().default(''),
    /** True when some of the slot's game can be recovered (its newest good snapshot and the log after it) to continue from. */
    hasPrevious: t.boolean().default(false),
    /** Where the recovered game stands (e.g. "Week 2, March 2027"), '' when none. */
    previousWhen: t.string().default(''),
    /** In-game weeks the recovery does not bring back (0 when it reaches the slot's last date). */
    lostWeeks: t.uint32().default(0),
    /** Logged commands (the player's moves) the recovery does not bring back. */
    lostCommands: t.uint32().default(0),
    /** True when the room has no playable game until the player chooses (the slot it opened could not be read). */
    blocking: t.boolean().default(false),
  },
  'SaveProblemState',
);

/**
 * The room's state. Public: the calendar and every federation's public face. Private: `privates`, one
 * part per federation by id, tagged for views: a client receives only the part its room added to its
 * view (its own federation's). The world's generator state is never here. See docs/protocol.md.
 */
export const GameState = schema(
  {
    calendar: CalendarState,
    /** Every federation's public face, by id. */
    federations: t.map(FederationFaceState),
    /** Each federation's private part, by federation id: visible only to that federation's players. */
    privates: t.map(FederationPrivateState).view(),
    /** A save slot that could not be read: the room waits for the player's choice (previous save or new game). */
    saveProblem: SaveProblemState,
  },
  'GameState',
);
export type GameState = SchemaType<typeof GameState>;
