// The paged form of useWorldQuery, for long read-only lists (show history, news): the first page is
// asked on mount, "Load more" asks the next one from the end of what is shown, and retry asks the first
// page again. A new filter or week remounts the list (a new React key), so the hook keeps no arguments.
import { useCallback, useEffect, useRef, useState } from 'react';
import { requestCommand } from './gameConnection.ts';
import type { CommandAnswer, CommandName, CommandPayloads } from './commands.ts';

export interface Page<T> {
  items: T[];
  total: number;
}

export interface WorldPages<T> {
  /** Every item received so far, in the room's order. */
  items: T[];
  /** How many the whole list holds. */
  total: number;
  /** True while a page is being asked for. */
  loading: boolean;
  /** Why the last ask failed (the items received before stay). */
  error: string | null;
  loadMore: () => void;
  retry: () => void;
}

type Paged = Exclude<{ [N in CommandName]: CommandPayloads[N] extends { offset?: number; limit?: number } ? N : never }[CommandName], undefined>;

export function useWorldPages<N extends Paged, T extends { id: string }>(
  name: N,
  args: Omit<CommandPayloads[N], 'offset' | 'limit'>,
  options: { pageSize: number; select: (answer: CommandAnswer) => Page<T> | undefined },
): WorldPages<T> {
  const [list, setList] = useState<Omit<WorldPages<T>, 'loadMore' | 'retry'>>({ items: [], total: 0, loading: true, error: null });
  const live = useRef(true);
  const { pageSize, select } = options;
  const argsKey = JSON.stringify(args);

  const load = useCallback(
    async (offset: number) => {
      setList((before) => ({ ...before, loading: true, error: null }));
      const result = await requestCommand(name, { ...(JSON.parse(argsKey) as object), offset, limit: pageSize } as CommandPayloads[N]);
      if (!live.current) return;
      setList((before) => {
        if (!result.ok) return { ...before, loading: false, error: result.message };
        const page = select(result.answer) ?? { items: [], total: 0 };
        // A first page replaces the list; a later one adds what is not shown yet (an item can shift
        // across pages while the week moves on).
        const items = offset === 0 ? page.items : [...before.items, ...page.items.filter((item) => !before.items.some((b) => b.id === item.id))];
        return { items, total: page.total, loading: false, error: null };
      });
    },
    // `select` describes the answer, not the question: a new closure each render asks nothing new.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
    [name, argsKey, pageSize],
  );

  useEffect(() => {
    live.current = true;
    void load(0);
    return () => {
      live.current = false;
    };
  }, [load]);

  return { ...list, loadMore: () => void load(list.items.length), retry: () => void load(0) };
}
