// The bank loan through the command table and the week (ledger/bankLoan.ts), and game over.
import { describe, expect, it } from 'vitest';
import { dispatchCommand } from '../commands/table.ts';
import { migrateWorld } from '../migrations.ts';
import { SimRefusal } from '../refusal.ts';
import { player, startedWorld, TEST_NOW, twoSeatWorld, withRoster } from '../testing/worlds.ts';
import { advanceWeek } from '../week/advanceWeek.ts';
import { stopReasons } from '../week/nextWeek.ts';
import { isRunning } from '../ai/profile.ts';
import { closesIfMissed } from '#shared/rules/bankLoan.ts';
import { weekBillsForecast } from './weeklyLedger.ts';
import { executeCommand } from '../commands/table.ts';

const run = (world: ReturnType<typeof startedWorld>, name: Parameters<typeof dispatchCommand>[1], payload: unknown = {}, federationId = 'player') => dispatchCommand(world, name, federationId, payload, { now: TEST_NOW });

describe('the bank loan', () => {
  it('puts the amount in the funds as a "Bank loan received" line, untaxed, and repays it weekly with the bills', () => {
    const world = startedWorld(21);
    const federation = player(world);
    federation.funds = 4_999;
    federation.fundsAtWeekStart = 4_999;
    const { events } = run(world, 'takeBankLoan', { amount: 15_000 });
    expect(events).toEqual([{ kind: 'bankLoanTaken', federationId: 'player', amount: 15_000, weeklyRepayment: 900, weeks: 20 }]);
    expect(federation.funds).toBe(19_999);
    expect(federation.currentLines).toContainEqual({ kind: 'bank_loan', label: 'Bank loan received', amount: 15_000, paidAt: 'action' });
    expect(federation.bankLoan).toMatchObject({ amount: 15_000, interest: 3_000, owed: 18_000, weeksLeft: 20, missedInARow: 0 });
    expect(federation.loansTaken).toBe(1);
    expect(weekBillsForecast(world, federation)).toBe(900);
    expect(() => run(world, 'takeBankLoan', { amount: 1_000 })).toThrow('You already have a bank loan: repay it before borrowing again.');

    advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    const week = federation.ledger.at(-1)!;
    expect(week.lines).toContainEqual({ kind: 'loan_repayment', label: 'Bank loan repayment (1 of 20)', amount: -900, paidAt: 'weekEnd' });
    // The 15,000 borrowed is not profit: only the week's own figures are taxed (here a loss, no tax).
    expect(week.tax).toBe(0);
    expect(federation.funds).toBe(19_099);
    expect(federation.bankLoan).toMatchObject({ owed: 17_100, weeksLeft: 19 });
  });

  it('refuses in sentences, and changes nothing', () => {
    const world = startedWorld(22);
    const federation = player(world);
    expect(() => run(world, 'takeBankLoan', { amount: 5_000 })).toThrow('The bank lends only to federations with less than $5,000 in funds.');
    federation.funds = 0;
    expect(() => run(world, 'takeBankLoan', { amount: 16_000 })).toThrow('The bank lends you at most $15,000 (popularity 10).');
    expect(() => run(world, 'takeBankLoan', { amount: 2_500 })).toThrow('Borrow a whole number of $1,000 steps.');
    expect(() => run(world, 'repayBankLoan')).toThrow('You have no bank loan to repay.');
    expect(federation.funds).toBe(0);
    expect(federation.bankLoan).toBeNull();
    expect(federation.currentLines).toEqual([]);
  });

  it('works for any player federation id, each its own loan', () => {
    const world = twoSeatWorld(23);
    const rival = world.federations.find((f) => f.id === 'rival')!;
    rival.funds = 100;
    run(world, 'takeBankLoan', { amount: 3_000 }, 'rival');
    expect(rival.bankLoan?.owed).toBe(3_600);
    expect(player(world).bankLoan).toBeNull();
  });

  it('is repaid early in full (interest included), then the bank lends again', () => {
    const world = startedWorld(24);
    const federation = player(world);
    federation.funds = 0;
    run(world, 'takeBankLoan', { amount: 2_000 });
    expect(() => run(world, 'repayBankLoan')).toThrow('Insufficient funds. This action costs $2,400');
    federation.funds = 2_400;
    expect(run(world, 'repayBankLoan').events).toEqual([{ kind: 'bankLoanRepaid', federationId: 'player', early: true }]);
    expect(federation.funds).toBe(0);
    expect(federation.currentLines.at(-1)).toEqual({ kind: 'loan_repayment', label: 'Bank loan repaid early', amount: -2_400, paidAt: 'action' });
    run(world, 'takeBankLoan', { amount: 1_000 });
    expect(federation.loansTaken).toBe(2);
  });

  it('ends after its last repayment', () => {
    const world = startedWorld(25);
    const federation = player(world);
    federation.funds = 0;
    run(world, 'takeBankLoan', { amount: 1_000 });
    federation.bankLoan!.owed = 60;
    federation.bankLoan!.weeksLeft = 1;
    const events = advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    expect(events).toContainEqual({ kind: 'bankLoanRepaid', federationId: 'player', early: false });
    expect(federation.bankLoan).toBeNull();
  });

  it('is offered once, the week funds fall below $5,000, and Sim to week stops for it', () => {
    const world = startedWorld(26);
    const federation = player(world);
    withRoster(world, 3);
    federation.funds = 5_000;
    federation.fundsAtWeekStart = 5_000;
    const events = advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    expect(federation.funds).toBeLessThan(5_000);
    const offer = events.find((e) => e.kind === 'bankLoanOffered');
    // A week without a show took popularity from 10 to 9.8: $10,000 + 9.8 x $500 = $14,900, in whole steps $14,000.
    expect(federation.popularity).toBe(9.8);
    expect(offer).toEqual({ kind: 'bankLoanOffered', federationId: 'player', limit: 14_000 });
    expect(stopReasons(world, 'player', events)).toContain('The bank offers you a loan of up to $14,000: see the terms on the Finances page.');
    expect(advanceWeek(world, world.rng, TEST_NOW, executeCommand).some((e) => e.kind === 'bankLoanOffered')).toBe(false);
  });
});

