import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoanView } from '#shared/sim/diplomacy/loans.ts';
import { requestCommand } from '#client/net/gameConnection.ts';
import { game, resetGame } from '#client/state/game.ts';
import { sampleGame } from '#client/testing/gameFixture.ts';
import { WrestlerLoanLine } from '../wrestler/WrestlerLoanLine.tsx';
import { RosterLoans } from './RosterLoans.tsx';

vi.mock('#client/net/gameConnection.ts', () => ({
  connectGame: vi.fn(async () => {}),
  leaveGame: vi.fn(async () => {}),
  requestCommand: vi.fn(async () => ({ ok: true, answer: { events: [] } })),
}));

const mockedRequest = vi.mocked(requestCommand);

const loan = (overrides: Partial<LoanView>): LoanView => ({
  id: 'loan-1',
  wrestlerId: 'w1',
  wrestlerName: 'Kit Hollander',
  direction: 'out',
  fromId: 'f1',
  fromName: 'Thunder Valley Wrestling',
  toId: 'ai-1',
  toName: 'Apex Pro Wrestling',
  startWeek: 0,
  endWeek: 3,
  weeksLeft: 3,
  weeklyFee: 448,
  term: 'none',
  active: true,
  weeksPaid: 0,
  feesPaid: 0,
  endReason: null,
  ...overrides,
});

describe('loans where wrestlers are shown', () => {
  beforeEach(() => {
    resetGame();
    mockedRequest.mockReset();
    game.status = 'connected';
    game.state = sampleGame();
  });

  it('lists the roster loans both ways with the weeks left, and nothing without one', async () => {
    mockedRequest.mockResolvedValue({
      ok: true,
      answer: { events: [], loans: [loan({}), loan({ id: 'loan-2', wrestlerId: 'w9', wrestlerName: 'Luna Vega', direction: 'in', fromId: 'ai-1', fromName: 'Apex Pro Wrestling', toId: 'f1', toName: 'Thunder Valley Wrestling', weeksLeft: 1 }), loan({ id: 'loan-0', active: false })] },
    });
    render(<RosterLoans refresh={0} />);
    await act(async () => {});
    expect(screen.getAllByTestId('roster-loan').map((row) => row.textContent)).toEqual([
      'Kit HollanderOn loan to Apex Pro Wrestling (3 weeks left)',
      'Luna VegaOn loan from Apex Pro Wrestling (1 week left)',
    ]);
  });

  it('shows nothing without an active loan, and a retry when the loans cannot be read', async () => {
    mockedRequest.mockResolvedValue({ ok: true, answer: { events: [], loans: [] } });
    const { unmount } = render(<RosterLoans refresh={0} />);
    await act(async () => {});
    expect(screen.queryByTestId('roster-loans')).toBeNull();
    unmount();
    mockedRequest.mockResolvedValue({ ok: false, rejected: false, message: 'Connection lost.' });
    render(<RosterLoans refresh={1} />);
    await act(async () => {});
    expect(screen.getByTestId('roster-loans-error').textContent).toContain('Connection lost.');
  });

  it('says on the profile whom the wrestler is on loan to or from', async () => {
    mockedRequest.mockResolvedValue({ ok: true, answer: { events: [], wrestlerLoan: loan({ direction: 'in', weeksLeft: 2, fromId: 'ai-1', fromName: 'Apex Pro Wrestling' }) } });
    render(<WrestlerLoanLine wrestlerId="w1" refresh={0} />);
    await act(async () => {});
    expect(mockedRequest).toHaveBeenCalledWith('getWrestlerLoan', { wrestlerId: 'w1' });
    expect(screen.getByTestId('wrestler-loan').textContent).toContain('On loan from Apex Pro Wrestling (2 weeks left)');
  });
});
