// Room commands: names and zod payloads. The server validates every message with these; the client
// sends with the same names through room.request(). See docs/protocol.md.
import { z } from 'zod';
import type { SimEvent } from '../sim/events.ts';
import type { LedgerWeek } from '../sim/ledger/lines.ts';
import type { FreeAgentPage } from '../sim/roster/freeAgents.ts';
import type { Wrestler } from '../sim/roster/wrestler.ts';
import type { ContractHolder } from '../sim/world/wrestlerView.ts';
import type { RetiredWrestler } from '../sim/roster/retired.ts';
import type { CancelledDealMove } from '../sim/tv/cancelOnAir.ts';
import type { HeldNetwork } from '../sim/tv/networkHolders.ts';
import type { GameMessage, WeekReport } from '../sim/world.ts';
import type { Championship } from '../sim/championships/championship.ts';
import type { Rivalry } from '../sim/rivalries/rivalry.ts';
import type { Show, ShowSummary } from '../sim/shows/show.ts';
import type { CompanyRow } from '../sim/world/companies.ts';
import type { CompanyPage } from '../sim/world/companyPage.ts';
import type { SceneFederation } from '../sim/world/scene.ts';
import type { WorldRanking } from '../sim/world/ranking.ts';
import type { WeekAdvancePreview } from '../sim/shows/unrunShows.ts';
import { UNRUN_SHOWS_CHOICES } from '../rules/nextWeek.ts';
import type { SimToWeekResult } from '../sim/week/nextWeek.ts';
import { logoPathSchema } from '../validation/federation.ts';
import { FinancePayloads } from './finances.ts';
import { BankPayloads } from './bank.ts';
import type { FederationStory } from '../sim/history/federationStory.ts';
import type { PromiseBoard } from '../sim/promises/board.ts';
import type { ShowArchivePage } from '../sim/history/showArchive.ts';
import type { TitleLineage } from '../sim/history/reigns.ts';
import type { HistoryRecord } from '../sim/history/records.ts';
import type { YearByYear } from '../sim/history/yearByYear.ts';
import type { HallOfFameView } from '../sim/history/hallOfFame.ts';
import { idSchema } from './ids.ts';
import { BusinessPayloads } from './business.ts';
import { CompanyPayloads } from './companies.ts';
import { NewsPayloads } from './news.ts';
import type { NewsPage } from '../sim/news/newsPage.ts';
import { CompetitionPayloads } from './competition.ts';
import { RosterPayloads } from './roster.ts';
import { ShowPayloads } from './shows.ts';
import { StaffPayloads } from './staff.ts';
import { WorldWeekPayloads } from './worldWeek.ts';
import type { WorldWeek } from '../sim/world/worldWeek.ts';
import { WorldScreenPayloads } from './worldScreens.ts';
import { RivalryActionPayloads } from './rivalryActions.ts';
import { LoanPayloads } from './loans.ts';
import { JointShowPayloads } from './jointShows.ts';
import { RelationsPayloads } from './relations.ts';
import { PromisePayloads } from './promises.ts';
import { HistoryPayloads } from './history.ts';
import { FanPayloads } from './fans.ts';
import type { SocialComment } from '../sim/fans/socialComment.ts';
import { OfferPayloads } from './offers.ts';
import type { LoanQuote } from '../sim/diplomacy/loanQuote.ts';
import type { LoanView } from '../sim/diplomacy/loans.ts';
import type { RelationsAnswer } from '../sim/diplomacy/relationsView.ts';
import type { JointShowQuote } from '../sim/diplomacy/jointShowTerms.ts';
import type { JointRosterWrestler, JointShowView } from '../sim/diplomacy/jointShowView.ts';

export const GAME_ROOM = 'game';
export const SAVE_SLOTS = [1, 2] as const;
export type SaveSlot = (typeof SAVE_SLOTS)[number];

const empty = z.object({}).strict();
/** What Next Week does with this week's unrun shows (absent: the federation's "run automatically" setting). */
const unrunShows = z.enum(UNRUN_SHOWS_CHOICES, { error: 'Unrun shows must be run or skip' }).optional();
const slot = z.union([z.literal(1), z.literal(2)], { error: 'Slot must be 1 or 2' });

