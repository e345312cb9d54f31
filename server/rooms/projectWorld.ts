// Copies a federation's view of the world into the synced schema after every command. Only changed
// fields go on the wire; keyed collections are synced by id so one signing sends one wrestler.
import {
  LedgerLineState,
  LedgerWeekState,
  MessageState,
  MoralePartState,
  StaffReportState,
  StaffState,
  TaxPartState,
  WrestlerState,
  type GameState,
} from '../../shared/schema/GameState.ts';
import type { LedgerLine, LedgerWeek } from '../../shared/sim/ledger/lines.ts';
import { inboxOf } from '../../shared/sim/messages.ts';
import { rosterOf, type Wrestler } from '../../shared/sim/roster/wrestler.ts';
import type { StaffMember, StaffReport } from '../../shared/sim/staff/staffMember.ts';
import { requireFederation, type World } from '../../shared/sim/world.ts';
import { assignChanged, syncArray, syncMap } from './syncArray.ts';

/** Settled weeks in the synced state; older ones are fetched with getLedgerHistory. */
export const LEDGER_WEEKS_SYNCED = 12;
/** Staff reports in the synced state (the newest). */
export const STAFF_REPORTS_SYNCED = 20;

function assignWrestler(item: WrestlerState, w: Wrestler, marketOrder = 0): void {
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
    marketOrder,
  });
  syncArray(item.moraleChange, w.moraleChange, () => new MoralePartState(), (part, from) => assignChanged(part, { ...from }));
}

function assignStaff(item: StaffState, s: StaffMember): void {
  assignChanged(item, { ...s, hiredWeek: s.hiredWeek ?? -1 });
}

function assignLine(item: LedgerLineState, line: LedgerLine): void {
  assignChanged(item, { ...line });
}

function assignReport(item: StaffReportState, report: StaffReport): void {
  // The data never changes once written: serialise it only for a new report.
  if (item.id !== report.id) assignChanged(item, { data: JSON.stringify(report.data) });
  const { data: _data, ...fields } = report;
  assignChanged(item, fields);
}

function assignWeek(item: LedgerWeekState, week: LedgerWeek): void {
  const { lines, taxParts, ...fields } = week;
  assignChanged(item, fields);
  syncArray(item.lines, lines, () => new LedgerLineState(), assignLine);
  syncArray(item.taxParts, taxParts, () => new TaxPartState(), (part, from) => assignChanged(part, { ...from }));
}

export function projectWorld(world: World, federationId: string, state: GameState): void {
  assignChanged(state, { gameStarted: world.gameStarted, rngState: world.rng.state });
  assignChanged(state.calendar, { ...world.calendar });

  const federation = requireFederation(world, federationId);
  const roster = rosterOf(world, federationId);
  assignChanged(state.federation, {
    id: federation.id,
    name: federation.name,
    logo: federation.logo,
    funds: federation.funds,
    popularity: federation.popularity,
    previousFunds: federation.previousFunds,
    previousPopularity: federation.previousPopularity,
    weeklyRevenue: federation.weeklyRevenue,
    weeklyExpenses: federation.weeklyExpenses,
    totalWrestlers: roster.length,
    socialFollowers: federation.socialFollowers,
  });

  syncArray(state.messages, inboxOf(world, federationId), () => new MessageState(), (item, message) => {
    const { federationId: _owner, ...fields } = message;
    assignChanged(item, fields);
  });
  syncMap(state.roster, roster, (w) => w.id, () => new WrestlerState(), (item, w) => assignWrestler(item, w));
  const byId = new Map(world.wrestlers.map((w) => [w.id, w]));
  const market = federation.market.map((id, order) => ({ wrestler: byId.get(id)!, order })).filter((entry) => entry.wrestler);
  syncMap(state.market, market, (entry) => entry.wrestler.id, () => new WrestlerState(), (item, entry) => assignWrestler(item, entry.wrestler, entry.order));
  syncArray(state.staff, federation.staff, () => new StaffState(), assignStaff);
  syncArray(state.staffCandidates, federation.staffCandidates, () => new StaffState(), assignStaff);
  syncMap(state.staffReports, federation.staffReports.slice(-STAFF_REPORTS_SYNCED), (r) => r.id, () => new StaffReportState(), assignReport);
  syncMap(state.ledger, federation.ledger.slice(-LEDGER_WEEKS_SYNCED), (w) => String(w.weekNumber), () => new LedgerWeekState(), assignWeek);
  syncArray(state.currentLines, federation.currentLines, () => new LedgerLineState(), assignLine);
}
