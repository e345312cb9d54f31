import { describe, expect, it } from 'vitest';
import { STAFF_TYPES, staffHiringCost, staffWeeklySalary } from '#shared/rules/staff.ts';
import { signWrestler } from '../roster/signing.ts';
import { player, startedWorld, TEST_NOW } from '../testing/worlds.ts';
import { advanceWeek } from '../week/advanceWeek.ts';
import { fireStaff, hireStaff } from './hiring.ts';
import { followersFor, markAllReportsRead, markReportRead, trainingPriorities } from './reports.ts';
import { executeCommand } from '../commands/table.ts';

describe('staff candidates (spec §9)', () => {
  it('gives a new federation 2-3 candidates of every type within the spec ranges', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const candidates = player(startedWorld(seed)).staffCandidates;
      for (const type of STAFF_TYPES) {
        const ofType = candidates.filter((c) => c.type === type);
        expect(ofType.length).toBeGreaterThanOrEqual(2);
        expect(ofType.length).toBeLessThanOrEqual(3);
      }
      for (const c of candidates) {
        expect(c.skill).toBeGreaterThanOrEqual(60);
        expect(c.skill).toBeLessThanOrEqual(99);
        expect(c.experience).toBeGreaterThanOrEqual(0);
        expect(c.experience).toBeLessThanOrEqual(49);
        expect(c.weeklySalary).toBe(staffWeeklySalary(c.type, c.skill));
        expect(c.hiringCost).toBe(staffHiringCost(c.weeklySalary));
        expect(c.isHired).toBe(false);
      }
      expect(new Set(candidates.map((c) => c.name)).size).toBe(candidates.length);
    }
  });
});

describe('hiring and firing (spec §4)', () => {
  it('pays the hiring cost, moves the candidate to the staff, one per type; firing returns them', () => {
    const world = startedWorld(80);
    const federation = player(world);
    const [coach, other] = federation.staffCandidates.filter((c) => c.type === 'head_coach');
    const events = hireStaff(world, 'player', coach!.id);
    expect(events).toEqual([{ kind: 'staffHired', federationId: 'player', staffId: coach!.id, name: coach!.name, staffType: 'head_coach', cost: coach!.hiringCost }]);
    expect(federation.funds).toBe(50_000 - coach!.hiringCost);
    expect(federation.staff).toEqual([{ ...coach, isHired: true, hiredWeek: 0 }]);
    expect(federation.staffCandidates.map((c) => c.id)).not.toContain(coach!.id);
    expect(() => hireStaff(world, 'player', other!.id)).toThrow(`You already have a Head Coach: let ${coach!.name} go first.`);
    expect(() => hireStaff(world, 'player', coach!.id)).toThrow('That staff candidate is not available.');

    expect(fireStaff(world, 'player', coach!.id)).toEqual([{ kind: 'staffFired', federationId: 'player', staffId: coach!.id, name: coach!.name, staffType: 'head_coach' }]);
    expect(federation.staff).toEqual([]);
    expect(federation.staffCandidates.find((c) => c.id === coach!.id)).toMatchObject({ isHired: false, hiredWeek: null });
    expect(() => fireStaff(world, 'player', coach!.id)).toThrow('That person is not on your staff.');
  });

  it('refuses a hiring it cannot pay for, changing nothing', () => {
    const world = startedWorld(81);
    const candidate = player(world).staffCandidates[0]!;
    player(world).funds = candidate.hiringCost - 1;
    const before = JSON.stringify(world);
    expect(() => hireStaff(world, 'player', candidate.id)).toThrow(`Insufficient funds. This action costs $${candidate.hiringCost.toLocaleString('en-US')}`);
    expect(JSON.stringify(world)).toBe(before);
  });
});

describe('weekly reports (spec §4, §9)', () => {
  function staffedWorld(seed: number) {
    const world = startedWorld(seed);
    const federation = player(world);
    federation.funds = 1_000_000;
    for (const type of STAFF_TYPES) hireStaff(world, 'player', federation.staffCandidates.find((c) => c.type === type)!.id);
    for (const id of federation.market.slice(0, 6)) signWrestler(world, 'player', id, { source: 'market', contractType: 'permanent', weeks: 5 });
    return { world, federation };
  }

  it('has every hired member write one unread report a week', () => {
    const { world, federation } = staffedWorld(90);
    const events = advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    expect(federation.staffReports.map((r) => r.title)).toEqual(['Training Report', 'Talent Report', 'Finance Report', 'Followers Report']);
    expect(federation.staffReports.every((r) => !r.isRead && r.week === 2 && r.month === 'January')).toBe(true);
    expect(events.filter((e) => e.kind === 'staffReport')).toHaveLength(4);
    markReportRead(world, 'player', federation.staffReports[0]!.id);
    expect(federation.staffReports[0]!.isRead).toBe(true);
    expect(() => markReportRead(world, 'player', 'rep-0')).toThrow('That report no longer exists.');
    markAllReportsRead(world, 'player');
    expect(federation.staffReports.every((r) => r.isRead)).toBe(true);
  });

  it("coach: names up to 5 priority wrestlers whose lowest skill is below 60, and recommends a better coach under 70%", () => {
    const { world, federation } = staffedWorld(91);
    const coach = federation.staff.find((s) => s.type === 'head_coach')!;
    Object.assign(coach, { skill: 60, experience: 20 });
    const roster = world.wrestlers.filter((w) => w.federationId === 'player');
    roster.forEach((w, i) => (w.skills.stamina = 40 + i * 5)); // 40, 45, 50, 55, 60, 65
    advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    const report = federation.staffReports.find((r) => r.staffType === 'head_coach')!;
    const data = report.data as { effectiveness: number; recommendation: string | null; priorities: Array<{ name: string; value: number }> };
    expect(data.effectiveness).toBeCloseTo(0.6 + (20 / 49) * 0.2, 10);
    expect(data.recommendation).toMatch(/consider a more skilled or experienced head coach/);
    expect(data.priorities.length).toBeLessThanOrEqual(5);
    expect(data.priorities.every((p) => p.value < 60)).toBe(true);
    expect(data.priorities.map((p) => p.value)).toEqual([...data.priorities.map((p) => p.value)].sort((a, b) => a - b));
    expect(trainingPriorities(roster).length).toBe(data.priorities.length);

    Object.assign(coach, { skill: 70, experience: 0 });
    advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    const next = federation.staffReports.filter((r) => r.staffType === 'head_coach').at(-1)!;
    expect((next.data as { recommendation: string | null }).recommendation).toBeNull();
  });

  it('finance: reports the settled week; talent: contracts and morale; social: followers', () => {
    const { world, federation } = staffedWorld(92);
    advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    const week = federation.ledger.at(-1)!;
    const finance = federation.staffReports.find((r) => r.staffType === 'head_of_finance')!;
    expect(finance.data).toMatchObject({ revenue: week.revenue, expenses: week.expenses, tax: week.tax, funds: week.fundsAfter });
    const talent = federation.staffReports.find((r) => r.staffType === 'head_of_talent')!;
    expect((talent.data as { rosterSize: number }).rosterSize).toBe(6);
    expect((talent.data as { expiring: unknown[] }).expiring).toHaveLength(6); // 5-week market contracts: 4 weeks left
    const social = federation.staffReports.find((r) => r.staffType === 'head_of_social_media')!;
    expect((social.data as { followers: number }).followers).toBe(federation.socialFollowers);
    expect(federation.socialFollowers).toBe(followersFor(federation, world.wrestlers.filter((w) => w.federationId === 'player')));
  });
});
