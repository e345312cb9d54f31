import { describe, expect, it } from 'vitest';
import { hireStaff } from '../staff/hiring.ts';
import { player, startedWorld, TEST_NOW, withRoster } from '../testing/worlds.ts';
import { advanceWeek } from '../week/advanceWeek.ts';
import { weekBillsForecast } from './weeklyLedger.ts';

describe('when the money runs out', () => {
  it('warns ahead, then an unpaid week costs morale, a second the staff, a third the unhappy wrestlers', () => {
    const world = startedWorld(14);
    const federation = player(world);
    const roster = withRoster(world, 4);
    hireStaff(world, 'player', federation.staffCandidates.find((c) => c.type === 'head_coach')!.id);
    federation.funds = 100;
    expect(weekBillsForecast(world, federation)).toBeGreaterThan(federation.funds);

    const first = advanceWeek(world, world.rng, TEST_NOW);
    expect(federation.funds).toBe(0);
    expect(federation.unpaidWeeks).toBe(1);
    expect(first.find((e) => e.kind === 'payrollMissed')).toMatchObject({ unpaidWeeks: 1 });
    expect(roster[0]!.moraleChange).toContainEqual({ label: 'Wages not paid', amount: -10 });
    expect(world.messages.some((m) => m.title === 'Missed payroll')).toBe(true);
    expect(federation.staff).toHaveLength(1);

    const second = advanceWeek(world, world.rng, TEST_NOW);
    expect(second).toContainEqual(expect.objectContaining({ kind: 'walkout', who: 'staff' }));
    expect(federation.staff).toEqual([]);

    for (const w of roster) w.morale = 45;
    roster[0]!.morale = 20;
    const third = advanceWeek(world, world.rng, TEST_NOW);
    // 45 - 10 = 35 and 20 - 10 = 10: below 40, everyone still unpaid leaves with a 12-week rehire ban.
    expect(third).toContainEqual(expect.objectContaining({ kind: 'walkout', who: 'wrestlers' }));
    expect(roster.every((w) => w.federationId === null)).toBe(true);
    expect(roster[0]!.rehireBanFederationId).toBe('player');
    expect(roster[0]!.rehireBanUntilWeek).toBe(world.calendar.totalWeeksProgressed + 12);
  });

  it('a week paid in full resets the count', () => {
    const world = startedWorld(14);
    const federation = player(world);
    withRoster(world, 2);
    federation.funds = 0;
    advanceWeek(world, world.rng, TEST_NOW);
    expect(federation.unpaidWeeks).toBe(1);
    federation.funds = 1_000_000;
    advanceWeek(world, world.rng, TEST_NOW);
    expect(federation.unpaidWeeks).toBe(0);
  });
});
