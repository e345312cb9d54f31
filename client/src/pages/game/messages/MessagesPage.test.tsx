import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { GameMessage as SimMessage } from '#shared/sim/world.ts';
import { game, resetGame, type GameMessage } from '#client/state/game.ts';
import { sampleGame } from '#client/testing/gameFixture.ts';
import { renderAt } from '#client/test/renderAt.tsx';
import { MessagesPage } from './MessagesPage.tsx';

vi.mock('#client/net/gameConnection.ts', () => ({
  connectGame: vi.fn(async () => {}),
  leaveGame: vi.fn(async () => {}),
  requestCommand: vi.fn(async () => ({ ok: true, answer: { events: [] } })),
}));

let nextTime = 1_700_000_000_000;
function message(type: string, title: string, isRead: boolean): GameMessage {
  nextTime += 1000;
  return { id: `m-${nextTime}`, type, title, content: `${title}.`, week: 2, month: 'January', year: 2025, isRead, timestamp: nextTime, offerId: '', offerState: '', promiseId: '', promiseState: '' };
}

function seed() {
  game.status = 'connected';
  game.state = sampleGame({
    messages: [
      message('welcome', 'Welcome to Harbor Wrestling!', true),
      message('show_results', 'Show Results: Harbor Weekly', true),
      message('injury_report', 'Injury: Rex Dorado', false),
      message('show_results', 'Show Results: Harbor Weekly', true),
      message('tv_offer', 'TV offer: Local Community TV', false),
      message('contract_expiry_warning', 'Contract Expiring', true),
    ],
  });
}

const titles = () => screen.queryAllByTestId('message-title').map((node) => node.textContent);
const pick = (filter: string) => {
  const tab = screen.getByTestId(`message-filter-${filter}`);
  act(() => {
    fireEvent.mouseDown(tab, { button: 0, ctrlKey: false });
  });
};

describe('messages page filters', () => {
  beforeEach(() => resetGame());

  it('opens on what needs attention, without the routine results, and counts each filter', () => {
    seed();
    renderAt('/messages', <MessagesPage />);
    expect(screen.getByTestId('message-filter-attention').getAttribute('data-state')).toBe('active');
    expect(titles()).toEqual(['Contract Expiring', 'TV offer: Local Community TV', 'Injury: Rex Dorado', 'Welcome to Harbor Wrestling!']);
    expect(screen.getByTestId('unread-count').textContent).toBe('2 unread messages');
    const count = (filter: string) => within(screen.getByTestId(`message-filter-${filter}`)).getByTestId('message-filter-count').textContent;
    expect([count('attention'), count('all'), count('results'), count('roster'), count('tv'), count('finance'), count('shows'), count('other')]).toEqual(['4', '6', '2', '2', '1', '0', '0', '1']);
  });

  it('filters by type, labels each kind and shows an empty state for a filter without messages', () => {
    seed();
    renderAt('/messages', <MessagesPage />);
    pick('results');
    expect(titles()).toEqual(['Show Results: Harbor Weekly', 'Show Results: Harbor Weekly']);
    expect(screen.getAllByTestId('message-kind')[0]!.textContent).toBe('Show result');
    pick('tv');
    expect(titles()).toEqual(['TV offer: Local Community TV']);
    pick('finance');
    expect(titles()).toEqual([]);
    expect(screen.getByTestId('messages-empty').textContent).toContain('No finance messages');
    pick('all');
    expect(titles()).toHaveLength(6);
  });

  it('opens the filter named in the address', () => {
    seed();
    renderAt('/messages?filter=results', <MessagesPage />);
    expect(screen.getByTestId('message-filter-results').getAttribute('data-state')).toBe('active');
    expect(titles()).toHaveLength(2);
  });
});

