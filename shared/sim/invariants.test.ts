// Property test (fast-check): long random sequences of commands and week advances, valid and invalid,
// with the world's invariants checked after each step, and refused commands leaving the world unchanged.
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTRACT_TYPES } from '../rules/contracts.ts';
import { STAFF_TYPES } from '../rules/staff.ts';
import { SKILLS } from '../rules/training.ts';
import { SimRefusal } from './refusal.ts';
import { releaseWrestler, renewContract } from './roster/contracts.ts';
import { signWrestler } from './roster/signing.ts';
import { startTraining } from './roster/training.ts';
import { fireStaff, hireStaff } from './staff/hiring.ts';
import { markReportRead } from './staff/reports.ts';
import { startedWorld, TEST_NOW } from './testing/worlds.ts';
import { advanceWeek } from './week/advanceWeek.ts';
import type { World } from './world.ts';

/** A command picks its target by index into whatever exists when it runs (or a bogus id). */
const pickIndex = fc.nat(200);
const command = fc.oneof(
  fc.record({ kind: fc.constant('signMarket' as const), index: pickIndex, type: fc.constantFrom(...CONTRACT_TYPES), weeks: fc.constantFrom(5, 5, 5, 12) }),
  fc.record({ kind: fc.constant('signFree' as const), index: pickIndex, type: fc.constantFrom(...CONTRACT_TYPES), weeks: fc.constantFrom(12, 26, 52, 5, 13) }),
  fc.record({ kind: fc.constant('release' as const), index: pickIndex }),
  fc.record({ kind: fc.constant('renew' as const), index: pickIndex, type: fc.constantFrom(...CONTRACT_TYPES), weeks: fc.constantFrom(12, 26, 52, 3) }),
  fc.record({ kind: fc.constant('train' as const), index: pickIndex, skill: fc.constantFrom(...SKILLS) }),
  fc.record({ kind: fc.constant('hire' as const), index: pickIndex }),
  fc.record({ kind: fc.constant('fire' as const), index: pickIndex }),
  fc.record({ kind: fc.constant('readReport' as const), index: pickIndex }),
  fc.record({ kind: fc.constant('advance' as const), weeks: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ kind: fc.constant('richer' as const), amount: fc.integer({ min: 0, max: 400_000 }) }),
);
type Command = typeof command extends fc.Arbitrary<infer C> ? C : never;

const at = <T>(list: readonly T[], index: number): T | undefined => (list.length ? list[index % (list.length + 1)] : undefined);

function run(world: World, c: Command): void {
  const federation = world.federations[0]!;
  const own = world.wrestlers.filter((w) => w.federationId === federation.id);
  switch (c.kind) {
    case 'signMarket':
      signWrestler(world, federation.id, at(federation.market, c.index) ?? 'nobody', { source: 'market', contractType: c.type, weeks: c.weeks });
      return;
    case 'signFree':
      signWrestler(world, federation.id, at(world.wrestlers, c.index)?.id ?? 'nobody', { source: 'freeAgent', contractType: c.type, weeks: c.weeks });
      return;
    case 'release':
      releaseWrestler(world, federation.id, at(own, c.index)?.id ?? at(world.wrestlers, c.index)?.id ?? 'nobody');
      return;
    case 'renew':
      renewContract(world, federation.id, at(own, c.index)?.id ?? 'nobody', { contractType: c.type, weeks: c.weeks });
      return;
    case 'train':
      startTraining(world, federation.id, at(own, c.index)?.id ?? 'nobody', c.skill);
      return;
    case 'hire':
      hireStaff(world, federation.id, at(federation.staffCandidates, c.index)?.id ?? 'staff-0');
      return;
    case 'fire':
      fireStaff(world, federation.id, at(federation.staff, c.index)?.id ?? 'staff-0');
      return;
    case 'readReport':
      markReportRead(world, federation.id, at(federation.staffReports, c.index)?.id ?? 'rep-0');
      return;
    case 'advance':
      for (let i = 0; i < c.weeks; i += 1) advanceWeek(world, world.rng, TEST_NOW);
      return;
    case 'richer':
      // Not a command: income received during the week (as shows will bring), so sequences reach the
      // expensive rules and the tax brackets too.
      federation.funds += c.amount;
      federation.currentLines.push({ kind: 'signing_bonus', label: 'Sponsor (test)', amount: c.amount, paidAt: 'action' });
      return;
  }
}

