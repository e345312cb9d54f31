// The one way a screen reads world data the synced state does not carry: it runs a read-only room
// command (getCompanies, getWrestler, getRanking...) and follows it through loading, error and ready.
// The query runs again when its arguments change, when `refresh` changes (a new week, a signing) and
// on retry(). While the same arguments refresh, the last answer stays on screen as `data` (with
// keepAcrossArgs, also while new arguments load).
import { useEffect, useState } from 'react';
import { requestCommand } from './gameConnection.ts';
import type { CommandAnswer, CommandName, CommandPayloads } from './commands.ts';

export interface QueryError {
  /** The sentence to show. */
  message: string;
  /** The room refused the query (a bad id, a rule); otherwise it could not answer (connection, server). */
  refused: boolean;
}

/** Loading: `data` is the last answer for the same arguments, or null. Error: null (see keepOnError). */
export type WorldQuery<T> = (
  | { status: 'loading'; data: T | null; error: null }
  | { status: 'ready'; data: T; error: null }
  | { status: 'error'; data: T | null; error: QueryError }
) & {
  /** Asks again (after an error, or to refresh). */
  retry: () => void;
};

export interface WorldQueryOptions<T> {
  /** The part of the answer the screen reads; undefined means the room sent no such answer. */
  select: (answer: CommandAnswer) => T | undefined;
  /** Any value whose change asks again (the week, a string of what the synced state knows). */
  refresh?: unknown;
  /** False: do not ask (yet); the query stays loading. */
  enabled?: boolean;
  /** The sentence when the answer lacks the selected part. */
  missing?: string;
  /** Keep the last answer as `data` through an error (a screen that has a fallback of its own). */
  keepOnError?: boolean;
  /** Keep the last answer as `data` when the arguments change too, while loading and through an error (a list asked again to a greater depth keeps what it shows). */
  keepAcrossArgs?: boolean;
}

export const NO_ANSWER = 'The server sent no answer. Try again.';

interface Settled<T> {
  key: string;
  args: string;
  data: T | null;
  error: QueryError | null;
}

export function useWorldQuery<N extends CommandName, T>(name: N, args: CommandPayloads[N], options: WorldQueryOptions<T>): WorldQuery<T> {
  const { select, refresh = null, enabled = true, missing = NO_ANSWER, keepOnError = false, keepAcrossArgs = false } = options;
  const [attempt, setAttempt] = useState(0);
  const argsKey = JSON.stringify([name, args]);
  const key = JSON.stringify([argsKey, refresh, attempt]);
  const [settled, setSettled] = useState<Settled<T> | null>(null);

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    void requestCommand(name, JSON.parse(argsKey)[1] as CommandPayloads[N]).then((result) => {
      if (!live) return;
      const data = result.ok ? select(result.answer) : undefined;
      setSettled((previous) => {
        const kept = keepAcrossArgs || (keepOnError && previous?.args === argsKey) ? (previous?.data ?? null) : null;
        if (data !== undefined) return { key, args: argsKey, data, error: null };
        const error = result.ok ? { message: missing, refused: false } : { message: result.message, refused: result.rejected };
        return { key, args: argsKey, data: kept, error };
      });
    });
    return () => {
      live = false;
    };
    // `select` and `missing` describe the answer, not the question: a new closure each render asks nothing new.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [key, enabled]);

  const retry = () => setAttempt((n) => n + 1);
  if (enabled && settled?.key === key) {
    return settled.error ? { status: 'error', data: settled.data, error: settled.error, retry } : { status: 'ready', data: settled.data as T, error: null, retry };
  }
  return { status: 'loading', data: settled && (keepAcrossArgs || settled.args === argsKey) ? settled.data : null, error: null, retry };
}
