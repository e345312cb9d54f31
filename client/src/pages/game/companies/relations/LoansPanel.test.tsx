import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoanQuote } from '#shared/sim/diplomacy/loanQuote.ts';
import type { LoanView } from '#shared/sim/diplomacy/loans.ts';
import { requestCommand } from '#client/net/gameConnection.ts';
import { game, resetGame } from '#client/state/game.ts';
import { rosterOf, sampleGame, sampleWrestler } from '#client/testing/gameFixture.ts';
import { samplePage } from '../testing/companyFixtures.ts';
import { LoansPanel } from './LoansPanel.tsx';

vi.mock('#client/net/gameConnection.ts', () => ({
  connectGame: vi.fn(async () => {}),
  leaveGame: vi.fn(async () => {}),
  requestCommand: vi.fn(async () => ({ ok: true, answer: { events: [] } })),
}));
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const mockedRequest = vi.mocked(requestCommand);

function quote(overrides: Partial<LoanQuote> = {}): LoanQuote {
  return {
    wrestlerId: 'w1',
    wrestlerName: 'Kit Hollander',
    lenderId: 'f1',
    borrowerId: 'ai-1',
    weeks: 4,
    term: 'noCleanLoss',
    relationship: 50,
    status: 'allied',
    weeklyFee: 358,
    parts: [
      { label: '2 x 224 skill points', amount: 448 },
      { label: 'Allied (relationship 50): 20% less', amount: -90 },
    ],
    total: 1_432,
    salary: 900,
    salaryType: 'permanent',
    refusal: null,
    answer: { accepts: true, reason: 'Apex Pro Wrestling accepts: Kit Hollander (rating 224) strengthens its card (roster average 200).', term: 'noCleanLoss' },
    ...overrides,
  };
}

const active: LoanView = {
  id: 'loan-1',
  wrestlerId: 'w11',
  wrestlerName: 'Luna Vega',
  direction: 'in',
  fromId: 'ai-1',
  fromName: 'Apex Pro Wrestling',
  toId: 'f1',
  toName: 'Thunder Valley Wrestling',
  startWeek: 0,
  endWeek: 3,
  weeksLeft: 2,
  weeklyFee: 140,
  term: 'none',
  active: true,
  weeksPaid: 1,
  feesPaid: 140,
  endReason: null,
};

function answer(name: string, payload: unknown, loans: LoanView[], quoted: LoanQuote) {
  if (name === 'getCompany') {
    const page = samplePage();
    return { ok: true as const, answer: { events: [], company: { ...page, roster: [...page.roster, { ...page.roster[1]!, id: 'w12', name: 'Max Power', rating: 60 }] } } };
  }
  if (name === 'getLoans') return { ok: true as const, answer: { events: [], loans } };
  if (name === 'quoteLoan') return { ok: true as const, answer: { events: [], loanQuote: { ...quoted, weeks: (payload as { weeks: number }).weeks } } };
  if (name === 'lendWrestler' || name === 'borrowWrestler') {
    return { ok: true as const, answer: { events: [{ kind: 'federationInteraction' as const, federationId: 'f1', otherFederationId: 'ai-1', action: 'loanOut', text: 'You lent Kit Hollander.' }] } };
  }
  return { ok: true as const, answer: { events: [] } };
}

async function open(loans: LoanView[] = [], quoted = quote()) {
  mockedRequest.mockImplementation(async (name, payload) => answer(name, payload, loans, quoted));
  game.status = 'connected';
  game.state = sampleGame({ roster: rosterOf(sampleWrestler({ id: 'w1', name: 'Kit Hollander' }), sampleWrestler({ id: 'w2', name: 'Bo Tanner', status: 'injured' })) });
  render(<LoansPanel otherFederationId="ai-1" />);
  await act(async () => {});
}

