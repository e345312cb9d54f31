import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { releaseSeverance } from '#shared/rules/contracts.ts';
import { quoteContract } from '#shared/sim/roster/contractTerms.ts';
import { trainingCost, trainingWeeks } from '#shared/rules/training.ts';
import { formatUsd } from '#client/lib/format.ts';
import { requestCommand } from '#client/net/gameConnection.ts';
import { game, resetGame, type WrestlerMirror } from '#client/state/game.ts';
import { rosterOf, sampleGame, sampleStaff, sampleWrestler } from '#client/testing/gameFixture.ts';
import { renderAt } from '#client/test/renderAt.tsx';
import { RosterPage } from './RosterPage.tsx';

vi.mock('#client/net/gameConnection.ts', () => ({
  connectGame: vi.fn(async () => {}),
  leaveGame: vi.fn(async () => {}),
  requestCommand: vi.fn(async () => ({ ok: true, answer: { events: [] } })),
}));

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast: toasts }));

/** Desktop (lg and up) renders the table; otherwise the phone cards. */
function setDesktop(desktop: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (media: string) =>
      ({ matches: desktop, media, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false }) as unknown as MediaQueryList,
  );
}

const ace = sampleWrestler({ id: 'ace', name: 'Ace Steel', totalPoints: 300, category: 'C', popularity: 40, salary: 1200, morale: 85 });
const bruno = sampleWrestler({ id: 'bruno', name: 'Bruno Vega', totalPoints: 210, popularity: 20, salary: 1500, contractType: 'perAppearance', contractWeeksRemaining: 1, morale: 30 });
const cyra = sampleWrestler({
  id: 'cyra',
  name: 'Cyra Lux',
  totalPoints: 250,
  category: 'C',
  popularity: 35,
  salary: 800,
  status: 'training',
  trainingSkill: 'agility',
  trainingWeeksRemaining: 2,
  trainingTotalWeeks: 3,
  strength: 45,
});

function seed(overrides: Parameters<typeof sampleGame>[0] = {}) {
  game.status = 'connected';
  game.state = sampleGame({ roster: rosterOf(ace, bruno, cyra), ...overrides });
}

function rowNames() {
  return screen.getAllByTestId('roster-row').map((row) => within(row).getByTestId('roster-name').textContent);
}

