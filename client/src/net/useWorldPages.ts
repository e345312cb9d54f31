// The paged form of useWorldQuery, for long read-only lists (show history, news, free agents): the first
// page is asked on mount and again, from an empty list, whenever the arguments or `refresh` change;
// "Load more" asks the next page from the end of what is shown, and retry asks the first page again.
// A list whose filter lives outside it can also remount (a new React key) instead of passing `refresh`.
import { useCallback, useEffect, useRef, useState } from 'react';
import { requestCommand } from './gameConnection.ts';
import type { CommandAnswer, CommandName, CommandPayloads } from './commands.ts';

export interface Page<T> {
  items: T[];
  total: number;
}

export interface WorldPages<P extends Page<unknown>> {
  /** Every item received so far, in the room's order. */
  items: P['items'];
  /** How many the whole list holds. */
  total: number;
  /** The items so far with the other figures of the last answer (free agents: how many are within reach); null before the first page. */
  page: P | null;
  /** True while a page is being asked for. */
  loading: boolean;
  /** Why the last ask failed (the items received before stay). */
  error: string | null;
  loadMore: () => void;
  retry: () => void;
  /** Changes the list as shown after the player acted on an item (a signing takes its row off), so the next page is asked from where the room's list now stands. */
  update: (change: (page: P) => P) => void;
}

export interface WorldPagesOptions<P> {
  pageSize: number;
  /** The page in the answer; undefined means the room sent none. */
  select: (answer: CommandAnswer) => P | undefined;
  /** Any value whose change starts the list again from its first page (the week, a popularity). */
  refresh?: unknown;
  /** The sentence when the answer lacks the page; without it a missing page reads as an empty list. */
  missing?: string;
}

type Paged = Exclude<{ [N in CommandName]: CommandPayloads[N] extends { offset?: number; limit?: number } ? N : never }[CommandName], undefined>;

interface Listed<P> {
  /** The arguments and refresh this list answers. */
  key: string;
  page: P | null;
  loading: boolean;
  error: string | null;
}

const fresh = <P>(key: string): Listed<P> => ({ key, page: null, loading: true, error: null });

export function useWorldPages<N extends Paged, P extends Page<{ id: string }>>(
  name: N,
  args: Omit<CommandPayloads[N], 'offset' | 'limit'>,
  options: WorldPagesOptions<P>,
): WorldPages<P> {
  const { pageSize, select, refresh = null, missing } = options;
  const key = JSON.stringify([name, args, refresh]);
  const [list, setList] = useState<Listed<P>>(() => fresh(key));
  // Moves on when the arguments change or the list unmounts: an answer asked before is dropped.
  const generation = useRef(0);

  const load = useCallback(
    async (offset: number) => {
      const asked = generation.current;
      setList((before) => (before.key === key ? { ...before, loading: true, error: null } : fresh(key)));
      const [, payload] = JSON.parse(key) as [N, object];
      const result = await requestCommand(name, { ...payload, offset, limit: pageSize } as CommandPayloads[N]);
      if (generation.current !== asked) return;
      setList((before) => {
        if (!result.ok) return { ...before, loading: false, error: result.message };
        const answered = select(result.answer);
        if (answered === undefined && missing) return { ...before, loading: false, error: missing };
        const page = answered ?? ({ items: [], total: 0 } as unknown as P);
        // A first page replaces the list; a later one adds what is not shown yet (an item can shift
        // across pages while the week moves on).
        const shown = before.page?.items ?? [];
        const items = offset === 0 ? page.items : [...shown, ...page.items.filter((item) => !shown.some((b) => b.id === item.id))];
        return { key, page: { ...page, items }, loading: false, error: null };
      });
    },
    // `select` and `missing` describe the answer, not the question: a new closure each render asks nothing new.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
    [name, key, pageSize],
  );

  useEffect(() => {
    void load(0);
    return () => {
      generation.current += 1;
    };
  }, [load]);

  const shown = list.key === key ? list : fresh<P>(key);
  return {
    items: shown.page?.items ?? [],
    total: shown.page?.total ?? 0,
    page: shown.page,
    loading: shown.loading,
    error: shown.error,
    loadMore: () => void load(shown.page?.items.length ?? 0),
    retry: () => void load(0),
    update: (change) => setList((before) => (before.page ? { ...before, page: change(before.page) } : before)),
  };
}
