import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { requestCommand } from '#client/net/gameConnection.ts';
import { game, resetGame, type LedgerWeekMirror } from '#client/state/game.ts';
import { sampleGame } from '#client/testing/gameFixture.ts';
import { renderAt } from '#client/test/renderAt.tsx';
import type { LedgerWeek } from '#shared/sim/ledger/lines.ts';
import { biggestCosts, explainMultiplier, mergeLedger, syncedLedgerWeek, type LedgerWeekData } from './ledgerMath.ts';
import { FinancesPage } from './FinancesPage.tsx';

vi.mock('#client/net/gameConnection.ts', () => ({
  connectGame: vi.fn(async () => {}),
  leaveGame: vi.fn(async () => {}),
  requestCommand: vi.fn(async () => ({ ok: true, answer: { events: [] } })),
}));

// jsdom has no layout, so ResponsiveContainer measures 0x0 and draws nothing: give the charts a fixed size.
vi.mock('recharts', async (importOriginal) => {
  const recharts = await importOriginal<typeof import('recharts')>();
  return {
    ...recharts,
    ResponsiveContainer: ({ children }: { children: ReactNode }) => (isValidElement(children) ? cloneElement(children as ReactElement<{ width?: number; height?: number }>, { width: 390, height: 240 }) : null),
  };
});

const mockedRequest = vi.mocked(requestCommand);

function week(weekNumber: number, overrides: Partial<LedgerWeekData> = {}): LedgerWeekData {
  return {
    weekNumber,
    week: weekNumber,
    month: 'January',
    year: 2025,
    revenue: 0,
    expenses: 0,
    profit: 0,
    tax: 0,
    afterTax: 0,
    fundsBefore: 50_000,
    fundsAfter: 50_000,
    expenseMultiplier: 1,
    lines: [],
    taxParts: [],
    ...overrides,
  };
}

/** getLedgerHistory answers the sim's weeks; the synced mirror has the same fields with plain strings. */
const history = (...weeks: LedgerWeekData[]) => weeks as unknown as LedgerWeek[];
/** A week as the synced state carries it: its lines and tax brackets as JSON text (shared/schema/ledgerState.ts). */
const synced = (data: LedgerWeekData): LedgerWeekMirror => ({ ...data, lines: JSON.stringify(data.lines), taxParts: JSON.stringify(data.taxParts) });

const week1 = week(1, { fundsBefore: 50_000, fundsAfter: 50_000 });
const week2 = week(2, {
  lines: [
    { kind: 'staff_hiring', label: 'Hiring: Marta Ruiz (Head Coach)', amount: -4012, paidAt: 'action' },
    { kind: 'wrestler_salary', label: 'Salary: Kit Hollander', amount: -900, paidAt: 'weekEnd' },
    { kind: 'staff_salary', label: 'Staff salary: Marta Ruiz', amount: -1003, paidAt: 'weekEnd' },
    { kind: 'insurance', label: 'Insurance', amount: -90, paidAt: 'weekEnd' },
  ],
  expenses: 6005,
  profit: -6005,
  afterTax: -6005,
  fundsBefore: 50_000,
  fundsAfter: 43_995,
});
const week3 = week(3, {
  lines: [
    { kind: 'tv_deal', label: 'TV deal: Channel 9', amount: 250_000, paidAt: 'weekEnd' },
    { kind: 'staff_salary', label: 'Staff salary: Marta Ruiz', amount: -1003, paidAt: 'weekEnd' },
    { kind: 'wrestler_salary', label: 'Salary: Kit Hollander', amount: -900, paidAt: 'weekEnd' },
    { kind: 'insurance', label: 'Insurance', amount: -90, paidAt: 'weekEnd' },
  ],
  revenue: 250_000,
  expenses: 1993,
  profit: 248_007,
  tax: 12_300.7,
  taxParts: [
    { from: 50_000, to: 200_000, rate: 0.05, amount: 7500 },
    { from: 200_000, to: 248_007, rate: 0.1, amount: 4800.7 },
  ],
  afterTax: 235_706.3,
  fundsBefore: 43_995,
  fundsAfter: 279_701.3,
});

