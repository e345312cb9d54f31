import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RelationView } from '#shared/sim/diplomacy/relationsView.ts';
import { requestCommand } from '#client/net/gameConnection.ts';
import { game, resetGame } from '#client/state/game.ts';
import { sampleGame } from '#client/testing/gameFixture.ts';
import { renderAt } from '#client/test/renderAt.tsx';
import { DealingsPage } from './DealingsPage.tsx';

vi.mock('#client/net/gameConnection.ts', () => ({
  connectGame: vi.fn(async () => {}),
  leaveGame: vi.fn(async () => {}),
  requestCommand: vi.fn(async () => ({ ok: true, answer: { events: [] } })),
}));

const mockedRequest = vi.mocked(requestCommand);

const base = (federationId: string, name: string): RelationView => ({ federationId, name, logo: '', controller: 'ai', running: true, score: 0, status: 'neutral', history: [], actions: [], loans: [], jointShows: [], offers: [] });
const APEX: RelationView = {
  ...base('ai-1', 'Apex Pro Wrestling'),
  score: -60,
  status: 'hostile',
  actions: [{ id: 'd1', kind: 'mediaWar', label: 'Media war', mine: true, initiatorId: 'f1', targetId: 'ai-1', weekExecuted: 4, weeksLeft: 1, effect: 'For 4 weeks you gain 0.5 popularity a week and the target loses 1.' }],
  loans: [{ id: 'l1', wrestlerId: 'w1', wrestlerName: 'Rex Steel', lent: true, fromId: 'f1', toId: 'ai-1', weeklyFee: 640, weeksLeft: 3, term: 'none' }],
};
const IRON: RelationView = {
  ...base('ai-2', 'Iron Circuit'),
  offers: [{ id: 'o1', kind: 'alliance', fromYou: false, summary: 'Iron Circuit offers an alliance.', weeksLeft: 1 }],
  jointShows: [{ id: 'j1', type: 'supershow', proposerId: 'f1', partnerId: 'ai-2', yourSplit: 60, scheduledWeek: 7, weeksUntil: 2, showId: null }],
};

async function open() {
  game.status = 'connected';
  game.state = sampleGame();
  renderAt('/dealings', <DealingsPage />);
  await act(async () => {});
}

describe('the Dealings page', () => {
  beforeEach(() => {
    resetGame();
    mockedRequest.mockReset();
  });

  it('lists every running action, loan and agreed joint show under its federation, with weeks left', async () => {
    mockedRequest.mockResolvedValue({ ok: true, answer: { events: [], relations: { relations: [APEX, IRON, base('ai-3', 'Quiet Promotions')], quotes: null } } });
    await open();
    expect(mockedRequest).toHaveBeenCalledWith('getRelations', {});
    const cards = screen.getAllByTestId('dealings-federation');
    expect(cards.map((c) => c.getAttribute('data-federation-id'))).toEqual(['ai-1', 'ai-2']);
    expect(within(cards[0]!).getByRole('link', { name: 'Apex Pro Wrestling' }).getAttribute('href')).toBe('/companies/ai-1');
    expect(cards[0]!.textContent).toContain('Hostile -60');
    const action = within(cards[0]!).getByTestId('dealing-action');
    expect(action.textContent).toContain('Your media war');
    expect(within(action).getByTestId('dealing-when').textContent).toBe('1 week left');
    const loan = within(cards[0]!).getByTestId('dealing-loan');
    expect(loan.textContent).toContain('Rex Steel lent to Apex Pro Wrestling');
    expect(loan.textContent).toContain('$640 a week to you');
    expect(within(loan).getByTestId('dealing-when').textContent).toBe('3 weeks left');
    const show = within(cards[1]!).getByTestId('dealing-joint-show');
    expect(show.textContent).toContain('Supershow with Iron Circuit');
    expect(show.textContent).toContain('Your share of the income: 60%');
    expect(within(show).getByTestId('dealing-when').textContent).toBe('in 2 weeks');
    const offer = within(cards[1]!).getByTestId('dealing-offer');
    expect(offer.textContent).toContain('Iron Circuit offers an alliance.');
    expect(within(offer).getByRole('link', { name: 'Answer in Messages' }).getAttribute('href')).toBe('/messages');
    expect(within(offer).getByTestId('dealing-when').textContent).toBe('1 week left to answer');
  });

  it('says when nothing is running, with a way to the companies', async () => {
    mockedRequest.mockResolvedValue({ ok: true, answer: { events: [], relations: { relations: [base('ai-1', 'Apex Pro Wrestling')], quotes: null } } });
    await open();
    const empty = screen.getByTestId('dealings-empty');
    expect(empty.textContent).toContain('Nothing is running between you and another federation.');
    expect(within(empty).getByRole('link', { name: 'Deal with a federation' }).getAttribute('href')).toBe('/companies');
  });

  it('shows a loading state, then an error with a retry', async () => {
    let resolve!: (value: Awaited<ReturnType<typeof requestCommand>>) => void;
    mockedRequest.mockReturnValueOnce(new Promise((r) => (resolve = r)));
    game.status = 'connected';
    game.state = sampleGame();
    renderAt('/dealings', <DealingsPage />);
    expect(screen.getByTestId('dealings-loading')).toBeTruthy();
    await act(async () => resolve({ ok: false, rejected: false, message: 'Not connected to the game server.' }));
    expect(screen.getByTestId('dealings-error').textContent).toContain('Not connected to the game server.');
    mockedRequest.mockResolvedValue({ ok: true, answer: { events: [], relations: { relations: [APEX], quotes: null } } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(screen.getAllByTestId('dealings-federation')).toHaveLength(1);
  });
});
