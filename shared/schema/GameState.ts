// The synced state of a player's game room: fields only. The room fills it from the world
// (server/rooms/projectWorld.ts); the client mirrors it as `ToJSON<GameState>` (one definition of the
// synced state). Keyed collections (roster, market, reports, ledger) are maps by id, so a signing or a
// new week sends only what changed. See docs/protocol.md.
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

/** Week figures (shared/sim/week/weekFigures.ts): funds in USD, popularity, wrestlers; or a change of them. */
export const WeekFiguresState = schema(
  {
    funds: t.float64().default(0),
    popularity: t.float64().default(0),
    wrestlers: t.int16().default(0),
  },
  'WeekFiguresState',
);
export type WeekFiguresState = SchemaType<typeof WeekFiguresState>;

/** Two week figures and the change between them, in the units the screens show (whole dollars, tenths). */
export const WeekChangeState = schema({ from: WeekFiguresState, to: WeekFiguresState, change: WeekFiguresState }, 'WeekChangeState');
export type WeekChangeState = SchemaType<typeof WeekChangeState>;

export const FederationState = schema(
  {
    id: t.string().default(''),
    name: t.string().default(''),
    logo: t.string().default(''),
    // USD and popularity as float64: float32 would turn 9.8 into 9.800000190734863.
    funds: t.float64().default(0),
    popularity: t.float64().default(0),
    /** Now against last week's opening figures: the dashboard's "from last week". */
    changeFromLastWeek: WeekChangeState,
    /** Last week from its opening to its closing: the week report's figures. */
    lastWeekChange: WeekChangeState,
    weeklyRevenue: t.float64().default(0),
    weeklyExpenses: t.float64().default(0),
    totalWrestlers: t.uint16().default(0),
    socialFollowers: t.float64().default(0),
    /** This week's fixed bills (salaries, staff, insurance, products, upkeep) when it is settled, USD. */
    weekBillsForecast: t.float64().default(0),
    /** Weeks in a row whose bills were not fully paid. */
    unpaidWeeks: t.uint8().default(0),
    /** "Run my unrun shows automatically": Next Week runs them instead of asking. */
    autoRunShows: t.boolean().default(false),
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

/** One reason of a wrestler's last morale change. */
export const MoralePartState = schema({ label: t.string(), amount: t.int8() }, 'MoralePartState');
export type MoralePartState = SchemaType<typeof MoralePartState>;

/** A wrestler as the roster and the market show them (the profile fetches the rest: getWrestler). */
export const WrestlerState = schema(
  {
    id: t.string(),
    name: t.string(),
    gender: t.string().default('male'),
    style: t.string().default(''),
    nationality: t.string().default(''),
    age: t.uint8().default(0),
    masked: t.boolean().default(false),
    popularity: t.float64().default(0),
    morale: t.uint8().default(0),
    strength: t.uint8().default(0),
    agility: t.uint8().default(0),
    technic: t.uint8().default(0),
    charisma: t.uint8().default(0),
    stamina: t.uint8().default(0),
    totalPoints: t.uint16().default(0),
    category: t.string().default('F'),
    askingSalary: t.float64().default(0),
    minFederationPopularityRequired: t.uint8().default(0),
    /** '' on the market; 'permanent' or 'perAppearance' when signed. */
    contractType: t.string().default(''),
    /** Permanent: USD per week; Per Appearance: USD per show. */
    salary: t.float64().default(0),
    contractWeeksRemaining: t.uint16().default(0),
    contractLengthWeeks: t.uint16().default(0),
    status: t.string().default('active'),
    /** '' when not training. */
    trainingSkill: t.string().default(''),
    trainingWeeksRemaining: t.uint8().default(0),
    trainingTotalWeeks: t.uint8().default(0),
    championships: t.uint8().default(0),
    wins: t.uint16().default(0),
    losses: t.uint16().default(0),
    draws: t.uint16().default(0),
    totalMatches: t.uint16().default(0),
    merchandiseThisWeek: t.float64().default(0),
    merchandiseTotal: t.float64().default(0),
    merchandisePercentage: t.uint8().default(0),
    idleWeeks: t.uint16().default(0),
    /** 0 (fresh) to 100 (spent). */
    fatigue: t.uint8().default(0),
    /** Market only: position in the market as drawn. */
    marketOrder: t.uint8().default(0),
    moraleChange: t.array(MoralePartState),
  },
  'WrestlerState',
);
export type WrestlerState = SchemaType<typeof WrestlerState>;

export const StaffState = schema(
  {
    id: t.string(),
    type: t.string(),
    name: t.string(),
    skill: t.uint8(),
    weeklySalary: t.float64(),
    hiringCost: t.float64(),
    experience: t.uint8(),
    specialization: t.string(),
    isHired: t.boolean(),
    /** totalWeeksProgressed when hired; -1 for a candidate. */
    hiredWeek: t.int32().default(-1),
  },
  'StaffState',
);
export type StaffState = SchemaType<typeof StaffState>;

export const StaffReportState = schema(
  {
    id: t.string(),
    staffId: t.string(),
    staffType: t.string(),
    week: t.uint8(),
    month: t.string(),
    year: t.uint16(),
    title: t.string(),
    content: t.string(),
    /** The report's figures as JSON (their shape depends on the staff type: shared/sim/staff/reports.ts). */
    data: t.string().default('{}'),
    isRead: t.boolean(),
    timestamp: t.float64(),
  },
  'StaffReportState',
);
export type StaffReportState = SchemaType<typeof StaffReportState>;

export const LedgerLineState = schema(
  {
    kind: t.string(),
    label: t.string(),
    amount: t.float64(),
    /** 'action' (paid at once during the week) or 'weekEnd' (settled at the advance). */
    paidAt: t.string(),
  },
  'LedgerLineState',
);
export type LedgerLineState = SchemaType<typeof LedgerLineState>;

export const TaxPartState = schema({ from: t.float64(), to: t.float64(), rate: t.float64(), amount: t.float64() }, 'TaxPartState');
export type TaxPartState = SchemaType<typeof TaxPartState>;

export const LedgerWeekState = schema(
  {
    weekNumber: t.uint32(),
    week: t.uint8(),
    month: t.string(),
    year: t.uint16(),
    revenue: t.float64(),
    expenses: t.float64(),
    profit: t.float64(),
    tax: t.float64(),
    afterTax: t.float64(),
    fundsBefore: t.float64(),
    fundsAfter: t.float64(),
    expenseMultiplier: t.float64(),
    lines: t.array(LedgerLineState),
    taxParts: t.array(TaxPartState),
  },
  'LedgerWeekState',
);
export type LedgerWeekState = SchemaType<typeof LedgerWeekState>;

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
    /** JSON of the card: Segment[] (shared/sim/shows/show.ts). */
    card: t.string().default('[]'),
    /** JSON of the ShowResult, '' before the show is run. */
    result: t.string().default(''),
    /** Before the show: JSON of the announced card's ExpectedShow (shared/sim/shows/runShow.ts), '' after. */
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
    /** JSON of the title's PrestigeSummary (shared/sim/championships/prestige.ts): the last 52 weeks' prestige changes by reason. */
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
    /** JSON of the last few RivalryMatch entries (shared/sim/rivalries/rivalry.ts). */
    recentMatches: t.string().default('[]'),
  },
  'RivalryState',
);
export type RivalryState = SchemaType<typeof RivalryState>;