describe('My Roster', () => {
  beforeEach(() => {
    resetGame();
    vi.mocked(requestCommand).mockClear();
    toasts.success.mockClear();
    toasts.error.mockClear();
  });

  it('lists the roster in a table, best rating first, with count, wage bill, salary units and status', () => {
    setDesktop(true);
    seed();
    renderAt('/roster', <RosterPage />);
    expect(screen.getByTestId('roster-table')).toBeTruthy();
    expect(rowNames()).toEqual(['Ace Steel', 'Cyra Lux', 'Bruno Vega']);
    expect(screen.getByTestId('roster-count').textContent).toBe('3');
    // Permanent Deals only: 1,200 + 800 a week; the Per Appearance fee is per show.
    expect(screen.getByTestId('roster-wages').textContent).toBe('$2,000');
    expect(screen.getByTestId('roster-fees').textContent).toBe('$1,500/show');
    const [first, second, third] = screen.getAllByTestId('roster-row');
    expect(within(first!).getByTestId('roster-salary').textContent).toBe('$1,200/wk');
    expect(within(third!).getByTestId('roster-salary').textContent).toBe('$1,500/show');
    expect(within(third!).getByTestId('weeks-left').className).toContain('text-danger');
    expect(within(second!).getByText('Training')).toBeTruthy();
    expect(within(second!).getByText('Agility · 2 wks')).toBeTruthy();
    expect(within(first!).getByRole('link', { name: 'Ace Steel' }).getAttribute('href')).toBe('/wrestler/ace');
  });

  it('sorts by a column header and filters by text and status', () => {
    setDesktop(true);
    seed();
    renderAt('/roster', <RosterPage />);
    fireEvent.click(screen.getByTestId('sort-name'));
    expect(rowNames()).toEqual(['Ace Steel', 'Bruno Vega', 'Cyra Lux']);
    fireEvent.click(screen.getByTestId('sort-name'));
    expect(rowNames()).toEqual(['Cyra Lux', 'Bruno Vega', 'Ace Steel']);
    fireEvent.click(screen.getByTestId('sort-salary'));
    expect(rowNames()).toEqual(['Bruno Vega', 'Ace Steel', 'Cyra Lux']);
    fireEvent.change(screen.getByTestId('roster-filter'), { target: { value: 'vega' } });
    expect(rowNames()).toEqual(['Bruno Vega']);
    fireEvent.change(screen.getByTestId('roster-filter'), { target: { value: '' } });
    fireEvent.change(screen.getByTestId('roster-status-filter'), { target: { value: 'training' } });
    expect(rowNames()).toEqual(['Cyra Lux']);
    fireEvent.change(screen.getByTestId('roster-status-filter'), { target: { value: 'expiring' } });
    expect(rowNames()).toEqual(['Bruno Vega']);
  });

  it('shows cards on phones, Train only for active wrestlers and Renew only in the last 4 weeks', () => {
    setDesktop(false);
    seed();
    renderAt('/roster', <RosterPage />);
    expect(screen.queryByTestId('roster-table')).toBeNull();
    expect(screen.getAllByTestId('roster-row')).toHaveLength(3);
    expect(screen.getByText('Training Agility · 2 wks left')).toBeTruthy();
    expect((screen.getByTestId('train-ace') as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByTestId('train-cyra') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByTestId('renew-ace')).toBeNull();
    expect(screen.getByTestId('renew-bruno')).toBeTruthy();
    expect(screen.getByTestId('release-ace')).toBeTruthy();
  });

  it('shows fatigue with its word and figure in a sortable column and on phone cards', () => {
    setDesktop(true);
    seed({ roster: rosterOf({ ...ace, fatigue: 12 }, { ...bruno, fatigue: 75 }, { ...cyra, fatigue: 30 }) });
    const { unmount } = renderAt('/roster', <RosterPage />);
    const fatigueOf = () => screen.getAllByTestId('roster-row').map((row) => within(row).getByTestId('fatigue').textContent);
    expect(fatigueOf()).toEqual(['Fatigue: Fresh12', 'Fatigue: Tired30', 'Fatigue: Exhausted75']);
    fireEvent.click(screen.getByTestId('sort-fatigue'));
    expect(rowNames()).toEqual(['Bruno Vega', 'Cyra Lux', 'Ace Steel']);
    unmount();
    setDesktop(false);
    renderAt('/roster', <RosterPage />);
    expect(fatigueOf()).toEqual(['Fatigue: Fresh12', 'Fatigue: Tired30', 'Fatigue: Exhausted75']);
  });

  it('shows the empty state with a way to the market', () => {
    setDesktop(true);
    seed({ roster: {} });
    const { location } = renderAt('/roster', <RosterPage />);
    expect(screen.getByText('Your roster is empty')).toBeTruthy();
    fireEvent.click(screen.getByTestId('roster-go-market'));
    expect(location.history.at(-1)).toBe('/roster?tab=market');
  });

  it('train dialog: cost and weeks per skill from the shared rules, a head coach shortens, confirm sends startTraining', async () => {
    setDesktop(true);
    // A head coach at 85 skill and 10 experience: at least 80% effective.
    seed({ staff: [sampleStaff({ id: 's1', name: 'Coach', type: 'head_coach', skill: 85, experience: 10, isHired: true })] });
    renderAt('/roster', <RosterPage />);
    fireEvent.click(screen.getByTestId('train-ace'));
    const dialog = screen.getByTestId('train-dialog');
    fireEvent.click(within(dialog).getByTestId('train-skill-strength'));
    expect(within(dialog).getByTestId('train-cost').textContent).toBe(formatUsd(trainingCost(50)));
    expect(within(dialog).getByTestId('train-cost').textContent).toBe('$1,500');
    // 50 is a 3-week course; the coach takes a week off.
    expect(trainingWeeks(50, 0)).toBe(3);
    expect(within(dialog).getByTestId('train-weeks').textContent).toBe('2 weeks');
    expect(within(dialog).getByTestId('train-odds').textContent).toBe('+1 (50%) · +2 (25%) · +3 (12.5%) · +4 (7.5%) · +5 (5%)');
    fireEvent.click(within(dialog).getByTestId('confirm-train'));
    await waitFor(() => expect(requestCommand).toHaveBeenCalledWith('startTraining', { wrestlerId: 'ace', skill: 'strength' }));
    await waitFor(() => expect(screen.queryByTestId('train-dialog')).toBeNull());
  });

  it('renew dialog quotes with the low-morale surcharge and sends renewContract', async () => {
    setDesktop(true);
    seed();
    renderAt('/roster', <RosterPage />);
    fireEvent.click(screen.getByTestId('renew-bruno'));
    const dialog = screen.getByTestId('renew-dialog');
    // Bruno's deal is Per Appearance: the renewal starts there.
    fireEvent.click(within(dialog).getByTestId('contract-type-permanent'));
    fireEvent.click(within(dialog).getByTestId('contract-weeks-26'));
    const quote = quoteContract(bruno, { source: 'renewal', type: 'permanent', weeks: 26 });
    expect(within(dialog).getByTestId('quote-salary').textContent).toBe(`${formatUsd(quote.salary)}/wk`);
    expect(within(dialog).getByTestId('quote-bonus').textContent).toBe(formatUsd(quote.bonus));
    // 900 asked x 0.95 (26 weeks) x 1.25 (morale 30) = 1,068.75 → $1,050.
    expect(quote.salary).toBe(1050);
    expect(within(dialog).getByText('Low morale: wants more to stay')).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('confirm-renew'));
    await waitFor(() => expect(requestCommand).toHaveBeenCalledWith('renewContract', { wrestlerId: 'bruno', contractType: 'permanent', weeks: 26 }));
  });

  it('release dialog says what is lost and sends releaseWrestler', async () => {
    setDesktop(true);
    seed({ roster: rosterOf({ ...cyra, championships: 1 }) });
    renderAt('/roster', <RosterPage />);
    fireEvent.click(screen.getByTestId('release-cyra'));
    const text = screen.getByTestId('release-consequences').textContent ?? '';
    expect(text).toContain('free agent');
    expect(text).toContain('championship they hold');
    expect(text).toContain('Agility course stops');
    fireEvent.click(screen.getByTestId('confirm-release'));
    await waitFor(() => expect(requestCommand).toHaveBeenCalledWith('releaseWrestler', { wrestlerId: 'cyra' }));
  });

  it('release dialog shows the severance from the shared rule, and refuses it with funds short', () => {
    setDesktop(true);
    const weeks = 40;
    const severance = releaseSeverance({ type: 'permanent', salary: 800, weeksRemaining: weeks });
    expect(severance).toBe(16_000);
    seed({ roster: rosterOf({ ...cyra, contractType: 'permanent', contractWeeksRemaining: weeks }) });
    renderAt('/roster', <RosterPage />);
    fireEvent.click(screen.getByTestId('release-cyra'));
    expect(screen.getByTestId('release-severance').textContent).toBe(`Severance: ${formatUsd(severance)}, paid now (half of the 40 weeks left on the contract).`);
    expect(screen.queryByTestId('release-short')).toBeNull();
    expect((screen.getByTestId('confirm-release') as HTMLButtonElement).disabled).toBe(false);
    cleanup();
    seed({ roster: rosterOf({ ...cyra, contractType: 'permanent', contractWeeksRemaining: weeks }) });
    game.state!.federation.funds = 15_999;
    renderAt('/roster', <RosterPage />);
    fireEvent.click(screen.getByTestId('release-cyra'));
    expect(screen.getByTestId('release-short').textContent).toContain(`Insufficient funds. This release costs ${formatUsd(severance)}`);
    expect((screen.getByTestId('confirm-release') as HTMLButtonElement).disabled).toBe(true);
  });
});