describe('game over', () => {
  function borrowedAndBroke(seed: number) {
    const world = startedWorld(seed);
    const federation = player(world);
    federation.funds = 0;
    run(world, 'takeBankLoan', { amount: 1_000 });
    federation.funds = 0;
    return { world, federation };
  }

  it('a repayment the funds cannot cover is unpaid bills and a missed repayment; the third warns, the fourth in a row closes the federation', () => {
    const { world, federation } = borrowedAndBroke(31);
    for (let missed = 1; missed <= 3; missed += 1) {
      expect(closesIfMissed(federation.bankLoan)).toBe(false);
      const events = advanceWeek(world, world.rng, TEST_NOW, executeCommand);
      expect(events).toContainEqual(expect.objectContaining({ kind: 'payrollMissed', shortfall: 60 }));
      expect(events).toContainEqual({ kind: 'loanRepaymentMissed', federationId: 'player', missedInARow: missed });
      expect(federation.bankLoan).toMatchObject({ owed: 1_200, weeksLeft: 20, missedInARow: missed });
      expect(federation.closedWeek).toBeNull();
    }
    expect(closesIfMissed(federation.bankLoan)).toBe(true);
    const reasons = stopReasons(world, 'player', [{ kind: 'loanRepaymentMissed', federationId: 'player', missedInARow: 3 }]);
    expect(reasons).toContain('You missed 3 bank loan repayments in a row: miss the next one and your federation closes.');
    const last = advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    expect(last).toContainEqual({ kind: 'federationClosed', federationId: 'player', name: 'Test Wrestling' });
    expect(federation.closedWeek).toBe(world.calendar.totalWeeksProgressed);
    expect(isRunning(federation)).toBe(false);
    expect(stopReasons(world, 'player', last)).toContain('The bank called its loan in: Test Wrestling has closed.');
  });

  it('a week paid in full resets the missed count', () => {
    const { world, federation } = borrowedAndBroke(32);
    advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    federation.funds = 60;
    advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    expect(federation.bankLoan).toMatchObject({ missedInARow: 0, owed: 1_140, weeksLeft: 19 });
  });

  it('refuses every command but reading after closing, with a sentence; the story stays readable', () => {
    const { world, federation } = borrowedAndBroke(33);
    federation.bankLoan!.missedInARow = 3;
    advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    expect(federation.closedWeek).not.toBeNull();
    for (const [name, payload] of [
      ['advanceWeek', {}],
      ['takeBankLoan', { amount: 1_000 }],
      ['createShow', { name: 'Last Stand', weeksAhead: 0, venueId: 'community_gym', ticketPrice: 10, frequency: 'special' }],
    ] as const) {
      expect(() => run(world, name, payload)).toThrow(new SimRefusal('Your federation has closed: start a New Game or load a save.'));
    }
    const { story } = run(world, 'getFederationStory');
    expect(story).toMatchObject({ name: 'Test Wrestling', founded: 'Week 1, January 2025', weeksRun: 1, showsRun: 0, bestShow: null, finalFunds: 0, loansTaken: 1 });
    expect(story!.closed).toBe('Week 2, January 2025');
    run(world, 'markAllMessagesRead');
  });

  it('a computer-run federation never borrows or closes this way', () => {
    const world = startedWorld(34);
    const federation = player(world);
    federation.controller = 'ai';
    federation.funds = 0;
    expect(() => run(world, 'takeBankLoan', { amount: 1_000 })).toThrow('The bank lends only to player-run federations.');
  });
});

describe('saves from before the bank', () => {
  it('migrate with no loan, not closed, peak popularity at today\'s and the founding week', () => {
    const world = startedWorld(35);
    const json = JSON.parse(JSON.stringify(world));
    json.version = 15;
    for (const f of json.federations) {
      delete f.bankLoan;
      delete f.loansTaken;
      delete f.peakPopularity;
      delete f.foundedWeek;
      delete f.closedWeek;
    }
    const migrated = migrateWorld(json);
    expect(migrated.federations[0]).toMatchObject({ bankLoan: null, loansTaken: 0, peakPopularity: 10, foundedWeek: 0, closedWeek: null });
  });
});
