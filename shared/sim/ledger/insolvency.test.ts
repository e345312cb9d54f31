import { describe, expect, it } from 'vitest';
import { hireStaff } from '../staff/hiring.ts';
import { player, startedWorld, TEST_NOW, withRoster } from '../testing/worlds.ts';
import { advanceWeek } from '../week/advanceWeek.ts';
import { weekBillsForecast } from './weeklyLedger.ts';
import { executeCommand } from '../commands/table.ts';

describe('when the money runs out', () => {
  it('warns ahead, then an unpaid week costs morale, a second the staff, a third the unhappy wrestlers', () => {
    const world = startedWorld(14);
    const federation = player(world);
    const roster = withRoster(world, 4);
    hireStaff(world, 'player', federation.staffCandidates.find((c) => c.type === 'head_coach')!.id);
    federation.funds = 100;
    expect(weekBillsForecast(world, federation)).toBeGreaterThan(federation.funds);

    const first = advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    expect(federation.funds).toBe(0);
    expect(federation.unpaidWeeks).toBe(1);
    expect(first.find((e) => e.kind === 'payrollMissed')).toMatchObject({ unpaidWeeks: 1 });
    expect(roster[0]!.moraleChange).toContainEqual({ label: 'Wages not paid', amount: -10 });
    expect(world.messages.some((m) => m.title === 'Missed payroll')).toBe(true);
    expect(federation.staff).toHaveLength(1);

    const second = advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    expect(second).toContainEqual(expect.objectContaining({ kind: 'walkout', who: 'staff' }));
    expect(federation.staff).toEqual([]);

    for (const w of roster) w.morale = 45;
    roster[0]!.morale = 20;
    const third = advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    // The walk-out reads the morale before the week's wage loss: 20 is below 40 and leaves with a 12-week
    // rehire ban; 45 is not (it falls to about 35 and stays).
    expect(third).toContainEqual(expect.objectContaining({ kind: 'walkout', who: 'wrestlers', names: [roster[0]!.name] }));
    expect(roster[0]!.federationId).toBeNull();
    expect(roster.slice(1).every((w) => w.federationId === 'player')).toBe(true);
    expect(roster[0]!.rehireBanFederationId).toBe('player');
    expect(roster[0]!.rehireBanUntilWeek).toBe(world.calendar.totalWeeksProgressed + 12);
  });

  it('the walk-out line is below 40: at 39 a wrestler leaves, at 40 they stay', () => {
    for (const seed of [14, 15]) {
      const world = startedWorld(seed);
      const federation = player(world);
      const roster = withRoster(world, 2);
      federation.funds = 0;
      federation.unpaidWeeks = 2;
      // Fair pay (no pay part), not new, not idle: the morale step leaves them where they are.
      for (const w of roster) {
        w.askingSalary = w.contract!.salary;
        w.contract!.lengthWeeks = 12;
        w.contract!.weeksRemaining = 10;
        w.contract!.signedWeek = -5;
        w.idleWeeks = 0;
      }
      roster[0]!.morale = 39;
      roster[1]!.morale = 40;
      const events = advanceWeek(world, world.rng, TEST_NOW, executeCommand);
      expect(federation.unpaidWeeks).toBe(3);
      expect(events).toContainEqual(expect.objectContaining({ kind: 'walkout', who: 'wrestlers', names: [roster[0]!.name] }));
      expect(roster[0]!.federationId).toBeNull();
      expect(roster[1]!.federationId).toBe('player');
      expect(roster[1]!.morale).toBe(30);
    }
  });

  it('an unpaid week shows "Wages not paid" and no pay reason; a paid week keeps the pay reason', () => {
    const world = startedWorld(14);
    const federation = player(world);
    const roster = withRoster(world, 2);
    // Paid well above the asking salary: +1 "Paid above their asking salary" in a paid week.
    for (const w of roster) {
      w.askingSalary = Math.round(w.contract!.salary / 2);
      w.contract!.lengthWeeks = 12;
      w.contract!.weeksRemaining = 10;
      w.morale = 60;
    }
    federation.funds = 1_000_000;
    advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    expect(roster[0]!.moraleChange).toContainEqual({ label: 'Paid above their asking salary', amount: 1 });
    expect(roster[0]!.moraleChange.some((p) => p.label === 'Wages not paid')).toBe(false);

    for (const w of roster) w.morale = 60;
    federation.funds = 0;
    const events = advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    expect(federation.unpaidWeeks).toBe(1);
    expect(roster[0]!.moraleChange).toContainEqual({ label: 'Wages not paid', amount: -10 });
    expect(roster[0]!.moraleChange.some((p) => p.label.startsWith('Paid'))).toBe(false);
    // The +1 is taken back with the wage loss: 60 + 1 - 1 - 10 (the other reasons of the week aside).
    const others = roster[0]!.moraleChange.filter((p) => p.label !== 'Wages not paid').reduce((sum, p) => sum + p.amount, 0);
    expect(roster[0]!.morale).toBe(60 + others - 10);
    const unpaid = events.find((e) => e.kind === 'moraleChanged' && e.wrestlerId === roster[0]!.id && e.parts.some((p) => p.label === 'Wages not paid'));
    expect(unpaid).toMatchObject({ parts: [{ label: 'Paid above their asking salary: not this week, wages not paid', amount: -1 }, { label: 'Wages not paid', amount: -10 }] });
  });

  it('a week paid in full resets the count', () => {
    const world = startedWorld(14);
    const federation = player(world);
    withRoster(world, 2);
    federation.funds = 0;
    advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    expect(federation.unpaidWeeks).toBe(1);
    federation.funds = 1_000_000;
    advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    expect(federation.unpaidWeeks).toBe(0);
  });
});