function seed(overrides: Parameters<typeof sampleGame>[0] = {}) {
  game.status = 'connected';
  game.state = sampleGame(overrides);
}

describe('finances page', () => {
  beforeEach(() => {
    resetGame();
    mockedRequest.mockReset();
    mockedRequest.mockResolvedValue({ ok: true, answer: { events: [], ledger: history(week1, week2, week3) } });
  });

  it('shows the newest week: summary, lines in colour, totals and tax by bracket', async () => {
    seed({ ledger: { '2': synced(week2), '3': synced(week3) }, calendar: { week: 4, month: 'January', year: 2025, totalWeeksProgressed: 3 } });
    renderAt('/finances', <FinancesPage />);
    expect(screen.getByTestId('ledger-revenue').textContent).toBe('$250,000');
    expect(screen.getByTestId('ledger-expenses').textContent).toBe('$1,993');
    expect(screen.getByTestId('ledger-profit').textContent).toBe('+$248,007');
    expect(screen.getByTestId('ledger-tax').textContent).toBe('$12,301');
    expect(screen.getByTestId('ledger-funds-after').textContent).toBe('$279,701');

    const ledger = screen.getByTestId('ledger-week');
    const lines = within(ledger).getAllByTestId('ledger-line');
    expect(lines).toHaveLength(4);
    expect(lines[0]!.textContent).toContain('TV deal: Channel 9');
    expect(within(lines[0]!).getByTestId('ledger-line-amount').className).toContain('text-success');
    expect(within(lines[1]!).getByTestId('ledger-line-amount').className).toContain('text-danger');
    expect(within(lines[1]!).getByTestId('ledger-line-amount').textContent).toContain('−$1,003');
    expect(lines[1]!.textContent).toContain('Staff salaries');
    const parts = within(ledger).getAllByTestId('ledger-tax-part');
    expect(parts.map((p) => p.textContent)).toEqual(['5% on $50,000 – $200,000$7,500', '10% on $200,000 – $248,007$4,801']);
    expect(within(ledger).getByTestId('ledger-week-funds-before').textContent).toBe('$43,995');
    expect(within(ledger).getByTestId('ledger-week-after-tax').textContent).toBe('+$235,706');
    expect(within(ledger).getByTestId('ledger-multiplier').textContent).toContain('x1.0');

    await waitFor(() => expect(screen.queryByTestId('ledger-history-loading')).toBeNull());
    // The charts cover the whole history (week 1 comes from getLedgerHistory), labelled by date.
    const funds = screen.getByTestId('finances-funds-chart');
    expect(within(funds).getByRole('img').getAttribute('aria-label')).toContain('3 weeks from Week 1, January 2025 to Week 3, January 2025: now $279,701');
    expect(funds.querySelector('svg')).toBeTruthy();
    expect(funds.textContent).toContain('W3 Jan');
    expect(screen.getByTestId('finances-flow-chart').textContent).toContain('Revenue');
    expect(mockedRequest).toHaveBeenCalledWith('getLedgerHistory', {});
  });

  it('lists every settled week newest first, including fetched older ones, and switches the ledger', async () => {
    seed({ ledger: { '2': synced(week2), '3': synced(week3) } });
    renderAt('/finances', <FinancesPage />);
    const select = screen.getByTestId('ledger-week-select') as HTMLSelectElement;
    await waitFor(() => expect(select.options).toHaveLength(3));
    expect([...select.options].map((o) => o.value)).toEqual(['3', '2', '1']);
    expect(screen.getByLabelText('Settled week')).toBe(select);
    fireEvent.change(select, { target: { value: '2' } });
    expect(screen.getByTestId('ledger-expenses').textContent).toBe('$6,005');
    expect(screen.getByTestId('ledger-profit').textContent).toBe('−$6,005');
    expect(screen.getByTestId('ledger-tax').textContent).toBe('$0');
    expect(within(screen.getByTestId('ledger-week')).queryAllByTestId('ledger-tax-part')).toHaveLength(0);
    const costs = within(screen.getByTestId('finances-biggest-costs')).getAllByTestId('biggest-cost');
    expect(costs[0]!.textContent).toContain('Staff hiring');
    expect(costs[0]!.textContent).toContain('$4,012');
  });

  it('shows this week’s payments so far, or says none were made', () => {
    seed({ ledger: { '1': synced(week1) }, currentLines: [{ kind: 'signing_bonus', label: 'Signing bonus: Rex Dorado', amount: -1800, paidAt: 'action' }] });
    renderAt('/finances', <FinancesPage />);
    const current = screen.getByTestId('current-week-lines');
    expect(within(current).getByTestId('ledger-line').textContent).toContain('Signing bonus: Rex Dorado');
    expect(within(current).getByTestId('current-week-total').textContent).toBe('−$1,800');
  });

  it('has an empty state before the first week is settled', async () => {
    mockedRequest.mockResolvedValue({ ok: true, answer: { events: [], ledger: [] } });
    seed();
    renderAt('/finances', <FinancesPage />);
    expect(screen.getByTestId('finances-empty').textContent).toContain('Advance a week to see your first ledger');
    expect(screen.queryByTestId('ledger-week-select')).toBeNull();
    expect(screen.queryByTestId('finances-funds-chart')).toBeNull();
    expect(screen.getByTestId('current-week-empty')).toBeTruthy();
    await act(async () => {});
  });

  it('fetches the history again when a new week is settled, and falls back to the synced weeks on failure', async () => {
    mockedRequest.mockResolvedValueOnce({ ok: false, rejected: false, message: 'offline' });
    seed({ ledger: { '2': synced(week2) } });
    renderAt('/finances', <FinancesPage />);
    await waitFor(() => expect(mockedRequest).toHaveBeenCalledTimes(1));
    expect((screen.getByTestId('ledger-week-select') as HTMLSelectElement).options).toHaveLength(1);
    await act(async () => {
      game.state!.ledger['3'] = synced(week3);
    });
    await waitFor(() => expect(mockedRequest).toHaveBeenCalledTimes(2));
    await waitFor(() => expect((screen.getByTestId('ledger-week-select') as HTMLSelectElement).options).toHaveLength(3));
    expect(screen.getByTestId('ledger-revenue').textContent).toBe('$250,000');
  });
});