export const CommandPayloads = {
  advanceWeek: z.object({ unrunShows }).strict(),
  /** Advances week by week up to the week index given, stopping early on what needs the player. */
  simToWeek: z
    .object({
      targetWeek: z.int({ error: 'Target week must be a whole number' }).min(0, 'Target week must be a whole number'),
      unrunShows,
    })
    .strict(),
  /** The "Run my unrun shows automatically" setting. */
  setAutoRunShows: z.object({ enabled: z.boolean({ error: 'Enabled must be true or false' }) }).strict(),
  /** A new game in slot 1; `sample: true` starts the sample game (sim/sample/sampleWorld.ts) instead of a federation to found. */
  newGame: z.object({ sample: z.boolean({ error: 'Sample must be true or false' }).optional() }).strict(),
  // The name's rules are the sim's (its messages are shown under "Invalid federation name"); this
  // only caps the size of what reaches it.
  createFederation: z.object({ name: z.string({ error: 'Federation name is required' }).max(500, 'Federation name is too long'), logo: logoPathSchema }).strict(),
  saveGame: z.object({ slot }).strict(),
  loadGame: z.object({ slot }).strict(),
  /** Continues a slot whose save could not be read from its previous good save. */
  restorePreviousSave: z.object({ slot }).strict(),
  markMessageRead: z.object({ id: idSchema('Message id') }).strict(),
  markAllMessagesRead: empty,
  /** One page of the inbox, newest first (changes nothing): the synced state carries only the newest messages and the unread ones. */
  getMessages: z
    .object({
      offset: z.int({ error: 'Offset must be a whole number from 0' }).min(0, 'Offset must be a whole number from 0').max(100_000, 'Offset must be a whole number from 0'),
      // Up to the whole inbox (MAX_MESSAGES): /messages asks for everything down to the depth it shows, so no message falls between pages when new ones arrive.
      limit: z.int({ error: 'Limit must be a whole number from 1 to 200' }).min(1, 'Limit must be a whole number from 1 to 200').max(200, 'Limit must be a whole number from 1 to 200'),
    })
    .strict(),
  /** Reads the last week advance's report (changes nothing). */
  getWeekReport: empty,
  /** Lists this week's unrun shows and what skipping them at Next Week costs (changes nothing). */
  previewWeekAdvance: empty,
  ...RosterPayloads,
  ...StaffPayloads,
  ...FinancePayloads,
  ...BankPayloads,
  ...ShowPayloads,
  ...BusinessPayloads,
  ...WorldWeekPayloads,
  ...CompanyPayloads,
  ...NewsPayloads,
  ...WorldScreenPayloads,
  ...CompetitionPayloads,
  ...RivalryActionPayloads,
  ...LoanPayloads,
  ...JointShowPayloads,
  ...RelationsPayloads,
  ...OfferPayloads,
  ...PromisePayloads,
  ...HistoryPayloads,
  ...FanPayloads,
} as const;

/**
 * The field of a command's payload that carries its request id: a unique id the client makes for each
 * command it means to run once, and sends again unchanged if it sends that command again. The room takes
 * it out before the payload is checked, and answers a repeated id with the first answer instead of running
 * the command again (docs/protocol.md "Request ids").
 */
export const REQUEST_ID_FIELD = 'requestId';
/** 8 to 64 characters: a UUID (36) fits, and a short counter cannot pass for a unique id. */
export const requestIdSchema = z
  .string({ error: 'Request id must be a text of 8 to 64 letters, digits, - or _' })
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'Request id must be a text of 8 to 64 letters, digits, - or _');

export type CommandName = keyof typeof CommandPayloads;
export type CommandPayload<C extends CommandName> = z.infer<(typeof CommandPayloads)[C]>;

export const Commands = Object.fromEntries(Object.keys(CommandPayloads).map((name) => [name, name])) as { [C in CommandName]: C };

