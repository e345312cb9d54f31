import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CommandResult } from './commands.ts';
import { requestCommand } from './gameConnection.ts';
import { NO_ANSWER, useWorldQuery } from './useWorldQuery.ts';

vi.mock('./gameConnection.ts', () => ({ requestCommand: vi.fn() }));
const request = vi.mocked(requestCommand);

/** A room answer the test settles by hand. */
function pending() {
  let settle!: (result: CommandResult) => void;
  request.mockImplementationOnce(() => new Promise<CommandResult>((resolve) => (settle = resolve)));
  return (result: CommandResult) => act(() => settle(result));
}

const ranking = (rows: string[]): CommandResult => ({ ok: true, answer: { events: [], ranking: rows } as never });
const select = (answer: { ranking?: unknown }) => answer.ranking as string[] | undefined;

describe('useWorldQuery', () => {
  beforeEach(() => request.mockReset());

  it('is loading until the room answers, then ready with the selected data', async () => {
    const answer = pending();
    const { result } = renderHook(() => useWorldQuery('getRanking', {}, { select }));
    expect(result.current).toMatchObject({ status: 'loading', data: null, error: null });
    expect(request).toHaveBeenCalledWith('getRanking', {});
    await answer(ranking(['a', 'b']));
    expect(result.current).toMatchObject({ status: 'ready', data: ['a', 'b'], error: null });
  });

  it('reports an error with its sentence, and retry asks again until it is ready', async () => {
    const fail = pending();
    const { result } = renderHook(() => useWorldQuery('getRanking', {}, { select }));
    await fail({ ok: false, rejected: false, message: 'No connection.' });
    expect(result.current).toMatchObject({ status: 'error', data: null, error: { message: 'No connection.', refused: false } });

    const answer = pending();
    act(() => result.current.retry());
    expect(result.current.status).toBe('loading');
    await answer(ranking(['a']));
    expect(result.current).toMatchObject({ status: 'ready', data: ['a'] });
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('tells a refusal from a failure, and an answer without the selected part from data', async () => {
    const refuse = pending();
    const { result, rerender } = renderHook(({ id }) => useWorldQuery('getCompany', { federationId: id }, { select: (a) => a.company }), { initialProps: { id: 'f1' } });
    await refuse({ ok: false, rejected: true, message: 'No such company.' });
    expect(result.current.error).toEqual({ message: 'No such company.', refused: true });

    const empty = pending();
    rerender({ id: 'f2' });
    await empty({ ok: true, answer: { events: [] } });
    expect(result.current).toMatchObject({ status: 'error', error: { message: NO_ANSWER, refused: false } });
  });

  it('asks again when refresh changes, keeping the last answer on screen while it loads', async () => {
    const first = pending();
    const { result, rerender } = renderHook(({ week }) => useWorldQuery('getRanking', {}, { select, refresh: week }), { initialProps: { week: 1 } });
    await first(ranking(['week 1']));
    const second = pending();
    rerender({ week: 2 });
    expect(result.current).toMatchObject({ status: 'loading', data: ['week 1'] });
    await second(ranking(['week 2']));
    expect(result.current).toMatchObject({ status: 'ready', data: ['week 2'] });
  });

  it('forgets the last answer when the arguments change, and asks nothing while disabled', async () => {
    const first = pending();
    const { result, rerender } = renderHook(({ id, enabled }) => useWorldQuery('getCompany', { federationId: id }, { select: (a) => a.company, enabled }), {
      initialProps: { id: 'f1', enabled: true },
    });
    await first({ ok: true, answer: { events: [], company: { id: 'f1' } } as never });
    rerender({ id: 'f2', enabled: false });
    expect(result.current).toMatchObject({ status: 'loading', data: null });
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('with keepAcrossArgs, keeps the last answer on screen while new arguments load and through their error', async () => {
    const first = pending();
    const { result, rerender } = renderHook(({ limit }) => useWorldQuery('getMessages', { offset: 0, limit }, { select: (a) => a.messages?.items.map((m) => m.id), keepAcrossArgs: true }), {
      initialProps: { limit: 2 },
    });
    await first({ ok: true, answer: { events: [], messages: { items: [{ id: 'm1' }, { id: 'm2' }], total: 4 } } as never });
    const deeper = pending();
    rerender({ limit: 4 });
    expect(result.current).toMatchObject({ status: 'loading', data: ['m1', 'm2'] });
    await deeper({ ok: false, rejected: false, message: 'No connection.' });
    expect(result.current).toMatchObject({ status: 'error', data: ['m1', 'm2'], error: { message: 'No connection.' } });
  });
});