describe('ledger maths', () => {
  it('merges the history with the synced weeks, oldest first, without duplicates', () => {
    expect(mergeLedger([week1, week2], [week2, week3]).map((w) => w.weekNumber)).toEqual([1, 2, 3]);
    expect(mergeLedger(null, [week3, week2]).map((w) => w.weekNumber)).toEqual([2, 3]);
  });

  it('reads a synced week (its lines and tax brackets as JSON text) as getLedgerHistory gives it', () => {
    expect(syncedLedgerWeek(synced(week3))).toEqual(week3);
    expect(syncedLedgerWeek(synced(week1))).toEqual(week1);
    // The same text is parsed once: the screen re-renders often.
    expect(syncedLedgerWeek(synced(week3)).lines).toBe(syncedLedgerWeek(synced(week3)).lines);
  });

  it('groups the costs by kind, biggest first', () => {
    expect(biggestCosts(week2.lines).map((c) => [c.label, c.amount])).toEqual([
      ['Staff hiring', 4012],
      ['Staff salaries', 1003],
      ['Wrestler salaries', 900],
      ['Insurance', 90],
    ]);
  });

  it('explains the multiplier from the weeks played before', () => {
    expect(explainMultiplier({ expenseMultiplier: 1.25, weekNumber: 22 })).toContain('25% above');
    expect(explainMultiplier({ expenseMultiplier: 1.25, weekNumber: 22 })).toContain('21 weeks had been played');
    expect(explainMultiplier({ expenseMultiplier: 1, weekNumber: 2 })).toContain('1 week had been played');
  });
});