/** What every command resolves with. */
export interface CommandResult {
  events: SimEvent[];
  /**
   * True when the command's request id had already been applied and its first answer is no longer held
   * (it was applied before the server restarted, or long ago): the command was not run again, and the
   * events went with the first answer.
   */
  alreadyApplied?: boolean;
  slot?: number;
  savedAt?: string;
  /** getWeekReport: the last week advance's report, null before the first. */
  report?: WeekReport | null;
  /** previewWeekAdvance: this week's unrun shows and what skipping them costs. */
  preview?: WeekAdvancePreview;
  /** simToWeek: how many weeks went by, the date reached, and where and why it stopped. */
  sim?: SimToWeekResult;
  /** listFreeAgents: one page of free agents. */
  page?: FreeAgentPage;
  /** getWrestler: the wrestler (history included; another federation's with public facts only). */
  wrestler?: Wrestler;
  /** autoBook: who was rested and why, in a sentence ('' when nobody was tired). */
  autoBookNote?: string;
  /** cancelShow: what became of the show's TV deal (null: it aired none). */
  tvDeal?: CancelledDealMove | null;
  /** getWrestler: a retired wrestler's record (then no `wrestler`). */
  retired?: RetiredWrestler;
  /** getWrestler: who holds the contract (null: a free agent). */
  contractHolder?: ContractHolder | null;
  /** getDemand: each asked free agent's competing interest (rival federations that would sign them now). */
  interest?: Record<string, number>;
  /** getNetworkHolders: the TV networks other federations air on now. */
  networkHolders?: HeldNetwork[];
  /** getMessages: one page of the inbox, newest first, and how many messages it holds. */
  messages?: { items: GameMessage[]; total: number };
  /** getFederationStory: the federation's story in figures (the game-over screen). */
  story?: FederationStory;
  /** getLedgerHistory: every settled week kept, oldest first. */
  ledger?: LedgerWeek[];
  /** createShow, getShow, runShow, and the booking commands: the show as it now stands. */
  show?: Show;
  /** getShowHistory: completed shows, newest first, and how many there are. */
  shows?: { items: ShowSummary[]; total: number };
  /** createChampionship, getChampionship: the title with its lineage. */
  championship?: Championship;
  /** createRivalry. */
  rivalry?: Rivalry;
  /** getWorldWeek: every federation's completed shows of the week, yours first; null before the first week ended. */
  worldWeek?: WorldWeek | null;
  /** getFanComments: the federation's fan comments (or those about one show), newest first. */
  fanComments?: SocialComment[];
  /** getCompanies: every federation that exists or has existed, the most popular first. */
  companies?: CompanyRow[];
  /** getCompany: one federation's public page. */
  company?: CompanyPage;
  /** getNews: one page of the world's news, newest first, and how many items the filter matches. */
  news?: NewsPage;
  /** getWorldScene: every active federation's public face. */
  scene?: SceneFederation[];
  /** getRanking: federations by power score and the world's top wrestlers. */
  ranking?: WorldRanking;
  /** quoteLoan, lendWrestler, borrowWrestler: the loan's fee, total, refusal and the other side's answer. */
  loanQuote?: LoanQuote;
  /** getLoans: the federation's loans both ways, active first. */
  loans?: LoanView[];
  /** getWrestlerLoan: the wrestler's active loan, null when not on loan. */
  wrestlerLoan?: LoanView | null;
  /** getRelations: the asking federation's relations with the others (diplomacy/relationsView.ts). */
  relations?: RelationsAnswer;
  /** proposeJointShow: the proposal as recorded (accepted or rejected), as the proposer sees it. */
  jointShow?: JointShowView;
  /** quoteJointShow: the deciding factors in words, the income range, the week, or why it cannot be made. */
  jointShowQuote?: JointShowQuote;
  /** getJointShows: the federation's joint shows, the newest proposal first. */
  jointShows?: JointShowView[];
  /** getJointShowRoster: the other federation of the host's joint show and its roster. */
  jointShowRoster?: { partnerId: string; partnerName: string; wrestlers: JointRosterWrestler[] };
  /** getPromises: the federation's open requests, accepted promises and the recently resolved. */
  promises?: PromiseBoard;
  /** getShowArchive: one sorted page of the federation's completed shows. */
  showArchive?: ShowArchivePage;
  /** getTitleLineages: every championship the federation has had, each with its reigns newest first. */
  titleLineages?: TitleLineage[];
  /** getHistoryRecords: the federation's records (a record nobody set yet is absent). */
  historyRecords?: HistoryRecord[];
  /** getYearByYear: each recorded year, the year in progress, and the shows' rating by month. */
  yearByYear?: YearByYear;
  /** getHallOfFame: the inductees and this year's retirees with their scores. */
  hallOfFame?: HallOfFameView;
}

/** The reason of a refused command (the rejected request's `.reason`). */
export interface CommandRefusalReason {
  message: string;
}

/**
 * Close code of a game connection whose session ended (sign out everywhere, a password change on another
 * device): the client does not reconnect and goes to sign-in.
 */
export const SESSION_ENDED_CLOSE_CODE = 4401;

/**
 * Close code of a game connection that kept sending commands past its limit (server/rooms/messageLimit.ts;
 * an application code, like HTTP 429): the client does not reconnect and says why.
 */
export const FLOOD_CLOSE_CODE = 4429;

/**
 * Game connections one account may hold open at once on one server process (tabs, windows, devices;
 * a dropped connection's seat counts while it may reconnect). A player uses one or two, and a phone:
 * 10 leaves room for that many times over, while each connection costs the server its own seat,
 * state view and a copy of every patch (an account opening hundreds would hold tens of MB and slow
 * other players' commands).
 */
export const MAX_GAME_CONNECTIONS_PER_ACCOUNT = 10;

/**
 * Error code of a game connection refused because its account already holds
 * MAX_GAME_CONNECTIONS_PER_ACCOUNT (an application code, 4000-4999; 4401 and 4429 are taken): the
 * client says why and does not retry.
 */
export const TOO_MANY_CONNECTIONS_CODE = 4409;
export const TOO_MANY_CONNECTIONS = `Your game is already open in ${MAX_GAME_CONNECTIONS_PER_ACCOUNT} tabs or windows, the most it can be. Close one of them, then try again.`;

/** Messages the room sends to its client on its own. */
export const RoomEvents = {
  weekReport: 'weekReport',
  commandError: 'commandError',
} as const;

export interface CommandError {
  command: string;
  message: string;
}

