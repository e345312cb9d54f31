// Fetches a world screen's data with its read-only command (getWorldScene, getRanking): the synced state
// carries no such list, so the page asks on open and again whenever the week moves on (the last answer
// stays on screen meanwhile).
import { useEffect, useState } from 'react';
import type { CommandResult } from '../../../../../shared/protocol/commands.ts';
import { requestCommand } from '../../../net/gameConnection.ts';

const FIELDS = { getWorldScene: 'scene', getRanking: 'ranking' } as const;
type WorldCommand = keyof typeof FIELDS;
type Answer<C extends WorldCommand> = NonNullable<CommandResult[(typeof FIELDS)[C]]>;

export type WorldQuery<T> = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: T };

export function useWorldQuery<C extends WorldCommand>(command: C, weekKey: number): { query: WorldQuery<Answer<C>>; reload: () => void } {
  const [attempt, setAttempt] = useState(0);
  const key = `${weekKey}:${attempt}`;
  const [answer, setAnswer] = useState<{ key: string; query: WorldQuery<Answer<C>> } | null>(null);
  useEffect(() => {
    let live = true;
    void requestCommand(command, {}).then((result) => {
      if (!live) return;
      const data = result.ok ? (result.answer[FIELDS[command]] as Answer<C> | undefined) : undefined;
      const query: WorldQuery<Answer<C>> = !result.ok ? { status: 'error', message: result.message } : data === undefined ? { status: 'error', message: 'The server sent no answer. Try again.' } : { status: 'ready', data };
      setAnswer({ key, query });
    });
    return () => {
      live = false;
    };
  }, [command, key]);
  const current = answer?.key === key || answer?.query.status === 'ready' ? answer.query : { status: 'loading' as const };
  return { query: current, reload: () => setAttempt((n) => n + 1) };
}
