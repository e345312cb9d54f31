import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CommandResult } from './commands.ts';
import { requestCommand } from './gameConnection.ts';
import { useWorldPages } from './useWorldPages.ts';

vi.mock('./gameConnection.ts', () => ({ requestCommand: vi.fn() }));
const request = vi.mocked(requestCommand);

/** A room answer the test settles by hand. */
function pending() {
  let settle!: (result: CommandResult) => void;
  request.mockImplementationOnce(() => new Promise<CommandResult>((resolve) => (settle = resolve)));
  return (result: CommandResult) => act(() => settle(result));
}

const page = (ids: string[], total: number): CommandResult => ({ ok: true, answer: { events: [], shows: { items: ids.map((id) => ({ id })), total } } as never });
const select = (answer: { shows?: unknown }) => answer.shows as { items: { id: string }[]; total: number } | undefined;

describe('useWorldPages', () => {
  beforeEach(() => request.mockReset());

  it('loads the first page, then the next from the end of the list without repeating an item', async () => {
    const first = pending();
    const { result } = renderHook(() => useWorldPages('getShowHistory', {}, { pageSize: 2, select }));
    expect(result.current).toMatchObject({ items: [], loading: true, error: null });
    expect(request).toHaveBeenLastCalledWith('getShowHistory', { offset: 0, limit: 2 });
    await first(page(['s1', 's2'], 3));
    expect(result.current).toMatchObject({ items: [{ id: 's1' }, { id: 's2' }], total: 3, loading: false });

    const next = pending();
    act(() => result.current.loadMore());
    expect(result.current.loading).toBe(true);
    expect(request).toHaveBeenLastCalledWith('getShowHistory', { offset: 2, limit: 2 });
    await next(page(['s2', 's3'], 3));
    expect(result.current.items.map((item) => item.id)).toEqual(['s1', 's2', 's3']);
  });

  it('keeps what it has through an error, and retry asks the first page again', async () => {
    const failFirst = pending();
    const { result } = renderHook(() => useWorldPages('getShowHistory', {}, { pageSize: 2, select }));
    await failFirst({ ok: false, rejected: false, message: 'No connection.' });
    expect(result.current).toMatchObject({ items: [], loading: false, error: 'No connection.' });

    const again = pending();
    act(() => result.current.retry());
    expect(result.current).toMatchObject({ loading: true, error: null });
    await again(page(['s1'], 1));
    expect(result.current).toMatchObject({ items: [{ id: 's1' }], total: 1, loading: false, error: null });
  });

  it('starts again from an empty, loading list when refresh changes, and drops the answer asked before', async () => {
    const stale = pending();
    const { result, rerender } = renderHook(({ week }) => useWorldPages('getShowHistory', {}, { pageSize: 2, select, refresh: week }), { initialProps: { week: 1 } });
    const fresh = pending();
    rerender({ week: 2 });
    expect(result.current).toMatchObject({ items: [], page: null, loading: true });
    await fresh(page(['s2'], 1));
    await stale(page(['s1'], 1));
    expect(result.current).toMatchObject({ items: [{ id: 's2' }], total: 1, loading: false });
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('reads an answer without the page as the sentence given for it', async () => {
    const empty = pending();
    const { result } = renderHook(() => useWorldPages('getShowHistory', {}, { pageSize: 2, select, missing: 'The shows could not be loaded.' }));
    await empty({ ok: true, answer: { events: [] } });
    expect(result.current).toMatchObject({ items: [], page: null, loading: false, error: 'The shows could not be loaded.' });
  });

  it('keeps the rows shown through a failed next page, and a list changed by the player asks the next page from where it now stands', async () => {
    const first = pending();
    const { result } = renderHook(() => useWorldPages('getShowHistory', {}, { pageSize: 3, select }));
    await first(page(['s1', 's2', 's3'], 5));

    const fail = pending();
    act(() => result.current.loadMore());
    await fail({ ok: false, rejected: false, message: 'No connection.' });
    expect(result.current).toMatchObject({ items: [{ id: 's1' }, { id: 's2' }, { id: 's3' }], loading: false, error: 'No connection.' });

    act(() => result.current.update((shown) => ({ ...shown, items: shown.items.filter((item) => item.id !== 's2'), total: shown.total - 1 })));
    expect(result.current).toMatchObject({ items: [{ id: 's1' }, { id: 's3' }], total: 4 });
    const next = pending();
    act(() => result.current.loadMore());
    expect(request).toHaveBeenLastCalledWith('getShowHistory', { offset: 2, limit: 3 });
    await next(page(['s4', 's5'], 4));
    expect(result.current).toMatchObject({ items: [{ id: 's1' }, { id: 's3' }, { id: 's4' }, { id: 's5' }], total: 4, error: null });
  });
});
