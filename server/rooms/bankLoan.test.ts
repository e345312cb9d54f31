// The bank loan and game over through the real room (docs/rules/ledger.md "When the money runs out"): the
// offer is refused in a sentence while funds are high, the loan and its early repayment move the synced
// funds, loan and lines, and once the bank closes the federation every command but reading is refused
// while the story stays readable and New Game starts afresh.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness.ts';
import { foundedRoom, own, paced, refusal, serverWorld, snapshot, until } from '../test/roomHelpers.ts';

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

describe('the bank through the room', () => {
  it('refuses while funds are high, lends below $5,000, syncs the loan and repays it early', async () => {
    const room = await foundedRoom(app, 'bank-loan', 'Loan Pro');
    const before = snapshot(room);
    expect(await refusal(room.request('takeBankLoan', { amount: 5_000 }))).toBe('The bank lends only to federations with less than $5,000 in funds.');
    expect(await refusal(room.request('takeBankLoan', { amount: 'lots' }))).toMatch(/^Invalid takeBankLoan command: /);
    expect(await refusal(room.request('repayBankLoan', {}))).toBe('You have no bank loan to repay.');
    expect(snapshot(room)).toBe(before);

    const federation = serverWorld(app, room).federations.find((f) => f.controller === 'player')!;
    federation.funds = 0;
    expect(await refusal(room.request('takeBankLoan', { amount: 16_000 }))).toBe('The bank lends you at most $15,000 (popularity 10).');
    await paced(() => room.request('takeBankLoan', { amount: 15_000 }));
    await until(() => own(room).federation.bankLoan.active);
    const synced = own(room).federation;
    expect(synced.funds).toBe(15_000);
    expect(synced.bankLoan.toJSON()).toEqual({ active: true, amount: 15_000, interest: 3_000, weeklyRepayment: 900, weeks: 20, weeksLeft: 20, owed: 18_000, missedInARow: 0 });
    expect(synced.loansTaken).toBe(1);
    expect(synced.weekBillsForecast).toBe(900);
    expect(own(room).currentLines.toJSON().at(-1)).toMatchObject({ kind: 'bank_loan', label: 'Bank loan received', amount: 15_000 });

    federation.funds = 20_000;
    await paced(() => room.request('repayBankLoan', {}));
    await until(() => !own(room).federation.bankLoan.active);
    expect(own(room).federation.funds).toBe(2_000);
    expect(own(room).currentLines.toJSON().at(-1)).toMatchObject({ kind: 'loan_repayment', label: 'Bank loan repaid early', amount: -18_000 });
    await room.leave();
  });

  it('closes the federation at the fourth missed repayment: commands refused, the story readable, New Game afresh', async () => {
    const room = await foundedRoom(app, 'game-over', 'Last Stand');
    const federation = serverWorld(app, room).federations.find((f) => f.controller === 'player')!;
    federation.funds = 0;
    await paced(() => room.request('takeBankLoan', { amount: 1_000 }));
    federation.funds = 0;
    federation.bankLoan!.missedInARow = 3;
    const { events } = await paced(() => room.request('advanceWeek', {}));
    expect(events).toContainEqual({ kind: 'federationClosed', federationId: federation.id, name: 'Last Stand' });
    await until(() => own(room).federation.closed);

    const before = snapshot(room);
    const closed = 'Your federation has closed: start a New Game or load a save.';
    expect(await refusal(room.request('advanceWeek', {}))).toBe(closed);
    expect(await refusal(room.request('createShow', { name: 'One More Night', weeksAhead: 0, venueId: 'community_gym', ticketPrice: 10, frequency: 'special' }))).toBe(closed);
    expect(await refusal(room.request('takeBankLoan', { amount: 1_000 }))).toBe(closed);
    expect(snapshot(room)).toBe(before);
    const { story } = await paced(() => room.request('getFederationStory', {}));
    expect(story).toMatchObject({ name: 'Last Stand', founded: 'Week 1, January 2025', weeksRun: 1, showsRun: 0, loansTaken: 1, finalFunds: 0, closed: 'Week 2, January 2025' });

    await paced(() => room.request('newGame', {}));
    await until(() => !own(room).federation.closed && !own(room).gameStarted);
    await room.leave();
  });
});
