// How one item of the world becomes its synced state (shared/schema/GameState.ts): a wrestler, a staff
// member, a ledger week, a show, a title, a rivalry, a federation's public face. projectWorld.ts decides
// which items a command re-syncs; these only write the fields that changed (assignChanged).
import { findVenue } from '../../shared/data/venues.ts';
import { SHOW_MAX_WEEKS_AHEAD } from '../../shared/rules/shows.ts';
import { reignDays, type Championship } from '../../shared/sim/championships/championship.ts';
import { prestigeSummary } from '../../shared/sim/championships/prestige.ts';
import type { Rivalry } from '../../shared/sim/rivalries/rivalry.ts';
import { previewShow } from '../../shared/sim/shows/runShow.ts';
import type { Show } from '../../shared/sim/shows/show.ts';
import {
  ChampionshipState,
  RivalryState,
  ShowState,
  LedgerLineState,
  LedgerWeekState,
  MoralePartState,
  StaffReportState,
  StaffState,
  TaxPartState,
  WrestlerState,
  ChampionFaceState,
  FederationFaceState,
  type WeekChangeState,
} from '../../shared/schema/GameState.ts';
import type { LedgerLine, LedgerWeek } from '../../shared/sim/ledger/lines.ts';
import { rosterOf, type Wrestler } from '../../shared/sim/roster/wrestler.ts';
import type { StaffMember, StaffReport } from '../../shared/sim/staff/staffMember.ts';
import { type WeekChange } from '../../shared/sim/week/weekFigures.ts';
import { type Federation, type World } from '../../shared/sim/world.ts';
import { assignChanged, syncArray } from './syncArray.ts';

/** Rivalry matches sent with each rivalry (the newest). */
export const RIVALRY_MATCHES_SYNCED = 5;

export function assignWrestler(item: WrestlerState, w: Wrestler, marketOrder = 0): void {
  assignChanged(item, {
    id: w.id,
    name: w.name,
    gender: w.gender,
    style: w.style,
    nationality: w.nationality,
    age: w.age,
    masked: w.masked,
    popularity: w.popularity,
    morale: w.morale,
    ...w.skills,
    totalPoints: w.totalPoints,
    category: w.category,
    askingSalary: w.askingSalary,
    minFederationPopularityRequired: w.minFederationPopularityRequired,
    contractType: w.contract?.type ?? '',
    salary: w.contract?.salary ?? 0,
    contractWeeksRemaining: w.contract?.weeksRemaining ?? 0,
    contractLengthWeeks: w.contract?.lengthWeeks ?? 0,
    status: w.status,
    trainingSkill: w.training.targetSkill ?? '',
    trainingWeeksRemaining: w.training.weeksRemaining,
    trainingTotalWeeks: w.training.totalWeeks,
    championships: w.championships.length,
    ...w.matchStats,
    merchandiseThisWeek: w.merchandiseSales.thisWeek,
    merchandiseTotal: w.merchandiseSales.total,
    merchandisePercentage: w.merchandiseSales.contractPercentage,
    idleWeeks: w.idleWeeks,
    fatigue: w.fatigue,
    marketOrder,
  });
  syncArray(item.moraleChange, w.moraleChange, () => new MoralePartState(), (part, from) => assignChanged(part, { ...from }));
}

export function assignStaff(item: StaffState, s: StaffMember): void {
  assignChanged(item, { ...s, hiredWeek: s.hiredWeek ?? -1 });
}

export function assignLine(item: LedgerLineState, line: LedgerLine): void {
  assignChanged(item, { ...line });
}

export function assignReport(item: StaffReportState, report: StaffReport): void {
  // The data never changes once written: serialise it only for a new report.
  if (item.id !== report.id) assignChanged(item, { data: JSON.stringify(report.data) });
  const { data: _data, ...fields } = report;
  assignChanged(item, fields);
}

