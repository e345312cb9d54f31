// Loads a saved world of any known version and brings it to WORLD_VERSION.
import { noProducts } from './business/products.ts';
import { initialTvNetworks } from './tv/tvDeals.ts';
import type { RngState } from './rng.ts';
import { fillMarket } from './roster/market.ts';
import { seedWrestlers } from './roster/seedWrestlers.ts';
import { fillStaffCandidates } from './staff/candidates.ts';
import { followersFor } from './staff/reports.ts';
import { OWNER_SEAT, WORLD_VERSION, type Federation, type MessageType, type World } from './world.ts';

type Json = Record<string, unknown>;
type Migration = (world: Json) => Json;

/** MIGRATIONS[n] turns a version-n world into a version-(n+1) world. */
const MIGRATIONS: Record<number, Migration> = {
  // v2: the game lifecycle (setup flag, messages, last-week figures, id counter).
  1: (world) => {
    const federations = (world.federations as Json[]).map((f) => ({
      previousFunds: f.funds,
      previousPopularity: f.popularity,
      weeklyRevenue: 0,
      weeklyExpenses: 0,
      ...f,
    }));
    return { gameStarted: true, messages: [], nextId: 1, ...world, federations };
  },
  // v3: the last week report is kept, so /next-week can show it again after a reload.
  2: (world) => ({ lastWeekReport: null, ...world }),
  // v4: talent. The catalog's wrestlers are seeded (all free agents), federations get a market, staff
  // candidates, a ledger and followers; messages belong to a federation (the player's, before).
  3: (json) => {
    const world = json as unknown as World;
    const rng = world.rng as RngState;
    world.wrestlers = seedWrestlers(rng);
    world.messages = ((json.messages as Json[]) ?? []).map((m) => ({ federationId: json.playerFederationId, ...m })) as World['messages'];
    world.federations = (json.federations as Json[]).map(
      (f) =>
        ({
          market: [],
          staff: [],
          staffCandidates: [],
          staffReports: [],
          currentLines: [],
          fundsAtWeekStart: f.funds,
          ledger: [],
          socialFollowers: 0,
          ...f,
        }) as unknown as Federation,
    );
    if (json.gameStarted) {
      for (const federation of world.federations) {
        if (federation.controller !== 'player') continue;
        fillMarket(world, federation, rng);
        fillStaffCandidates(world, federation, rng);
        federation.socialFollowers = followersFor(federation, []);
      }
    }
    return world as unknown as Json;
  },
  // v5: shows, championships and rivalries; the week's completed-show count moves to each federation.
  4: (json) => {
    const { showsCompletedThisWeek = 0, ...world } = json as Json & { showsCompletedThisWeek?: number };
    const federations = (json.federations as Json[]).map((f) => ({ showsCompletedThisWeek: f.id === json.playerFederationId ? showsCompletedThisWeek : 0, totalShows: 0, ...f }));
    return { shows: [], championships: [], rivalries: [], ...world, federations };
  },
  // v6: business: product investments, venue upgrades, campaigns, shop boosts, TV networks and deals.
  5: (json) => {
    const federations = (json.federations as Json[]).map((f) => ({
      products: noProducts(),
      venueUpgrades: [],
      activeCampaigns: [],
      purchasedBoosts: [],
      tvNetworks: initialTvNetworks(),
      broadcastDeals: [],
      unpaidWeeks: 0,
      ...f,
    }));
    return { ...json, federations };
  },
  // v7: week opening figures replace previousFunds/previousPopularity (week/weekFigures.ts). This week opened
  // at the funds the last settlement left; last week's opening is the best the save knows of it.
  6: (json) => {
    const wrestlers = (json.wrestlers as Json[]) ?? [];
    const federations = (json.federations as Json[]).map(({ previousFunds, previousPopularity, ...f }) => {
      const count = wrestlers.filter((w) => w.federationId === f.id).length;
      const ledger = (f.ledger as Array<{ fundsBefore: number }>) ?? [];
      const weekOpening = { funds: (f.fundsAtWeekStart as number) ?? (f.funds as number), popularity: f.popularity as number, wrestlers: count };
      const lastWeekOpening = {
        funds: ledger.at(-1)?.fundsBefore ?? (previousFunds as number) ?? weekOpening.funds,
        popularity: (previousPopularity as number) ?? weekOpening.popularity,
        wrestlers: count,
      };
      return { weekOpening, lastWeekOpening, ...f };
    });
    return { ...json, federations };
  },
  // v8: the classified inbox (rules/messages.ts). News sent as "general" gets its own kind (known by its
  // title), and show results, now routine, are marked read so an old save's badge stops counting them.
  7: (json) => {
    const messages = ((json.messages as Json[]) ?? []).map((m) => {
      const type = m.type === 'general' ? (legacyGeneralType(String(m.title ?? '')) ?? m.type) : m.type;
      return { ...m, type, isRead: type === 'show_results' ? true : m.isRead };
    });
    return { ...json, messages };
  },
  // v9: a TV episode record keeps its show's name (the synced state carries only the newest shows).
  8: (json) => {
    const names = new Map(((json.shows as Json[] | undefined) ?? []).map((s) => [s.id as string, s.name as string]));
    const federations = (json.federations as Json[]).map((f) => ({
      ...f,
      broadcastDeals: ((f.broadcastDeals as Json[] | undefined) ?? []).map((d) => ({
        ...d,
        performanceHistory: ((d.performanceHistory as Json[] | undefined) ?? []).map((e) => ({ ...e, showName: (e.showId && names.get(e.showId as string)) || null })),
      })),
    }));
    return { ...json, federations };
  },
  // v10: a title keeps its recent prestige changes with their reasons (championships/prestige.ts); an old
  // save's titles start with none.
  9: (json) => ({ ...json, championships: ((json.championships as Json[] | undefined) ?? []).map((c) => ({ prestigeLog: [], ...c })) }),
  // v11: wrestlers tire (roster/fatigue.ts); every wrestler of an old save starts fresh.
  10: (json) => ({ ...json, wrestlers: ((json.wrestlers as Json[] | undefined) ?? []).map((w) => ({ fatigue: 0, ...w })) }),
  // v12: the booker's finish. Matches booked before it leave winner and finish to the
  // match, with no auto-book reason; a feud's advantage gets its lead in points (1 for the one ahead).
  11: (json) => {
    const shows = ((json.shows as Json[] | undefined) ?? []).map((show) => ({
      ...show,
      segments: ((show.segments as Json[] | undefined) ?? []).map((seg) => (seg.kind === 'match' ? { winnerId: null, finish: null, bookingReason: null, ...seg } : seg)),
    }));
    const rivalries = ((json.rivalries as Json[] | undefined) ?? []).map((r) => ({ advantagePoints: r.advantage ? 1 : 0, ...r }));
    return { ...json, shows, rivalries };
  },
  // v13: one federation per seat. The player's federation id moves into the seats (the owner's
  // seat), the game's "started" flag and the last week report move onto that federation (its report held
  // only its own events and the world's: it was alone); any other federation is computer-run and founded.
  // As in every step, what the save already holds wins over the defaults.
  12: (json) => {
    const { gameStarted, playerFederationId, lastWeekReport, ...world } = json;
    const federations = ((json.federations as Json[] | undefined) ?? []).map((f) =>
      f.id === playerFederationId ? { founded: gameStarted === true, lastWeekReport: lastWeekReport ?? null, ...f } : { founded: true, lastWeekReport: null, ...f },
    );
    return { seats: { [OWNER_SEAT]: playerFederationId }, ...world, federations };
  },
  // 13 -> 14: the world's news (news/newsItem.ts) and each federation's popularity history start empty.
  13: (json) => ({
    news: [],
    nextNewsId: 1,
    ...json,
    federations: ((json.federations as Json[] | undefined) ?? []).map((f) => ({ popularityHistory: [], ...f })),
  }),
  // 14 -> 15: retired wrestlers keep a record (roster/retired.ts). Those who retired before it left no trace.
  14: (json) => ({ retired: [], ...json }),
  // 15 -> 16: the bank loan and game over (ledger/bankLoan.ts). No federation of an old save owes the bank
  // or has closed; its peak popularity starts at today's and its founding week at the AI profile's (a
  // player's federation of an old save was founded with the world).
  15: (json) => ({
    ...json,
    federations: ((json.federations as Json[] | undefined) ?? []).map((f) => ({
      bankLoan: null,
      loansTaken: 0,
      peakPopularity: f.popularity,
      foundedWeek: ((f.ai as Json | undefined)?.foundedWeek as number | undefined) ?? 0,
      closedWeek: null,
      ...f,
    })),
  }),
  // Dealings between federations: none yet in a world saved before them.
  16: (json) => ({ relationships: [], rivalryActions: [], wrestlerLoans: [], jointShows: [], diplomacyOffers: [], ...json }),
  // Wrestlers with a voice, a federation with a past: no promise, fan comment, year record or Hall of Famer
  // yet in a world saved before them (its past years were not recorded).
  17: (json) => ({
    promises: [],
    socialComments: [],
    hallOfFame: [],
    ...json,
    federations: ((json.federations as Json[] | undefined) ?? []).map((f) => ({ yearEnds: [], ...f })),
  }),
};

