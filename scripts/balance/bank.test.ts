import { describe, expect, it } from 'vitest';
import { weekBillsForecast } from '#shared/sim/ledger/weeklyLedger.ts';
import { player, startedWorld, TEST_NOW, withRoster } from '#shared/sim/testing/worlds.ts';
import { NOW } from './attempt.ts';
import { loanCandidates } from './bank.ts';
import { strategyController, type StrategyDecision } from './controller.ts';
import type { CareerResult } from './careerResult.ts';
import { executeCommand } from '#shared/sim/commands/table.ts';

describe('a balance strategy at the bank', () => {
  it('borrows four weeks of the bills when its funds would not cover this week, never with enough or with a loan already', () => {
    const world = startedWorld(41);
    const federation = player(world);
    // A small payroll: the bank lends only below $5,000 in funds.
    for (const wrestler of withRoster(world, 4)) wrestler.contract!.salary = 300;
    const bills = weekBillsForecast(world, federation);
    federation.funds = bills;
    expect(loanCandidates(world, federation)).toEqual([]);
    federation.funds = bills - 0.01;
    const [loan] = loanCandidates(world, federation);
    expect(loan).toMatchObject({ kind: 'loan', command: 'takeBankLoan', payload: { amount: Math.min(15_000, Math.ceil((4 * bills) / 1_000) * 1_000) } });
    executeCommand(world, 'takeBankLoan', federation.id, loan!.payload as { amount: number }, { now: TEST_NOW });
    federation.funds = 0;
    expect(loanCandidates(world, federation)).toEqual([]);
  });

  it("takes the loan through the strategy's own decide, as its last step of the week", () => {
    const world = startedWorld(42);
    const federation = player(world);
    for (const wrestler of withRoster(world, 6)) wrestler.contract!.salary = 300;
    federation.funds = 10;
    const log: StrategyDecision[] = [];
    strategyController('frugal', { showRatings: [] } as unknown as CareerResult, log)(world, federation.id, world.rng, NOW, executeCommand);
    expect(log.at(-1)).toMatchObject({ action: 'loan', command: 'takeBankLoan' });
    expect(federation.bankLoan).not.toBeNull();
    expect(federation.funds).toBeGreaterThanOrEqual(weekBillsForecast(world, federation));
  });
});