export function assignWeek(item: LedgerWeekState, week: LedgerWeek): void {
  const { lines, taxParts, ...fields } = week;
  assignChanged(item, fields);
  syncArray(item.lines, lines, () => new LedgerLineState(), assignLine);
  syncArray(item.taxParts, taxParts, () => new TaxPartState(), (part, from) => assignChanged(part, { ...from }));
}


export function assignShow(world: World, item: ShowState, show: Show): void {
  const card = JSON.stringify(show.segments);
  const result = show.result ? JSON.stringify(show.result) : '';
  const expected = show.hasBeenRun ? '' : JSON.stringify(previewShow(world, show));
  assignChanged(item, {
    id: show.id,
    name: show.name,
    weekIndex: show.weekIndex,
    week: show.week,
    month: show.month,
    year: show.year,
    venueId: show.venueId,
    venue: findVenue(show.venueId)?.name ?? show.venueId,
    venueCapacity: show.venueCapacity,
    ticketPrice: show.ticketPrice,
    frequency: show.frequency,
    rentalPaid: show.rentalPaid,
    matchCount: show.segments.filter((s) => s.kind === 'match').length,
    segmentCount: show.segments.length,
    isComplete: show.isComplete,
    rating: show.result?.rating.value ?? -1,
    attendance: show.result?.attendance ?? 0,
    revenue: show.result?.revenue ?? 0,
    card,
    result,
    expected,
  });
}

export function assignChampionship(world: World, item: ChampionshipState, title: Championship): void {
  const holder = title.holderId ? world.wrestlers.find((w) => w.id === title.holderId) : undefined;
  assignChanged(item, {
    id: title.id,
    name: title.name,
    prestige: title.prestige,
    holderId: title.holderId ?? '',
    holderName: holder?.name ?? 'Vacant',
    defenseCount: title.defenseCount,
    reignDays: reignDays(world, title),
    reigns: title.history.filter((h) => h.event === 'won' || h.event === 'awarded').length,
    createdAt: title.createdAt,
    prestigeParts: JSON.stringify(prestigeSummary(title, world.calendar.totalWeeksProgressed)),
  });
}

export function assignRivalry(item: RivalryState, rivalry: Rivalry): void {
  assignChanged(item, {
    id: rivalry.id,
    title: rivalry.title,
    description: rivalry.description,
    type: rivalry.type,
    intensity: rivalry.intensity,
    advantage: rivalry.advantage ?? '',
    advantagePoints: rivalry.advantagePoints,
    startWeek: rivalry.startDate.week,
    startMonth: rivalry.startDate.month,
    startYear: rivalry.startDate.year,
    isActive: rivalry.isActive,
    matchCount: rivalry.matches.length,
    recentMatches: JSON.stringify(rivalry.matches.slice(-RIVALRY_MATCHES_SYNCED)),
  });
  if (item.wrestlers.join('|') !== rivalry.wrestlers.join('|')) {
    item.wrestlers.clear();
    item.wrestlers.push(...rivalry.wrestlers);
  }
}

export function assignWeekChange(item: WeekChangeState, week: WeekChange): void {
  assignChanged(item.from, week.from);
  assignChanged(item.to, week.to);
  assignChanged(item.change, week.change);
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
  assignChanged(item, {
    id: federation.id,
    name: federation.name,
    logo: federation.logo,
    controller: federation.controller,
    popularity: federation.popularity,
    rosterSize: rosterOf(world, federation.id).length,
    lastShowName: last?.name ?? '',
    lastShowRating: last?.result?.rating.value ?? -1,
    lastShowWeekIndex: last?.weekIndex ?? -1,
  });
  const titles = world.championships.filter((c) => c.federationId === federation.id && c.isActive);
  syncArray(item.champions, titles, () => new ChampionFaceState(), (face, title) =>
    assignChanged(face, { title: title.name, holderName: (title.holderId ? world.wrestlers.find((w) => w.id === title.holderId)?.name : undefined) ?? 'Vacant' }),
  );
}
