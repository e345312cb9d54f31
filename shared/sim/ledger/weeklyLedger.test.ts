import { describe, expect, it } from 'vitest';
import { signWrestler } from '../roster/signing.ts';
import { hireStaff } from '../staff/hiring.ts';
import { player, startedWorld, TEST_NOW } from '../testing/worlds.ts';
import { advanceWeek } from '../week/advanceWeek.ts';
import { executeCommand } from '../commands/table.ts';

function world6(seed: number) {
  const world = startedWorld(seed);
  const federation = player(world);
  const ids = federation.market.slice(0, 6);
  ids.forEach((id, i) => signWrestler(world, 'player', id, { source: 'market', contractType: i === 5 ? 'perAppearance' : 'permanent', weeks: 5 }));
  const coach = federation.staffCandidates.find((c) => c.type === 'head_coach')!;
  hireStaff(world, 'player', coach.id);
  const roster = ids.map((id) => world.wrestlers.find((w) => w.id === id)!);
  return { world, federation, roster, coach };
}

describe('the weekly ledger (spec §4, §9)', () => {
  it('settles salaries, staff and insurance line by line with the signings paid during the week', () => {
    const { world, federation, roster, coach } = world6(100);
    const fundsBefore = 50_000;
    const bonuses = roster.reduce((sum, w) => sum + w.contract!.salary, 0);
    expect(federation.funds).toBe(fundsBefore - bonuses - coach.hiringCost);
    advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    const week = federation.ledger.at(-1)!;
    const permanent = roster.filter((w) => w.contract!.type === 'permanent');
    const salaries = permanent.reduce((sum, w) => sum + w.contract!.salary, 0);
    const insurance = roster.reduce((sum, w) => sum + w.contract!.salary, 0) * 0.1;
    expect(week.lines.filter((l) => l.kind === 'wrestler_salary')).toHaveLength(5); // Per Appearance pays per show, not weekly
    expect(week.lines.filter((l) => l.kind === 'signing_bonus')).toHaveLength(6);
    expect(week.lines.find((l) => l.kind === 'staff_salary')).toEqual({ kind: 'staff_salary', label: `Head Coach: ${coach.name}`, amount: -coach.weeklySalary, paidAt: 'weekEnd' });
    expect(week.lines.find((l) => l.kind === 'insurance')).toEqual({ kind: 'insurance', label: 'Insurance: 6 wrestlers', amount: -insurance, paidAt: 'weekEnd' });
    expect(week.expenses).toBeCloseTo(bonuses + coach.hiringCost + salaries + coach.weeklySalary + insurance, 6);
    expect(week).toMatchObject({ weekNumber: 1, week: 1, month: 'January', year: 2025, revenue: 0, tax: 0, fundsBefore, expenseMultiplier: 1 });
    expect(week.profit).toBeCloseTo(-week.expenses, 6);
    expect(week.fundsAfter).toBeCloseTo(fundsBefore + week.profit - week.tax, 6);
    expect(federation.funds).toBe(week.fundsAfter);
    expect(federation.currentLines).toEqual([]);
    expect(federation).toMatchObject({ weeklyRevenue: 0, weeklyExpenses: week.expenses, fundsAtWeekStart: week.fundsAfter });
  });

  it('applies the expense multiplier of the weeks progressed: x1.0 through week 20, x1.25 from week 21, x1.5 from week 53', () => {
    const { world, federation, roster } = world6(101);
    for (const w of roster) w.contract!.weeksRemaining = 999;
    const permanent = roster.find((w) => w.contract!.type === 'permanent')!;
    const salaryLine = () => federation.ledger.at(-1)!.lines.find((l) => l.label.startsWith(`Salary: ${permanent.name}`))!;
    federation.funds = 10_000_000;
    world.calendar.totalWeeksProgressed = 20;
    advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    expect(federation.ledger.at(-1)!.expenseMultiplier).toBe(1);
    expect(salaryLine()).toMatchObject({ label: `Salary: ${permanent.name}`, amount: -permanent.contract!.salary });
    advanceWeek(world, world.rng, TEST_NOW, executeCommand); // week 21 settles
    expect(federation.ledger.at(-1)!.expenseMultiplier).toBe(1.25);
    expect(salaryLine()).toMatchObject({ label: `Salary: ${permanent.name} (x1.25)`, amount: -permanent.contract!.salary * 1.25 });
    world.calendar.totalWeeksProgressed = 52;
    advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    expect(federation.ledger.at(-1)!.expenseMultiplier).toBe(1.25);
    advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    expect(federation.ledger.at(-1)!.expenseMultiplier).toBe(1.5);
    expect(federation.ledger.at(-1)!.lines.find((l) => l.kind === 'insurance')!.label).toMatch(/\(x1\.5\)$/);
  });

  it('floors funds at 0 when the week costs more than the federation has', () => {
    const { world, federation } = world6(102);
    federation.funds = 100;
    federation.fundsAtWeekStart = 100;
    advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    expect(federation.funds).toBe(0);
    expect(federation.ledger.at(-1)!.fundsAfter).toBe(0);
  });

  it('taxes a positive profit by the marginal brackets', () => {
    const world = startedWorld(103);
    const federation = player(world);
    federation.currentLines.push({ kind: 'signing_bonus', label: 'A windfall (test)', amount: 250_000, paidAt: 'action' });
    federation.funds += 250_000;
    advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    const week = federation.ledger.at(-1)!;
    expect(week.profit).toBe(250_000);
    expect(week.tax).toBe(7_500 + 5_000);
    expect(week.taxParts).toEqual([
      { from: 50_000, to: 200_000, rate: 0.05, amount: 7_500 },
      { from: 200_000, to: 250_000, rate: 0.1, amount: 5_000 },
    ]);
    expect(federation.funds).toBe(50_000 + 250_000 - 12_500);
  });
});