const inRange = (value: number, min: number, max: number) => Number.isFinite(value) && value >= min && value <= max;

function checkInvariants(world: World): void {
  const federationIds = new Set(world.federations.map((f) => f.id));
  const ids = new Set<string>();
  const unique = (id: string) => {
    expect(ids.has(id), `duplicate id ${id}`).toBe(false);
    ids.add(id);
  };
  for (const w of world.wrestlers) {
    unique(w.id);
    expect(inRange(w.morale, 0, 100) && Number.isInteger(w.morale)).toBe(true);
    expect(inRange(w.popularity, 0, 100)).toBe(true);
    for (const value of Object.values(w.skills)) expect(inRange(value, 0, 100)).toBe(true);
    if (w.federationId === null) {
      expect(w.contract).toBeNull();
      expect(w.status).not.toBe('training');
    } else {
      expect(federationIds.has(w.federationId)).toBe(true);
      expect(w.contract!.weeksRemaining).toBeGreaterThanOrEqual(1);
    }
    expect(w.status === 'training').toBe(w.training.isTraining);
  }
  for (const federation of world.federations) {
    expect(inRange(federation.funds, 0, Number.MAX_SAFE_INTEGER)).toBe(true);
    expect(inRange(federation.popularity, 0, 100)).toBe(true);
    expect(new Set(federation.market).size).toBe(federation.market.length);
    expect(federation.market.length).toBeLessThanOrEqual(10);
    const marketWrestlers = federation.market.map((id) => world.wrestlers.find((w) => w.id === id)!);
    // Never both on the market and signed; no duplicate names on the market.
    expect(marketWrestlers.every((w) => w && w.federationId === null)).toBe(true);
    expect(new Set(marketWrestlers.map((w) => w.name)).size).toBe(marketWrestlers.length);
    for (const member of [...federation.staff, ...federation.staffCandidates]) unique(member.id);
    for (const type of STAFF_TYPES) expect(federation.staff.filter((s) => s.type === type).length).toBeLessThanOrEqual(1);
    for (const report of federation.staffReports) unique(report.id);
    for (const week of federation.ledger) {
      expect(week.tax).toBeGreaterThanOrEqual(0);
      expect(week.fundsAfter).toBeCloseTo(Math.max(0, week.fundsBefore + week.profit - week.tax), 2);
    }
  }
  for (const message of world.messages) unique(message.id);
}

describe('world invariants over random command sequences', () => {
  it('hold after every step, and every refused command leaves the world unchanged', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 }), fc.array(command, { minLength: 20, maxLength: 80 }), (seed, commands) => {
        const world = startedWorld(seed);
        checkInvariants(world);
        for (const c of commands) {
          const before = JSON.stringify(world);
          try {
            run(world, c);
          } catch (error) {
            if (!(error instanceof SimRefusal)) throw error;
            expect(JSON.stringify(world)).toBe(before);
          }
          checkInvariants(world);
        }
      }),
      { numRuns: 60 },
    );
  }, 120_000);

  it('replays: the same seed and the same commands give the same world', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 }), fc.array(command, { maxLength: 40 }), (seed, commands) => {
        const play = () => {
          const world = startedWorld(seed);
          for (const c of commands) {
            try {
              run(world, c);
            } catch (error) {
              if (!(error instanceof SimRefusal)) throw error;
            }
          }
          return JSON.stringify(world);
        };
        expect(play()).toBe(play());
      }),
      { numRuns: 20 },
    );
  });
});