describe('the loans panel', () => {
  beforeEach(() => {
    resetGame();
    mockedRequest.mockReset();
  });

  it('prices a loan before you confirm: the fee a week with its reasons, the total, their answer, and the term explained', async () => {
    await open();
    expect(mockedRequest).toHaveBeenCalledWith('quoteLoan', { direction: 'lend', wrestlerId: 'w1', otherFederationId: 'ai-1', weeks: 4, term: 'noCleanLoss' });
    // Only active wrestlers can be lent.
    expect(within(screen.getByTestId('loan-wrestler')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Kit Hollander (rating 224)']);
    expect(screen.getByTestId('loan-weekly-fee').textContent).toBe('$358');
    expect(screen.getByTestId('loan-quote').textContent).toContain('Allied (relationship 50): 20% less');
    expect(screen.getByTestId('loan-total').textContent).toBe('$1,432');
    expect(screen.getByTestId('loan-answer').textContent).toContain('accepts');
    expect(screen.getByTestId('loan-salary').textContent).toBe("They also pay Kit Hollander's salary while they work for them: $900 a week.");
    expect(screen.getByTestId('loan-term-explanation').textContent).toContain('may not lose clean');
    expect(screen.getByTestId('loans-empty').textContent).toBe('No wrestler on loan between you.');

    fireEvent.change(screen.getByTestId('loan-weeks'), { target: { value: '6' } });
    await act(async () => {});
    expect(mockedRequest).toHaveBeenLastCalledWith('quoteLoan', expect.objectContaining({ weeks: 6 }));
    fireEvent.click(screen.getByTestId('loan-confirm'));
    await act(async () => {});
    expect(mockedRequest).toHaveBeenCalledWith('lendWrestler', { wrestlerId: 'w1', toFederationId: 'ai-1', weeks: 6, term: 'noCleanLoss' });
  });

  it('borrows one of theirs with their term, and lists the active loans with the weeks left', async () => {
    await open([active], quote({ lenderId: 'ai-1', borrowerId: 'f1', term: 'none', answer: { accepts: true, reason: 'Apex Pro Wrestling accepts: Luna Vega is a spare hand.', term: 'none' } }));
    expect(screen.getByTestId('loan-row').textContent).toContain('On loan from Apex Pro Wrestling (2 weeks left)');
    fireEvent.click(screen.getByTestId('loan-direction-borrow'));
    await act(async () => {});
    expect(screen.queryByTestId('loan-term')).toBeNull();
    expect(screen.getByTestId('loan-term-explanation').textContent).toContain('Their term: No terms.');
    // Rex Steel holds a title and Luna Vega is on loan already (to you): only Max Power can be borrowed.
    expect(within(screen.getByTestId('loan-wrestler')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Max Power (rating 60)']);
    await act(async () => {});
    fireEvent.click(screen.getByTestId('loan-confirm'));
    await act(async () => {});
    expect(mockedRequest).toHaveBeenCalledWith('borrowWrestler', { wrestlerId: 'w12', fromFederationId: 'ai-1', weeks: 4 });
  });

  it('shows the refusal or their no, and cannot confirm', async () => {
    await open([], quote({ refusal: "Kit Hollander's contract has 4 weeks left: a loan must end before it does (at most 3 weeks).", answer: null }));
    expect(screen.getByTestId('loan-refusal').textContent).toContain('contract has 4 weeks left');
    expect((screen.getByTestId('loan-confirm') as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows a declined answer', async () => {
    await open([], quote({ answer: { accepts: false, reason: 'Apex Pro Wrestling declines: its roster is full (11 wrestlers).', term: 'noCleanLoss' } }));
    expect(screen.getByTestId('loan-declined').textContent).toContain('its roster is full');
    expect((screen.getByTestId('loan-confirm') as HTMLButtonElement).disabled).toBe(true);
  });

  it('says so when the loans cannot be loaded, and retries', async () => {
    mockedRequest.mockImplementation(async (name, payload) => (name === 'getLoans' ? { ok: false, rejected: false, message: 'Connection lost.' } : answer(name, payload, [], quote())));
    game.status = 'connected';
    game.state = sampleGame({ roster: rosterOf(sampleWrestler({ id: 'w1', name: 'Kit Hollander' })) });
    render(<LoansPanel otherFederationId="ai-1" />);
    await act(async () => {});
    expect(screen.getByTestId('loans-error').textContent).toContain('Connection lost.');
  });
});
