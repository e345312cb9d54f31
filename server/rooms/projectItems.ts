// How one item of the world becomes its synced state (shared/schema/GameState.ts): a wrestler, a staff
// member, a ledger week, a show, a title, a rivalry, a federation's public face. projectWorld.ts decides
// which items a command re-syncs. Each field is written one by one: the schema's setter ignores a value
// equal to the one it holds, so only the fields that changed are marked and go on the wire. Written by
// hand rather than as an object of the fields copied key by key: a write to a known field of one class is
// a fast call, where a copy by key reads and writes through ~20 classes' accessors by name and builds an
// object per item, a large share of a command's re-sync (npm run bench).
import { findVenue } from '#shared/data/venues.ts';
import { SHOW_MAX_WEEKS_AHEAD } from '#shared/rules/shows.ts';
import { reignDays, type Championship } from '#shared/sim/championships/championship.ts';
import { prestigeSummary } from '#shared/sim/championships/prestige.ts';
import type { Rivalry } from '#shared/sim/rivalries/rivalry.ts';
import { previewShow } from '#shared/sim/shows/runShow.ts';
import type { Segment, Show, ShowResult } from '#shared/sim/shows/show.ts';
import {
  ChampionshipState,
  RivalryState,
  ShowState,
  LedgerLineState,
  LedgerWeekState,
  MoralePartState,
  StaffReportState,
  StaffState,
  WrestlerState,
  type ChampionFace,
  FederationFaceState,
  type MessageState,
  type WeekChangeState,
  type WeekFiguresState,
  type BankLoanState,
} from '#shared/schema/GameState.ts';
import type { BankLoan } from '#shared/rules/bankLoan.ts';
import type { LedgerLine, LedgerWeek } from '#shared/sim/ledger/lines.ts';
import { findWrestlerIn, rosterOf, type MoralePart, type Wrestler } from '#shared/sim/roster/wrestler.ts';
import type { StaffMember, StaffReport } from '#shared/sim/staff/staffMember.ts';
import type { WeekChange, WeekFigures } from '#shared/sim/week/weekFigures.ts';
import type { Federation, GameMessage, World } from '#shared/sim/world.ts';
import {
  championsField,
  prestigePartsField,
  recentMatchesField,
  reportDataField,
  showCardField,
  showExpectedField,
  showResultField,
  weekLinesField,
  weekTaxPartsField,
} from '#shared/schema/syncedJson.ts';
import { jsonCopy, JsonMemo, matchesCopy } from './jsonMemo.ts';
import { syncArray } from './syncArray.ts';

/** Rivalry matches sent with each rivalry (the newest). */
export const RIVALRY_MATCHES_SYNCED = 5;

export function assignWrestler(item: WrestlerState, w: Wrestler, marketOrder = 0): void {
  item.id = w.id;
  item.name = w.name;
  item.gender = w.gender;
  item.style = w.style;
  item.nationality = w.nationality;
  item.age = w.age;
  item.masked = w.masked;
  item.popularity = w.popularity;
  item.morale = w.morale;
  const { skills, contract, training, matchStats, merchandiseSales } = w;
  item.strength = skills.strength;
  item.agility = skills.agility;
  item.technic = skills.technic;
  item.charisma = skills.charisma;
  item.stamina = skills.stamina;
  item.totalPoints = w.totalPoints;
  item.category = w.category;
  item.askingSalary = w.askingSalary;
  item.minFederationPopularityRequired = w.minFederationPopularityRequired;
  item.contractType = contract?.type ?? '';
  item.salary = contract?.salary ?? 0;
  item.contractWeeksRemaining = contract?.weeksRemaining ?? 0;
  item.contractLengthWeeks = contract?.lengthWeeks ?? 0;
  item.status = w.status;
  item.trainingSkill = training.targetSkill ?? '';
  item.trainingWeeksRemaining = training.weeksRemaining;
  item.trainingTotalWeeks = training.totalWeeks;
  item.championships = w.championships.length;
  item.wins = matchStats.wins;
  item.losses = matchStats.losses;
  item.draws = matchStats.draws;
  item.totalMatches = matchStats.totalMatches;
  item.merchandiseThisWeek = merchandiseSales.thisWeek;
  item.merchandiseTotal = merchandiseSales.total;
  item.merchandisePercentage = merchandiseSales.contractPercentage;
  item.idleWeeks = w.idleWeeks;
  item.fatigue = w.fatigue;
  item.marketOrder = marketOrder;
  syncArray(item.moraleChange, w.moraleChange, () => new MoralePartState(), assignMoralePart);
}

function assignMoralePart(item: MoralePartState, part: MoralePart): void {
  item.label = part.label;
  item.amount = part.amount;
}