const marketWrestler = (id: string, name: string, marketOrder: number, askingSalary: number): WrestlerMirror =>
  sampleWrestler({ id, name, marketOrder, askingSalary, contractType: '', salary: 0, contractWeeksRemaining: 0, contractLengthWeeks: 0, morale: 70 });

describe('Weekly Market', () => {
  beforeEach(() => {
    resetGame();
    vi.mocked(requestCommand).mockClear();
    toasts.success.mockClear();
    toasts.error.mockClear();
  });

  it('shows market cards in market order and signs through the dialog with the quote of quoteContract', async () => {
    game.status = 'connected';
    game.state = sampleGame({ market: rosterOf(marketWrestler('m2', 'Zed Storm', 1, 1000), marketWrestler('m1', 'Mona Blaze', 0, 1150)) });
    renderAt('/roster?tab=market', <RosterPage />);
    const cards = screen.getAllByTestId('market-card');
    expect(cards.map((card) => card.getAttribute('data-wrestler-id'))).toEqual(['m1', 'm2']);
    expect(within(cards[0]!).getByTestId('market-asking').textContent).toBe('$1,150/wk');
    expect(within(cards[0]!).getByTestId('skill-bars')).toBeTruthy();

    fireEvent.click(screen.getByTestId('sign-m1'));
    const dialog = screen.getByTestId('sign-dialog');
    // Market deals: 5 weeks only, bonus of one week.
    expect(within(dialog).getByTestId('contract-weeks-5')).toBeTruthy();
    expect(within(dialog).queryByTestId('contract-weeks-12')).toBeNull();
    expect(within(dialog).getByTestId('quote-salary').textContent).toBe('$1,150/wk');
    expect(within(dialog).getByTestId('quote-bonus').textContent).toBe('$1,150');
    expect(within(dialog).getByTestId('quote-funds').textContent).toBe('$50,000');

    fireEvent.click(within(dialog).getByTestId('contract-type-perAppearance'));
    const quote = quoteContract({ askingSalary: 1150, morale: 70 }, { source: 'market', type: 'perAppearance', weeks: 5 });
    // 1,150 x 1.25 = 1,437.5 → $1,450 per show.
    expect(quote.salary).toBe(1450);
    expect(within(dialog).getByTestId('quote-salary').textContent).toBe('$1,450/show');
    expect(within(dialog).getByTestId('quote-bonus').textContent).toBe(formatUsd(quote.bonus));
    expect(within(dialog).getByText('Per Appearance fee (paid per show)')).toBeTruthy();

    fireEvent.click(within(dialog).getByTestId('confirm-sign'));
    await waitFor(() => expect(requestCommand).toHaveBeenCalledWith('signWrestler', { wrestlerId: 'm1', source: 'market', contractType: 'perAppearance', weeks: 5 }));
    await waitFor(() => expect(screen.queryByTestId('sign-dialog')).toBeNull());
    expect(toasts.success).toHaveBeenCalledWith('Mona Blaze signed!', undefined);
  });

  it("shows the rivals' interest on a market card and quotes its premium, as the server charges", async () => {
    game.status = 'connected';
    game.state = sampleGame({ market: rosterOf(marketWrestler('m1', 'Mona Blaze', 0, 1150), marketWrestler('m2', 'Zed Storm', 1, 1000)) });
    vi.mocked(requestCommand).mockImplementation(async (name) => (name === 'getDemand' ? { ok: true, answer: { events: [], interest: { m1: 1, m2: 0 } } } : { ok: true, answer: { events: [] } }));
    renderAt('/roster?tab=market', <RosterPage />);
    await waitFor(() => expect(screen.getAllByTestId('interest')).toHaveLength(1));
    expect(requestCommand).toHaveBeenCalledWith('getDemand', { wrestlerIds: ['m1', 'm2'] });
    const cards = screen.getAllByTestId('market-card');
    expect(within(cards[0]!).getByTestId('interest').textContent).toBe('1 rival federation is interested: +5%');
    fireEvent.click(screen.getByTestId('sign-m1'));
    const dialog = screen.getByTestId('sign-dialog');
    const quote = quoteContract({ askingSalary: 1150, morale: 70 }, { source: 'market', type: 'permanent', weeks: 5 }, 1);
    expect(quote.salary).toBe(1200);
    expect(within(dialog).getByTestId('quote-salary').textContent).toBe('$1,200/wk');
    expect(within(dialog).getAllByText('1 rival federation is interested').length).toBeGreaterThan(0);
  });

  it('keeps the sign dialog open on a refusal and shows the server sentence', async () => {
    game.status = 'connected';
    game.state = sampleGame({ market: rosterOf(marketWrestler('m1', 'Mona Blaze', 0, 1150)) });
    // The market also asks the room for the rivals' interest (getDemand): only the signing is refused.
    vi.mocked(requestCommand).mockImplementation(async (name) => (name === 'signWrestler' ? { ok: false, rejected: true, message: 'Insufficient funds. This action costs $1,150' } : { ok: true, answer: { events: [] } }));
    renderAt('/roster?tab=market', <RosterPage />);
    fireEvent.click(screen.getByTestId('sign-m1'));
    fireEvent.click(screen.getByTestId('confirm-sign'));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Not possible', { description: 'Insufficient funds. This action costs $1,150' }));
    expect(screen.getByTestId('sign-dialog')).toBeTruthy();
  });

  it('shows an empty market', () => {
    game.status = 'connected';
    game.state = sampleGame();
    renderAt('/roster?tab=market', <RosterPage />);
    expect(screen.getByTestId('market-empty')).toBeTruthy();
  });
});

