// The item assigners write their fields one by one (projectItems.ts): each must write every plain field of
// its schema class, or a field would keep its default on every client. Their lists and nested parts are
// synced by their own assigners.
import { describe, expect, it } from 'vitest';
import {
  ChampionshipState,
  FederationFaceState,
  LedgerLineState,
  LedgerWeekState,
  MessageState,
  RivalryState,
  ShowState,
  StaffReportState,
  StaffState,
  WeekFiguresState,
  WrestlerState,
} from '#shared/schema/GameState.ts';
import { rosterOf } from '#shared/sim/roster/wrestler.ts';
import { playedCareer } from '#shared/sim/testing/career.ts';
import { changeFromLastWeek } from '#shared/sim/week/weekFigures.ts';
import { playerFederation } from '#shared/sim/world.ts';
import {
  assignChampionship,
  assignFace,
  assignLine,
  assignMessage,
  assignReport,
  assignRivalry,
  assignShow,
  assignStaff,
  assignWeek,
  assignWeekChange,
  assignWrestler,
} from './projectItems.ts';

/** The plain (primitive) fields of a schema class, by name. */
function plainFields(klass: object): string[] {
  const metadata = (klass as Record<symbol, Record<string, { name: string; type: unknown }>>)[Symbol.metadata]!;
  return Object.keys(metadata)
    .filter((key) => /^\d+$/.test(key) && typeof metadata[key]!.type === 'string')
    .map((key) => metadata[key]!.name);
}

/** The fields `assign` writes on a new item of `klass`. */
function written<T extends object>(klass: new () => T, assign: (item: T) => void): string[] {
  const fields = new Set<string>();
  const item = new klass();
  const recorder = new Proxy(item, {
    set(target, key, value) {
      fields.add(String(key));
      return Reflect.set(target, key, value, target);
    },
  });
  assign(recorder);
  return [...fields].sort();
}

describe('the item assigners', () => {
  const world = playedCareer(5, 30);
  const federation = playerFederation(world);
  const wrestler = rosterOf(world, federation.id)[0]!;
  const runShow = world.shows.find((s) => s.hasBeenRun)!;
  const upcoming = world.shows.find((s) => !s.hasBeenRun)!;
  const cases: Array<[string, new () => object, (item: never) => void]> = [
    ['wrestler', WrestlerState, (item: WrestlerState) => assignWrestler(item, wrestler, 3)],
    ['staff member', StaffState, (item: StaffState) => assignStaff(item, federation.staffCandidates[0]!)],
    ['ledger line', LedgerLineState, (item: LedgerLineState) => assignLine(item, federation.ledger.at(-1)!.lines[0]!)],
    ['ledger week', LedgerWeekState, (item: LedgerWeekState) => assignWeek(item, federation.ledger.at(-1)!)],
    ['message', MessageState, (item: MessageState) => assignMessage(item, world.messages.at(-1)!)],
    ['show run', ShowState, (item: ShowState) => assignShow(world, item, runShow)],
    ['show to come', ShowState, (item: ShowState) => assignShow(world, item, upcoming)],
    ['title', ChampionshipState, (item: ChampionshipState) => assignChampionship(world, item, world.championships[0]!)],
    ['rivalry', RivalryState, (item: RivalryState) => assignRivalry(item, world.rivalries[0]!)],
    ['public face', FederationFaceState, (item: FederationFaceState) => assignFace(world, item, federation)],
  ];

  for (const [label, klass, assign] of cases) {
    it(`a ${label} gets every field of its class`, () => {
      expect(written(klass, assign as (item: object) => void)).toEqual(plainFields(klass).sort());
    });
  }

  it('a ledger week changed in place (its lines folded, a figure moved) is written again', () => {
    const week = structuredClone(federation.ledger.at(-1)!);
    const item = new LedgerWeekState();
    assignWeek(item, week);
    week.lines[0]!.amount += 100;
    week.lines.pop();
    week.fundsAfter += 1;
    assignWeek(item, week);
    expect(JSON.parse(item.lines)).toEqual(week.lines);
    expect(JSON.parse(item.taxParts)).toEqual(week.taxParts);
    expect(item.fundsAfter).toBe(week.fundsAfter);
  });

  it('a staff report gets every field of its class', () => {
    const report = { id: 'rep-1', staffId: 'staff-1', staffType: 'head_coach' as const, week: 2, month: 'March' as const, year: 2025, title: 'Report', content: 'Text', data: { effectiveness: 0.5, recommendation: null, priorities: [], inTraining: [] }, isRead: false, timestamp: 1 };
    expect(written(StaffReportState, (item) => assignReport(item, report))).toEqual(plainFields(StaffReportState).sort());
  });

  it("a week change's figures and a face's titles carry the world's values", () => {
    const source = changeFromLastWeek(world, federation);
    const change = { from: new WeekFiguresState(), to: new WeekFiguresState(), change: new WeekFiguresState() };
    assignWeekChange(change as never, source);
    expect({ from: change.from.toJSON(), to: change.to.toJSON(), change: change.change.toJSON() }).toEqual(source);
    const face = new FederationFaceState();
    assignFace(world, face, federation);
    const titles = world.championships.filter((c) => c.federationId === federation.id && c.isActive);
    expect(titles.length).toBeGreaterThan(0);
    expect(JSON.parse(face.champions)).toEqual(titles.map((t) => ({ title: t.name, holderName: world.wrestlers.find((w) => w.id === t.holderId)?.name ?? 'Vacant' })));
  });
});
