// A federation's private part of the synced state (GameState.privates): everything only its own players
// see, each part's schema in its own file.
import { schema, t, type SchemaType } from '@colyseus/schema';
import { ChampionshipState, RivalryState, ShowState } from './bookingState.ts';
import { BroadcastDealState, BusinessState, TvNetworkState } from './businessState.ts';
import { FederationState } from './federationState.ts';
import { LedgerLineState, LedgerWeekState } from './ledgerState.ts';
import { MessageState } from './messageState.ts';
import { StaffReportState, StaffState } from './staffState.ts';
import { WrestlerState } from './wrestlerState.ts';

/**
 * What only a federation's own players see: its game, its figures, inbox, roster and contracts, market,
 * staff and reports, ledger, shows, titles, rivalries, business and TV. The room adds a client's own
 * federation's part to that client's view (StateView), so a client decodes its own part and no other.
 */
export const FederationPrivateState = schema(
  {
    gameStarted: t.boolean().default(false),
    federation: FederationState,
    /** The newest messages and every unread one (older ones: getMessages). */
    messages: t.array(MessageState),
    /** How many messages the whole inbox holds (the synced ones and the older ones getMessages pages through). */
    messageTotal: t.uint16().default(0),
    /** The federation's signed wrestlers, by id. */
    roster: t.map(WrestlerState),
    /** This week's market, by slot ("0", "1"...: each week's offers reuse the items; `id` is the wrestler's, marketOrder keeps the drawn order). */
    market: t.map(WrestlerState),
    staff: t.array(StaffState),
    staffCandidates: t.array(StaffState),
    /** The newest staff reports, by id. */
    staffReports: t.map(StaffReportState),
    /** The most recent settled weeks, by week number (older ones: getLedgerHistory). */
    ledger: t.map(LedgerWeekState),
    /** This week's lines paid so far (signings, courses, hirings). */
    currentLines: t.array(LedgerLineState),
    /** Upcoming shows and the most recent results, by id (older results: getShowHistory). */
    shows: t.map(ShowState),
    championships: t.map(ChampionshipState),
    /** Active rivalries and those ended in the last few weeks, by id. */
    rivalries: t.map(RivalryState),
    business: BusinessState,
    tvNetworks: t.array(TvNetworkState),
    /** Active deals and those ended in the last 8 weeks, by id. */
    broadcastDeals: t.map(BroadcastDealState),
    /** Federation stats the screens show. */
    totalShows: t.uint32().default(0),
    showsCompletedThisWeek: t.uint8().default(0),
  },
  'FederationPrivateState',
);
export type FederationPrivateState = SchemaType<typeof FederationPrivateState>;