export function assignStaff(item: StaffState, s: StaffMember): void {
  item.id = s.id;
  item.type = s.type;
  item.name = s.name;
  item.skill = s.skill;
  item.weeklySalary = s.weeklySalary;
  item.hiringCost = s.hiringCost;
  item.experience = s.experience;
  item.specialization = s.specialization;
  item.isHired = s.isHired;
  item.hiredWeek = s.hiredWeek ?? -1;
}

export function assignLine(item: LedgerLineState, line: LedgerLine): void {
  item.kind = line.kind;
  item.label = line.label;
  item.amount = line.amount;
  item.paidAt = line.paidAt;
}

export function assignReport(item: StaffReportState, report: StaffReport): void {
  // The data never changes once written: serialise it only for a new report.
  if (item.id !== report.id) item.data = reportDataField.encode(report.data);
  item.id = report.id;
  item.staffId = report.staffId;
  item.staffType = report.staffType;
  item.week = report.week;
  item.month = report.month;
  item.year = report.year;
  item.title = report.title;
  item.content = report.content;
  item.isRead = report.isRead;
  item.timestamp = report.timestamp;
}

/**
 * Each synced week as last written (jsonMemo.ts): a settled week changes at most once (the history folds
 * its lines), while each re-sync of the ledger (a show night, the week, a booking that moves money) would
 * write the 12 weeks synced again, their lines and tax parts serialised.
 */
const weekCopies = new WeakMap<LedgerWeekState, unknown[]>();

export function assignWeek(item: LedgerWeekState, week: LedgerWeek): void {
  // The item is written from the week's plain data alone: the same data leaves it as it is.
  const copy = weekCopies.get(item);
  if (copy && matchesCopy(week, copy)) return;
  weekCopies.set(item, jsonCopy(week));
  item.weekNumber = week.weekNumber;
  item.week = week.week;
  item.month = week.month;
  item.year = week.year;
  item.revenue = week.revenue;
  item.expenses = week.expenses;
  item.profit = week.profit;
  item.tax = week.tax;
  item.afterTax = week.afterTax;
  item.fundsBefore = week.fundsBefore;
  item.fundsAfter = week.fundsAfter;
  item.expenseMultiplier = week.expenseMultiplier;
  // As JSON text (shared/schema/syncedJson.ts): written only when the week changed (above).
  item.lines = weekLinesField.encode(week.lines);
  item.taxParts = weekTaxPartsField.encode(week.taxParts);
}

/** A message of the inbox; it never changes once written but for being read. */
export function assignMessage(item: MessageState, message: GameMessage): void {
  // The same message in the same place costs one comparison, so the inbox's cost does not grow with its length.
  if (item.id === message.id) {
    item.isRead = message.isRead;
    // An offer's message changes once more, when the offer is answered or lapses.
    if (message.offerState !== undefined) item.offerState = message.offerState;
    // A request's message changes as the promise is answered, kept or broken.
    if (message.promiseState !== undefined) item.promiseState = message.promiseState;
    return;
  }
  item.id = message.id;
  item.type = message.type;
  item.title = message.title;
  item.content = message.content;
  item.week = message.week;
  item.month = message.month;
  item.year = message.year;
  item.isRead = message.isRead;
  item.timestamp = message.timestamp;
  item.offerId = message.offerId ?? '';
  item.offerState = message.offerState ?? '';
  item.promiseId = message.promiseId ?? '';
  item.promiseState = message.promiseState ?? '';
}

/**
 * A run show's card and result as JSON, made again only when they changed (jsonMemo.ts): they change only
 * when the history folds them, while every re-sync of the shows (a card edit, a show night, the week)
 * would serialise ~5 KB per show. A show to come changes with each edit: serialised each time.
 */
const runShowTexts = new WeakMap<ShowState, { card: JsonMemo<Segment[]>; result: JsonMemo<ShowResult | null> }>();

function cardAndResult(item: ShowState, show: Show): { card: string; result: string } {
  const { result } = show;
  if (!show.hasBeenRun) return { card: showCardField.encode(show.segments), result: showResultField.encode(result) };
  let texts = runShowTexts.get(item);
  if (!texts) runShowTexts.set(item, (texts = { card: new JsonMemo(showCardField), result: new JsonMemo(showResultField) }));
  return { card: texts.card.of(show.segments), result: result ? texts.result.of(result) : '' };
}

export function assignShow(world: World, item: ShowState, show: Show): void {
  const { segments, result } = show;
  item.id = show.id;
  item.name = show.name;
  item.weekIndex = show.weekIndex;
  item.week = show.week;
  item.month = show.month;
  item.year = show.year;
  item.venueId = show.venueId;
  item.venue = findVenue(show.venueId)?.name ?? show.venueId;
  item.venueCapacity = show.venueCapacity;
  item.ticketPrice = show.ticketPrice;
  item.frequency = show.frequency;
  item.rentalPaid = show.rentalPaid;
  let matches = 0;
  for (const segment of segments) if (segment.kind === 'match') matches += 1;
  item.matchCount = matches;
  item.segmentCount = segments.length;
  item.isComplete = show.isComplete;
  item.rating = result?.rating.value ?? -1;
  item.attendance = result?.attendance ?? 0;
  item.revenue = result?.revenue ?? 0;
  const texts = cardAndResult(item, show);
  item.card = texts.card;
  item.result = texts.result;
  item.expected = showExpectedField.encode(show.hasBeenRun ? null : previewShow(world, show));
}

