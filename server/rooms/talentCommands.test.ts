// The roster, staff and finance commands through the real room: each accepted with its effect on the
// synced state, and refused with its message, changing nothing.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness.ts';
import { foundedRoom, serverWorld, paced, refusal, snapshot, until, own, marketIds, marketOffers } from '../test/roomHelpers.ts';
import { STARTING_POPULARITY } from '#shared/rules/federation.ts';
import { releaseSeverance } from '#shared/rules/contracts.ts';
import { formatUsdPlain } from '#shared/rules/money.ts';
import { quoteContract } from '#shared/sim/roster/contractTerms.ts';
import { competingInterest } from '#shared/sim/roster/demand.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterEach(async () => {
  await app.colyseus.cleanup();
});
afterAll(async () => {
  await app.close();
});

describe('roster commands through the room', () => {
  it('signs from the market: the wrestler joins the roster, leaves the market, and the bonus is paid', async () => {
    const room = await foundedRoom(app, 'talent', 'Talent Pro');
    // A copy: the slot's item is written again with the next offer once this one is signed.
    const entry = marketOffers(room)[0]!.toJSON();
    const id = entry.id;
    // In a world with rivals the salary is the asking salary with the premium of the rivals' interest
    // (rules/demand.ts), the same quote the market card shows (getDemand).
    const world = serverWorld(app, room);
    const interest = competingInterest(world, world.wrestlers.find((w) => w.id === id)!, own(room).federation.id);
    const salary = quoteContract(entry, { source: 'market', type: 'permanent', weeks: 5 }, interest).salary;
    expect(salary).toBe(Math.round(salary));
    const answer = await room.request('signWrestler', { wrestlerId: id, source: 'market', contractType: 'permanent', weeks: 5 });
    expect(answer.events[0]).toMatchObject({ kind: 'wrestlerSigned', wrestlerId: id, weeks: 5, salary, bonus: salary });
    await until(() => own(room).roster.has(id));
    expect(marketIds(room)).not.toContain(id);
    expect(own(room).roster.get(id)!.toJSON()).toMatchObject({ contractType: 'permanent', salary, contractWeeksRemaining: 5, status: 'active' });
    expect(own(room).federation.funds).toBe(50_000 - salary);
    expect(own(room).federation.totalWrestlers).toBe(1);
    expect(own(room).currentLines.map((l) => l.toJSON())).toEqual([
      { kind: 'signing_bonus', label: `Signing bonus: ${entry.name} (Permanent Deal)`, amount: -salary, paidAt: 'action' },
    ]);
    await room.leave();
  });

  it('refuses bad signings with a sentence and changes nothing', async () => {
    const room = await foundedRoom(app, 'talent', 'Talent Pro');
    const before = snapshot(room);
    expect(await refusal(room.request('signWrestler', { wrestlerId: 'no_such_wrestler', source: 'freeAgent', contractType: 'permanent', weeks: 12 }))).toBe('Wrestler not found.');
    const marketId = marketIds(room)[0]!;
    expect(await refusal(room.request('signWrestler', { wrestlerId: marketId, source: 'market', contractType: 'permanent', weeks: 12 }))).toBe('A market signing is a 5-week contract.');
    expect(await refusal(room.request('signWrestler', { wrestlerId: 'torvald_orrevik', source: 'freeAgent', contractType: 'permanent', weeks: 12 }))).toBe(
      'Torvald Orrevik only signs with a federation of popularity 72 or more (yours is 10).',
    );
    expect(await refusal(room.request('signWrestler', { wrestlerId: marketId, source: 'market', contractType: 'forever', weeks: 5 }))).toMatch(/^Invalid signWrestler command: Contract type must be permanent or perAppearance/);
    expect(await refusal(room.request('signWrestler', { wrestlerId: '../etc', source: 'market', contractType: 'permanent', weeks: 5 }))).toMatch(/Wrestler id is not valid/);
    expect(snapshot(room)).toBe(before);
    await room.leave();
  });

  it('releases, renews and trains, and refuses them for wrestlers not on the roster', async () => {
    const room = await foundedRoom(app, 'talent', 'Talent Pro');
    const [first, second] = marketIds(room);
    await room.request('signWrestler', { wrestlerId: first, source: 'market', contractType: 'permanent', weeks: 5 });
    await room.request('signWrestler', { wrestlerId: second, source: 'market', contractType: 'perAppearance', weeks: 5 });

    const trained = await room.request('startTraining', { wrestlerId: first, skill: 'stamina' });
    expect(trained.events[0]).toMatchObject({ kind: 'trainingStarted', wrestlerId: first, skill: 'stamina' });
    await until(() => own(room).roster.get(first!)?.status === 'training');
    expect(own(room).roster.get(first!)!.trainingSkill).toBe('stamina');
    expect(await refusal(room.request('startTraining', { wrestlerId: first, skill: 'strength' }))).toMatch(/is already training Stamina/);

    expect(await refusal(room.request('renewContract', { wrestlerId: second, contractType: 'permanent', weeks: 12 }))).toMatch(/can be renewed in its last 4 weeks \(5 weeks left\)\.$/);
    // A renewal asks the popularity a signing does, and a week without a show costs some: the federation
    // stands well above any market wrestler's requirement, so the renewal below is about the weeks left
    // whatever this new game's market holds.
    serverWorld(app, room).federations.find((f) => f.id === own(room).federation.id)!.popularity = 30;
    await room.request('advanceWeek', {});
    const renewed = await room.request('renewContract', { wrestlerId: second, contractType: 'permanent', weeks: 12 });
    expect(renewed.events[0]).toMatchObject({ kind: 'contractRenewed', wrestlerId: second, weeks: 12 });
    await until(() => own(room).roster.get(second!)?.contractWeeksRemaining === 12);

    const released = await room.request('releaseWrestler', { wrestlerId: second });
    expect(released.events).toEqual([{ kind: 'wrestlerReleased', federationId: 'player', wrestlerId: second, name: expect.any(String), reason: 'released' }]);
    await until(() => !own(room).roster.has(second!));
    expect(await refusal(room.request('releaseWrestler', { wrestlerId: second }))).toMatch(/is not on your roster\.$/);
    expect(await refusal(room.request('startTraining', { wrestlerId: second, skill: 'strength' }))).toMatch(/is not on your roster\.$/);
    await room.leave();
  });

  it('a release pays the severance, and is refused with funds short, changing nothing', async () => {
    const room = await foundedRoom(app, 'talent', 'Talent Pro');
    const [first] = marketIds(room);
    await room.request('signWrestler', { wrestlerId: first, source: 'market', contractType: 'permanent', weeks: 5 });
    const world = serverWorld(app, room);
    const federation = world.federations.find((f) => f.id === own(room).federation.id)!;
    const wrestler = world.wrestlers.find((w) => w.id === first)!;
    const severance = releaseSeverance(wrestler.contract!);
    expect(severance).toBe(Math.round(wrestler.contract!.salary * 5 * 0.5 * 100) / 100);
    federation.funds = severance - 1;
    expect(await refusal(room.request('releaseWrestler', { wrestlerId: first }))).toBe(`Insufficient funds. This action costs $${formatUsdPlain(severance)}`);
    expect(wrestler.federationId).toBe(federation.id);
    federation.funds = severance + 100;
    await room.request('releaseWrestler', { wrestlerId: first });
    await until(() => !own(room).roster.has(first!));
    expect(federation.funds).toBe(100);
    expect(federation.currentLines.at(-1)).toMatchObject({ kind: 'severance', amount: -severance });
    await room.leave();
  });

  it('answers the free-agent list a page at a time, and the whole wrestler', async () => {
    const room = await foundedRoom(app, 'talent', 'Talent Pro');
    // A new game holds rival federations, who signed their rosters first: the list is the world's free
    // agents, and a new federation still qualifies for 25 of them (the founding newcomers, rookies.ts).
    const world = serverWorld(app, room);
    const freeAgents = world.wrestlers.filter((w) => w.federationId === null);
    const qualified = freeAgents.filter((w) => w.minFederationPopularityRequired <= STARTING_POPULARITY).length;
    const first = await room.request('listFreeAgents', {});
    expect(first.page.rows).toHaveLength(20);
    expect(first.page.total).toBe(freeAgents.length);
    expect(first.page.qualified).toBe(qualified);
    expect(qualified).toBeGreaterThanOrEqual(25);
    expect(first.page.rows.every((row: { locked: boolean }) => !row.locked)).toBe(true);
    const last = await room.request('listFreeAgents', { offset: qualified - 5, limit: 20 });
    expect(last.page.rows.slice(0, 5).every((row: { locked: boolean }) => !row.locked)).toBe(true);
    expect(last.page.rows.slice(5).every((row: { locked: boolean }) => row.locked)).toBe(true);
    const target = freeAgents.find((w) => w.id === 'torvald_orrevik') ?? freeAgents[0]!;
    const search = await room.request('listFreeAgents', { search: target.name.split(' ').at(-1)!.slice(1) });
    expect(search.page.rows.map((r: { wrestler: { id: string } }) => r.wrestler.id)).toContain(target.id);
    const wrestler = await room.request('getWrestler', { wrestlerId: target.id });
    expect(wrestler.wrestler).toMatchObject({ id: target.id, federationId: null, history: [] });
    expect(await refusal(room.request('getWrestler', { wrestlerId: 'nobody' }))).toBe('Wrestler not found.');
    expect(await refusal(room.request('listFreeAgents', { limit: 1000 }))).toMatch(/^Invalid listFreeAgents command/);
    await room.leave();
  });
});

