import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PromiseBoard, PromiseView } from '#shared/sim/promises/board.ts';
import { requestCommand } from '#client/net/gameConnection.ts';
import { game, resetGame } from '#client/state/game.ts';
import { sampleGame } from '#client/testing/gameFixture.ts';
import { renderAt } from '#client/test/renderAt.tsx';
import { PromisesPage } from './PromisesPage.tsx';
import { PromisedBadge } from './usePromised.tsx';

vi.mock('#client/net/gameConnection.ts', () => ({
  connectGame: vi.fn(async () => {}),
  leaveGame: vi.fn(async () => {}),
  requestCommand: vi.fn(async () => ({ ok: true, answer: { events: [] } })),
}));

const mockedRequest = vi.mocked(requestCommand);

const view = (over: Partial<PromiseView>): PromiseView => ({
  id: 'promise-1',
  wrestlerId: 'rex_steel',
  wrestlerName: 'Rex Steel',
  type: 'main_event',
  label: 'Main event',
  description: 'Put me in the main event.',
  ultimatum: false,
  state: 'open',
  createdWeek: 4,
  deadlineWeek: 16,
  weeksLeft: 12,
  championshipName: null,
  progress: null,
  resolvedWeek: null,
  moraleChange: 0,
  quit: false,
  ...over,
});

async function open(board: PromiseBoard) {
  mockedRequest.mockResolvedValue({ ok: true, answer: { events: [], promises: board } });
  game.status = 'connected';
  game.state = sampleGame();
  renderAt('/promises', <PromisesPage />);
  await act(async () => {});
}

describe('the Promises page', () => {
  beforeEach(() => {
    resetGame();
    mockedRequest.mockReset();
  });

  it('says so when there is nothing to answer, keep or look back on', async () => {
    await open({ requests: [], accepted: [], resolved: [] });
    expect(mockedRequest).toHaveBeenCalledWith('getPromises', {});
    expect(screen.getByTestId('promises-requests').textContent).toContain('No wrestler is asking you for anything right now.');
    expect(screen.getByTestId('promises-accepted').textContent).toContain('You have no promise to keep.');
    expect(screen.getByTestId('promises-resolved').textContent).toContain('Nothing resolved yet.');
  });

  it('a request shows what Accept and Decline do, and Accept answers it', async () => {
    await open({ requests: [view({ ultimatum: true, type: 'championship_match', label: 'Championship match' })], accepted: [], resolved: [] });
    const entry = screen.getByTestId('promise-entry');
    expect(entry.textContent).toContain('Ultimatum');
    expect(within(entry).getByTestId('promise-preview').textContent).toContain('Accept: morale +2 to +6 now; keep it within 12 weeks for +4 to +8, break it for -6 to -10 and they quit.');
    expect(within(entry).getByTestId('promise-preview').textContent).toContain('Decline: they quit at once and will not sign with you for 12 weeks.');
    mockedRequest.mockResolvedValue({ ok: true, answer: { events: [] } });
    fireEvent.click(within(entry).getByRole('button', { name: "Accept Rex Steel's request" }));
    await act(async () => {});
    expect(mockedRequest).toHaveBeenCalledWith('answerPromise', { promiseId: 'promise-1', accept: true });
  });

  it('a promise made shows its weeks left and progress, and can be broken; a resolved one its outcome', async () => {
    await open({
      requests: [],
      accepted: [view({ id: 'promise-2', type: 'more_appearances', label: 'More appearances', state: 'accepted', weeksLeft: 3, progress: '1 of 2 appearances' })],
      resolved: [view({ id: 'promise-3', state: 'kept', resolvedWeek: 9, moraleChange: 7, weeksLeft: 0 })],
    });
    const accepted = within(screen.getByTestId('promises-accepted')).getByTestId('promise-entry');
    expect(accepted.textContent).toContain('3 weeks left');
    expect(within(accepted).getByTestId('promise-progress').textContent).toBe('1 of 2 appearances');
    mockedRequest.mockResolvedValue({ ok: true, answer: { events: [] } });
    fireEvent.click(within(accepted).getByTestId('promise-break'));
    await act(async () => {});
    expect(mockedRequest).toHaveBeenCalledWith('breakPromise', { promiseId: 'promise-2' });
    const resolved = within(screen.getByTestId('promises-resolved')).getByTestId('promise-entry');
    expect(within(resolved).getByTestId('promise-outcome').textContent).toBe('Kept');
    expect(resolved.textContent).toContain('Morale +7');
  });
});

describe('the promised badge where you book', () => {
  it('says what was promised, the whole promise in its title', () => {
    render(<PromisedBadge view={view({ type: 'championship_match', label: 'Championship match', state: 'accepted', championshipName: 'World Title', weeksLeft: 4 })} />);
    const badge = screen.getByTestId('promised-badge');
    expect(badge.textContent).toBe('Promised title match');
    expect(badge.getAttribute('title')).toBe('You promised Rex Steel a match for the World Title: 4 weeks left after this one');
  });
});