export const ProductState = schema({ level: t.uint8().default(0), isActive: t.boolean().default(false) }, 'ProductState');
export type ProductState = SchemaType<typeof ProductState>;

/** A TV network as the federation sees it: unlocked or not, and its offer as JSON (TvOffer) or ''. */
export const TvNetworkState = schema(
  {
    networkId: t.string(),
    name: t.string(),
    networkSize: t.uint32(),
    minPopularityRequired: t.uint8(),
    description: t.string().default(''),
    isUnlocked: t.boolean().default(false),
    offer: t.string().default(''),
  },
  'TvNetworkState',
);
export type TvNetworkState = SchemaType<typeof TvNetworkState>;

/** A broadcast deal with its record: JSON of the BroadcastDeal (shared/sim/tv/tvDeals.ts). */
export const BroadcastDealState = schema(
  {
    id: t.string(),
    networkId: t.string(),
    showId: t.string(),
    isActive: t.boolean(),
    totalEarnings: t.float64(),
    deal: t.string().default('{}'),
  },
  'BroadcastDealState',
);
export type BroadcastDealState = SchemaType<typeof BroadcastDealState>;

/** The federation's business: products, venue upgrades, campaigns and shop boosts. */
export const BusinessState = schema(
  {
    merchandising: ProductState,
    advertising: ProductState,
    production: ProductState,
    /** Ids of the venue upgrades owned (shared/rules/venueUpgrades.ts). */
    venueUpgrades: t.array('string'),
    /** JSON of ActiveCampaign[] (shared/sim/business/campaigns.ts). */
    activeCampaigns: t.string().default('[]'),
    /** Shows left on audience surges (0 for none), and its percentage. */
    surgeShowsLeft: t.uint8().default(0),
    surgePercent: t.uint8().default(0),
    /** The free agent elite scouting would bring now ('' for none), and its fee. */
    eliteProspectName: t.string().default(''),
    eliteProspectCost: t.float64().default(0),
  },
  'BusinessState',
);
export type BusinessState = SchemaType<typeof BusinessState>;

/** Set when the game this room opened (or the slot a player loaded) could not be read. */
export const SaveProblemState = schema(
  {
    /** 0 when there is no problem. */
    slot: t.uint8().default(0),
    /** The id under which the server logged the details: shown so a player can quote it. */
    errorId: t.string().default(''),
    /** True when the slot keeps a previous good save to continue from. */
    hasPrevious: t.boolean().default(false),
    /** Where the previous save stands (e.g. "Week 2, March 2027"), '' when none. */
    previousWhen: t.string().default(''),
    /** True when the room has no playable game until the player chooses (the slot it opened could not be read). */
    blocking: t.boolean().default(false),
  },
  'SaveProblemState',
);

/** A title of a federation's public face: its name and who holds it ('Vacant' when nobody). */
export const ChampionFaceState = schema({ title: t.string(), holderName: t.string() }, 'ChampionFaceState');
export type ChampionFaceState = SchemaType<typeof ChampionFaceState>;

/**
 * What anyone in the world may see of a federation (the global scene, the ranking, a rival's page): never
 * its money, contracts, inbox, staff or plans. One per federation of the world, by id.
 */
export const FederationFaceState = schema(
  {
    id: t.string(),
    name: t.string().default(''),
    logo: t.string().default(''),
    /** 'player' or 'ai'. */
    controller: t.string().default('player'),
    popularity: t.float64().default(0),
    /** Wrestlers under contract. */
    rosterSize: t.uint16().default(0),
    /** Its active titles and their holders. */
    champions: t.array(ChampionFaceState),
    /** Its most recent show run ('' and -1 before the first). */
    lastShowName: t.string().default(''),
    lastShowRating: t.float64().default(-1),
    /** totalWeeksProgressed of that show's week, -1 before the first. */
    lastShowWeekIndex: t.int32().default(-1),
  },
  'FederationFaceState',
);
export type FederationFaceState = SchemaType<typeof FederationFaceState>;

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
    /** This week's market, by id (marketOrder keeps the drawn order). */
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
