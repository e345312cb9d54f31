import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CommandResult } from '#client/net/commands.ts';
import { requestCommand } from '#client/net/gameConnection.ts';
import { FreeAgents } from './FreeAgents.tsx';

vi.mock('#client/net/gameConnection.ts', () => ({ requestCommand: vi.fn() }));
const request = vi.mocked(requestCommand);

function row(id: string) {
  return {
    wrestler: { id, name: `Wrestler ${id}`, gender: 'male', style: 'Brawler', nationality: 'Japan', age: 30, masked: false, popularity: 25, morale: 70, category: 'D', totalPoints: 220, askingSalary: 1000, minFederationPopularityRequired: 0 },
    locked: false,
    rehireBanWeeks: 0,
    onMarket: false,
    interest: 0,
  };
}

const page = (ids: string[], total: number): CommandResult => ({ ok: true, answer: { events: [], page: { rows: ids.map(row), total, qualified: total, offset: 0, limit: 20 } } } as never);
const failure: CommandResult = { ok: false, rejected: false, message: 'You are not connected to your game.' };

/** A room answer the test settles by hand. */
function pending() {
  let settle!: (result: CommandResult) => void;
  request.mockImplementationOnce(() => new Promise<CommandResult>((resolve) => (settle = resolve)));
  return (result: CommandResult) => act(async () => settle(result));
}

function show(week: number) {
  const ui = (w: number) => (
    <Router hook={memoryLocation({ path: '/roster' }).hook}>
      <FreeAgents federationPopularity={30} week={w} />
    </Router>
  );
  const result = render(ui(week));
  return { nextWeek: (w: number) => result.rerender(ui(w)) };
}

const rows = () => screen.queryAllByTestId('free-agent-row').map((node) => node.dataset.wrestlerId);

describe('Free Agents paging states', () => {
  beforeEach(() => request.mockReset());

  it('after a failed first page, Try again shows the loading state and asks the first page again', async () => {
    const fail = pending();
    show(3);
    await fail(failure);
    expect(screen.getByTestId('free-agents-error').textContent).toContain('You are not connected to your game.');
    expect(screen.getByTestId('free-agents-summary').textContent).toBe('');

    const again = pending();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByTestId('free-agents-loading')).toBeTruthy();
    expect(screen.queryByTestId('free-agents-error')).toBeNull();
    await again(page(['fa1'], 1));
    expect(rows()).toEqual(['fa1']);
    expect(request).toHaveBeenLastCalledWith('listFreeAgents', expect.objectContaining({ offset: 0, limit: 20 }));
  });

  it('keeps the rows through a failed Show more, and Try again asks that next page again', async () => {
    const first = pending();
    show(3);
    await first(page(['fa1', 'fa2'], 3));

    const fail = pending();
    fireEvent.click(screen.getByTestId('free-agents-more'));
    expect(screen.getByTestId('free-agents-more').getAttribute('aria-busy')).toBe('true');
    await fail(failure);
    expect(rows()).toEqual(['fa1', 'fa2']);
    expect(screen.getByTestId('free-agents-error').textContent).toContain('You are not connected to your game.');

    const again = pending();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(request).toHaveBeenLastCalledWith('listFreeAgents', expect.objectContaining({ offset: 2, limit: 20 }));
    await again(page(['fa3'], 3));
    expect(rows()).toEqual(['fa1', 'fa2', 'fa3']);
    expect(screen.queryByTestId('free-agents-error')).toBeNull();
  });

  it('a new week starts the list again from the top, loading in place of the old rows', async () => {
    const first = pending();
    const { nextWeek } = show(3);
    await first(page(['fa1'], 1));
    expect(rows()).toEqual(['fa1']);

    const fresh = pending();
    nextWeek(4);
    await waitFor(() => expect(screen.getByTestId('free-agents-loading')).toBeTruthy());
    expect(rows()).toEqual([]);
    await fresh(page(['fa9'], 1));
    expect(rows()).toEqual(['fa9']);
    expect(screen.getByTestId('free-agents-summary').textContent).toContain('1 free agent · 1 within your reach');
  });
});