/** The kind a version-7 (or older) "general" message had, from the title it was sent with. */
const LEGACY_GENERAL_TITLES: ReadonlyArray<[RegExp, MessageType]> = [
  [/^TV offer: /, 'tv_offer'],
  [/^TV warning: /, 'tv_warning'],
  [/^TV deal cancelled: /, 'tv_deal_cancelled'],
  [/^TV renewal: /, 'tv_renewal'],
  [/^Missed payroll$/, 'payroll_missed'],
  [/^Show cancelled$/, 'show_cancelled'],
  [/^Weekly show not booked$/, 'show_not_booked'],
];

function legacyGeneralType(title: string): MessageType | undefined {
  return LEGACY_GENERAL_TITLES.find(([pattern]) => pattern.test(title))?.[1];
}

export function migrateWorld(saved: unknown): World {
  if (typeof saved !== 'object' || saved === null) throw new Error('The saved world is not an object');
  let world = saved as Json;
  let version = typeof world.version === 'number' ? world.version : 1;
  if (version > WORLD_VERSION) throw new Error(`The saved world is version ${version}, newer than this server (${WORLD_VERSION})`);
  while (version < WORLD_VERSION) {
    const migrate = MIGRATIONS[version];
    if (!migrate) throw new Error(`No migration from world version ${version}`);
    world = migrate(world);
    version += 1;
    world.version = version;
  }
  return world as unknown as World;
}