describe('older messages, loaded on demand', () => {
  beforeEach(() => resetGame());

  it('offers the older messages the synced inbox leaves out, loads them with a loading state, and merges them newest first', async () => {
    const { requestCommand } = await import('#client/net/gameConnection.ts');
    const mocked = vi.mocked(requestCommand);
    const old = [message('contract_expiry_release', 'Contract Ended: Old Timer', true), message('general', 'Old news', true)];
    seed();
    game.state!.messageTotal = 8;
    const recent = game.state!.messages.map((m) => ({ ...m }));
    let answer: (value: Awaited<ReturnType<typeof requestCommand>>) => void = () => {};
    mocked.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    renderAt('/messages?filter=all', <MessagesPage />);
    expect(titles()).toHaveLength(6);
    const more = screen.getByTestId('messages-load-older');
    expect(more.textContent).toContain('2 older');
    act(() => {
      fireEvent.click(more);
    });
    expect(mocked).toHaveBeenCalledWith('getMessages', { offset: 0, limit: 26 });
    expect(screen.getByTestId('messages-load-older').getAttribute('aria-busy')).toBe('true');
    await act(async () => {
      answer({ ok: true, answer: { events: [], messages: { items: [...recent, ...old].toReversed().map((m) => ({ ...m, federationId: 'f1' }) as SimMessage), total: 8 } } });
    });
    expect(titles()).toEqual([...recent.map((m) => m.title).toReversed(), 'Old news', 'Contract Ended: Old Timer']);
    expect(screen.queryByTestId('messages-load-older')).toBeNull();
  });

  it('says so when the older messages cannot be loaded', async () => {
    const { requestCommand } = await import('#client/net/gameConnection.ts');
    vi.mocked(requestCommand).mockResolvedValueOnce({ ok: false, rejected: false, message: 'You are not connected to your game.' });
    seed();
    game.state!.messageTotal = 9;
    renderAt('/messages?filter=all', <MessagesPage />);
    await act(async () => {
      fireEvent.click(screen.getByTestId('messages-load-older'));
    });
    expect(screen.getByRole('alert').textContent).toBe('You are not connected to your game.');
    expect(screen.getByTestId('messages-load-older')).toBeTruthy();
  });
  it('keeps the older messages shown while a deeper page loads and through its failure, and asks the same depth again', async () => {
    const { requestCommand } = await import('#client/net/gameConnection.ts');
    const mocked = vi.mocked(requestCommand);
    seed();
    game.state!.messageTotal = 30;
    const recent = game.state!.messages.map((m) => ({ ...m, federationId: 'f1' }) as SimMessage);
    const old = message('general', 'Old news', true);
    mocked.mockResolvedValueOnce({ ok: true, answer: { events: [], messages: { items: [...recent.toReversed(), { ...old, federationId: 'f1' } as SimMessage], total: 30 } } });
    renderAt('/messages?filter=all', <MessagesPage />);
    await act(async () => {
      fireEvent.click(screen.getByTestId('messages-load-older'));
    });
    expect(titles()).toContain('Old news');

    let fail: (value: Awaited<ReturnType<typeof requestCommand>>) => void = () => {};
    mocked.mockImplementationOnce(() => new Promise((resolve) => (fail = resolve)));
    act(() => {
      fireEvent.click(screen.getByTestId('messages-load-older'));
    });
    expect(mocked).toHaveBeenLastCalledWith('getMessages', { offset: 0, limit: 27 });
    expect(screen.getByTestId('messages-load-older').getAttribute('aria-busy')).toBe('true');
    expect(titles()).toContain('Old news');
    await act(async () => {
      fail({ ok: false, rejected: false, message: 'You are not connected to your game.' });
    });
    expect(screen.getByRole('alert').textContent).toBe('You are not connected to your game.');
    expect(titles()).toContain('Old news');

    await act(async () => {
      fireEvent.click(screen.getByTestId('messages-load-older'));
    });
    expect(mocked).toHaveBeenCalledTimes(3);
    expect(mocked).toHaveBeenLastCalledWith('getMessages', { offset: 0, limit: 27 });
  });
});

describe('an empty filter while older messages are not loaded', () => {
  beforeEach(() => resetGame());

  it('says the older messages may hold some instead of "none yet"', () => {
    seed();
    game.state!.messageTotal = 20;
    renderAt('/messages?filter=finance', <MessagesPage />);
    expect(screen.getByTestId('messages-empty').textContent).toContain('None among your recent messages. Older ones may hold some: load them below.');
    expect(screen.getByTestId('messages-load-older')).toBeTruthy();
  });
});