describe('staff commands through the room', () => {
  it('hires and fires, writes reports at the week advance and marks them read', async () => {
    const room = await foundedRoom(app, 'talent', 'Talent Pro');
    // Plain copies: synced array items are updated in place when the list changes.
    const coach = own(room).staffCandidates.find((s) => s.type === 'head_coach')!.toJSON();
    const hired = await room.request('hireStaff', { candidateId: coach.id });
    expect(hired.events[0]).toMatchObject({ kind: 'staffHired', staffId: coach.id, cost: coach.hiringCost });
    await until(() => own(room).staff.length === 1);
    expect(own(room).federation.funds).toBe(50_000 - coach.hiringCost);
    const rival = own(room).staffCandidates.find((s) => s.type === 'head_coach')!;
    expect(await refusal(room.request('hireStaff', { candidateId: rival.id }))).toBe(`You already have a Head Coach: let ${coach.name} go first.`);
    expect(await refusal(room.request('hireStaff', { candidateId: 'staff-9999' }))).toBe('That staff candidate is not available.');

    await room.request('advanceWeek', {});
    await until(() => own(room).staffReports.size === 1);
    const report = [...own(room).staffReports.values()][0]!;
    expect(report.toJSON()).toMatchObject({ staffType: 'head_coach', title: 'Training Report', isRead: false, week: 2, month: 'January' });
    expect(JSON.parse(report.data)).toHaveProperty('effectiveness');
    await room.request('markReportRead', { reportId: report.id });
    await until(() => own(room).staffReports.get(report.id)!.isRead);
    expect(await refusal(room.request('markReportRead', { reportId: 'rep-404' }))).toBe('That report no longer exists.');
    await room.request('markAllReportsRead', {});

    await room.request('fireStaff', { staffId: coach.id });
    await until(() => own(room).staff.length === 0);
    expect(own(room).staffCandidates.some((s) => s.id === coach.id)).toBe(true);
    expect(await refusal(room.request('fireStaff', { staffId: coach.id }))).toBe('That person is not on your staff.');
    await room.leave();
  });

  it("refuses a hiring the federation cannot pay for with the spec's message", async () => {
    const room = await foundedRoom(app, 'talent', 'Talent Pro');
    const dearest = [...own(room).staffCandidates].map((c) => c.toJSON()).sort((a, b) => b.hiringCost - a.hiringCost)[0]!;
    // Spend the funds down: sign every qualified free agent on a 52-week deal, then train each of them
    // (the state's funds may lag the answers by a patch: extra attempts are simply refused).
    const { page } = await room.request('listFreeAgents', { limit: 100 });
    let signed = 0;
    for (const row of page.rows.filter((r: { locked: boolean }) => !r.locked)) {
      await paced(() => room.request('signWrestler', { wrestlerId: row.wrestler.id, source: 'freeAgent', contractType: 'permanent', weeks: 52 })).then(
        () => (signed += 1),
        () => undefined,
      );
    }
    await until(() => own(room).roster.size === signed);
    for (const id of [...own(room).roster.keys()]) {
      if (own(room).federation.funds < dearest.hiringCost) break;
      await paced(() => room.request('startTraining', { wrestlerId: id, skill: 'stamina' })).catch(() => undefined);
    }
    // Answers come before the state patch that follows them.
    await until(() => own(room).federation.funds < dearest.hiringCost);
    const before = snapshot(room);
    expect(await refusal(paced(() => room.request('hireStaff', { candidateId: dearest.id })))).toBe(`Insufficient funds. This action costs $${dearest.hiringCost.toLocaleString('en-US')}`);
    expect(snapshot(room)).toBe(before);
    await room.leave();
  });
});

describe('finance queries through the room', () => {
  it('settles the week into the synced ledger and answers the whole history', async () => {
    const room = await foundedRoom(app, 'talent', 'Talent Pro');
    const id = marketIds(room)[0]!;
    await room.request('signWrestler', { wrestlerId: id, source: 'market', contractType: 'permanent', weeks: 5 });
    await room.request('advanceWeek', {});
    await until(() => own(room).ledger.size === 1);
    const week = own(room).ledger.get('1')!;
    // A settled week's lines travel as JSON text (shared/schema/ledgerState.ts).
    expect((JSON.parse(week.lines) as Array<{ kind: string }>).map((l) => l.kind)).toEqual(['signing_bonus', 'wrestler_salary', 'insurance']);
    expect(own(room).currentLines.length).toBe(0);
    const history = await room.request('getLedgerHistory', {});
    expect(history.ledger).toHaveLength(1);
    expect(history.ledger[0]).toMatchObject({ weekNumber: 1, fundsAfter: own(room).federation.funds });
    await room.leave();
  });
});