export function assignChampionship(world: World, item: ChampionshipState, title: Championship): void {
  item.id = title.id;
  item.name = title.name;
  item.prestige = title.prestige;
  item.holderId = title.holderId ?? '';
  item.holderName = holderName(world, title);
  item.defenseCount = title.defenseCount;
  item.reignDays = reignDays(world, title);
  let reigns = 0;
  for (const entry of title.history) if (entry.event === 'won' || entry.event === 'awarded') reigns += 1;
  item.reigns = reigns;
  item.createdAt = title.createdAt;
  item.prestigeParts = prestigePartsField.encode(prestigeSummary(title, world.calendar.totalWeeksProgressed));
}

/** Who holds the title, as the screens name them: 'Vacant' when nobody (or a holder no longer in the world). */
function holderName(world: World, title: Championship): string {
  return (title.holderId ? findWrestlerIn(world, title.holderId)?.name : undefined) ?? 'Vacant';
}

export function assignRivalry(item: RivalryState, rivalry: Rivalry): void {
  item.id = rivalry.id;
  item.title = rivalry.title;
  item.description = rivalry.description;
  item.type = rivalry.type;
  item.intensity = rivalry.intensity;
  item.advantage = rivalry.advantage ?? '';
  item.advantagePoints = rivalry.advantagePoints;
  item.startWeek = rivalry.startDate.week;
  item.startMonth = rivalry.startDate.month;
  item.startYear = rivalry.startDate.year;
  item.isActive = rivalry.isActive;
  item.matchCount = rivalry.matches.length;
  item.recentMatches = recentMatchesField.encode(rivalry.matches.slice(-RIVALRY_MATCHES_SYNCED));
  if (item.wrestlers.join('|') !== rivalry.wrestlers.join('|')) {
    item.wrestlers.clear();
    item.wrestlers.push(...rivalry.wrestlers);
  }
}

function assignFigures(item: WeekFiguresState, figures: WeekFigures): void {
  item.funds = figures.funds;
  item.popularity = figures.popularity;
  item.wrestlers = figures.wrestlers;
}

/** The loan being repaid, or an inactive item when there is none. */
export function assignBankLoan(item: BankLoanState, loan: BankLoan | null): void {
  item.active = loan !== null;
  item.amount = loan?.amount ?? 0;
  item.interest = loan?.interest ?? 0;
  item.weeklyRepayment = loan?.weeklyRepayment ?? 0;
  item.weeks = loan?.weeks ?? 0;
  item.weeksLeft = loan?.weeksLeft ?? 0;
  item.owed = loan?.owed ?? 0;
  item.missedInARow = loan?.missedInARow ?? 0;
}

export function assignWeekChange(item: WeekChangeState, week: WeekChange): void {
  assignFigures(item.from, week.from);
  assignFigures(item.to, week.to);
  assignFigures(item.change, week.change);
}

/**
 * A federation's most recent show run (the latest week), or undefined. world.shows is in creation order
 * and a show is created at most SHOW_MAX_WEEKS_AHEAD weeks ahead, so the walk from the newest end stops
 * once no older show could be later than the one found.
 */
export function lastShowOf(world: World, federationId: string): Show | undefined {
  let last: Show | undefined;
  for (let i = world.shows.length - 1; i >= 0; i -= 1) {
    const show = world.shows[i]!;
    if (last && show.weekIndex < last.weekIndex - SHOW_MAX_WEEKS_AHEAD - 1) break;
    if (show.federationId !== federationId || !show.hasBeenRun) continue;
    if (!last || show.weekIndex > last.weekIndex) last = show;
  }
  return last;
}

/** What anyone may see of a federation (FederationFaceState): never its money, contracts or plans. */
export function assignFace(world: World, item: FederationFaceState, federation: Federation): void {
  const last = lastShowOf(world, federation.id);
  item.id = federation.id;
  item.name = federation.name;
  item.logo = federation.logo;
  item.controller = federation.controller;
  item.popularity = federation.popularity;
  item.rosterSize = rosterOf(world, federation.id).length;
  item.lastShowName = last?.name ?? '';
  item.lastShowRating = last?.result?.rating.value ?? -1;
  item.lastShowWeekIndex = last?.weekIndex ?? -1;
  const champions: ChampionFace[] = [];
  for (const title of world.championships) if (title.federationId === federation.id && title.isActive) champions.push({ title: title.name, holderName: holderName(world, title) });
  // The same text leaves the field as it is (the setter compares the strings).
  item.champions = championsField.encode(champions);
}