function freeAgentRow(id: string, name: string, locked: boolean, minFederationPopularityRequired = 0) {
  return {
    wrestler: { id, name, gender: 'male', style: 'Brawler', nationality: 'Japan', age: 30, masked: false, popularity: 25, morale: 70, category: 'D', totalPoints: 220, askingSalary: 1000, minFederationPopularityRequired },
    locked,
    rehireBanWeeks: 0,
    onMarket: false,
  };
}

describe('Free Agents', () => {
  beforeEach(() => {
    resetGame();
    vi.mocked(requestCommand).mockReset();
    toasts.success.mockClear();
  });

  it("shows a free agent's competing interest and quotes its premium", async () => {
    game.status = 'connected';
    game.state = sampleGame();
    vi.mocked(requestCommand).mockImplementation(async (name) => {
      if (name !== 'listFreeAgents') return { ok: true, answer: { events: [] } };
      const rows = [{ ...freeAgentRow('fa1', 'Kenji Ono', false), interest: 2 }, { ...freeAgentRow('fa2', 'Rex Titan', false), interest: 0 }];
      return { ok: true, answer: { events: [], page: { rows, total: 2, qualified: 2, offset: 0, limit: 20 } } } as never;
    });
    renderAt('/roster?tab=free-agents', <RosterPage />);
    await waitFor(() => expect(screen.getAllByTestId('free-agent-row')).toHaveLength(2));
    const [wanted, quiet] = screen.getAllByTestId('free-agent-row');
    expect(within(wanted!).getByTestId('interest').textContent).toBe('2 rival federations are interested: +10%');
    expect(within(quiet!).queryByTestId('interest')).toBeNull();
    fireEvent.click(screen.getByTestId('sign-fa1'));
    const dialog = screen.getByTestId('sign-dialog');
    // 1,000 x 1.1 = $1,100 a week for 12 weeks, two weeks of bonus.
    expect(within(dialog).getByTestId('quote-salary').textContent).toBe('$1,100/wk');
    expect(within(dialog).getByTestId('quote-bonus').textContent).toBe('$2,200');
  });

  it('lists a page, shows locked rows without a Sign button, pages with Show more and signs with free-agent lengths', async () => {
    game.status = 'connected';
    game.state = sampleGame();
    vi.mocked(requestCommand).mockImplementation(async (name, payload) => {
      if (name !== 'listFreeAgents') return { ok: true, answer: { events: [] } };
      const offset = (payload as { offset?: number }).offset ?? 0;
      const rows = offset === 0 ? [freeAgentRow('fa1', 'Kenji Ono', false), freeAgentRow('fa2', 'Rex Titan', true, 40)] : [freeAgentRow('fa3', 'Lia Kane', true, 60)];
      return { ok: true, answer: { events: [], page: { rows, total: 3, qualified: 1, offset, limit: 20 } } } as never;
    });
    renderAt('/roster?tab=free-agents', <RosterPage />);
    expect(screen.getByTestId('free-agents-loading')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('free-agent-row')).toHaveLength(2));
    expect(requestCommand).toHaveBeenCalledWith('listFreeAgents', { search: undefined, sort: 'totalPoints', direction: 'desc', offset: 0, limit: 20 });
    const [open, locked] = screen.getAllByTestId('free-agent-row');
    expect(within(open!).getByTestId('sign-fa1')).toBeTruthy();
    expect(within(locked!).queryByTestId('sign-fa2')).toBeNull();
    expect(within(locked!).getByTestId('free-agent-locked').textContent).toBe('Requires popularity 40');

    fireEvent.click(screen.getByTestId('free-agents-more'));
    await waitFor(() => expect(screen.getAllByTestId('free-agent-row')).toHaveLength(3));
    expect(requestCommand).toHaveBeenLastCalledWith('listFreeAgents', expect.objectContaining({ offset: 2, limit: 20 }));
    expect(screen.queryByTestId('free-agents-more')).toBeNull();

    fireEvent.click(screen.getByTestId('sign-fa1'));
    const dialog = screen.getByTestId('sign-dialog');
    expect(['12', '26', '52'].every((weeks) => within(dialog).queryByTestId(`contract-weeks-${weeks}`))).toBe(true);
    fireEvent.click(within(dialog).getByTestId('contract-weeks-52'));
    // 1,000 x 0.9 = $900 a week, two weeks of bonus.
    expect(within(dialog).getByTestId('quote-salary').textContent).toBe('$900/wk');
    expect(within(dialog).getByTestId('quote-bonus').textContent).toBe('$1,800');
    fireEvent.click(within(dialog).getByTestId('confirm-sign'));
    await waitFor(() => expect(requestCommand).toHaveBeenCalledWith('signWrestler', { wrestlerId: 'fa1', source: 'freeAgent', contractType: 'permanent', weeks: 52 }));
    await waitFor(() => expect(screen.getAllByTestId('free-agent-row')).toHaveLength(2));
  });

  it('searches after a pause and shows the error state', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      game.status = 'connected';
      game.state = sampleGame();
      vi.mocked(requestCommand).mockResolvedValue({ ok: false, rejected: false, message: 'You are not connected to your game.' });
      renderAt('/roster?tab=free-agents', <RosterPage />);
      await waitFor(() => expect(screen.getByTestId('free-agents-error').textContent).toContain('You are not connected to your game.'));
      fireEvent.change(screen.getByTestId('free-agents-search'), { target: { value: 'kenji' } });
      await act(async () => {
        await vi.advanceTimersByTimeAsync(350);
      });
      await waitFor(() => expect(requestCommand).toHaveBeenLastCalledWith('listFreeAgents', expect.objectContaining({ search: 'kenji', offset: 0 })));
    } finally {
      vi.useRealTimers();
    }
  });
});
