// Free Agents: every unsigned wrestler, from the room a page at a time (listFreeAgents, read-only):
// search (debounced), sort, Show more. Those the federation's popularity does not reach are shown
// locked with the popularity they require, and cannot be signed.
import { Lock, RotateCw, Search, UserX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { FREE_AGENT_PAGE_SIZE } from '#shared/rules/market.ts';
import type { FreeAgentPage, FreeAgentRow, FreeAgentSort } from '#shared/sim/roster/freeAgents.ts';
import { Badge } from '#client/components/Badge.tsx';
import { Button } from '#client/components/Button.tsx';
import { Card } from '#client/components/Card.tsx';
import { Notice } from '#client/components/Notice.tsx';
import { Spinner } from '#client/components/Spinner.tsx';
import { WrestlerPortrait } from '#client/components/WrestlerAvatar.tsx';
import { CategoryBadge } from '#client/components/talent/CategoryBadge.tsx';
import { InterestBadge } from '#client/components/talent/InterestBadge.tsx';
import { SignDialog, type SignCandidate } from '#client/components/talent/SignDialog.tsx';
import { formatSalary } from '#client/components/talent/talentFormat.ts';
import { cx } from '#client/lib/cx.ts';
import { formatPopularity } from '#client/lib/format.ts';
import { requestCommand } from '#client/net/gameConnection.ts';

export const SEARCH_DEBOUNCE_MS = 300;

export const FREE_AGENT_SORT_CHOICES: ReadonlyArray<{ value: string; label: string; sort: FreeAgentSort; direction: 'asc' | 'desc' }> = [
  { value: 'totalPoints-desc', label: 'Rating, best first', sort: 'totalPoints', direction: 'desc' },
  { value: 'popularity-desc', label: 'Popularity, highest first', sort: 'popularity', direction: 'desc' },
  { value: 'askingSalary-asc', label: 'Salary, cheapest first', sort: 'askingSalary', direction: 'asc' },
  { value: 'askingSalary-desc', label: 'Salary, highest first', sort: 'askingSalary', direction: 'desc' },
  { value: 'name-asc', label: 'Name, A to Z', sort: 'name', direction: 'asc' },
  { value: 'age-asc', label: 'Age, youngest first', sort: 'age', direction: 'asc' },
  { value: 'minFederationPopularityRequired-asc', label: 'Required popularity, lowest first', sort: 'minFederationPopularityRequired', direction: 'asc' },
];

interface ListState {
  /** The query this list answers (search, sort, week, popularity, retry count). */
  key: string;
  rows: FreeAgentRow[];
  total: number;
  qualified: number;
  error: string | null;
}

type SortChoice = (typeof FREE_AGENT_SORT_CHOICES)[number];

async function fetchPage(search: string, choice: SortChoice, offset: number): Promise<FreeAgentPage | string> {
  const result = await requestCommand('listFreeAgents', { search: search || undefined, sort: choice.sort, direction: choice.direction, offset, limit: FREE_AGENT_PAGE_SIZE });
  if (!result.ok) return result.message;
  return result.answer.page ?? 'The free agents could not be loaded.';
}

function FreeAgentItem({ row, onSign }: { row: FreeAgentRow; onSign: (wrestler: SignCandidate) => void }) {
  const w = row.wrestler;
  const banned = row.rehireBanWeeks > 0;
  const dim = row.locked && 'opacity-55';
  const rating = (
    <span className={cx('flex items-center gap-2', dim)}>
      <CategoryBadge category={w.category} />
      <span className="text-sm leading-tight">
        <span className="block font-bold tabular-nums">{w.totalPoints}</span>
        <span className="hidden text-xs text-ink-subtle tabular-nums sm:block">Pop. {formatPopularity(w.popularity)}</span>
      </span>
    </span>
  );
  let action;
  if (row.locked)
    action = (
      <span className="inline-flex items-center gap-1.5 text-right text-xs font-semibold text-ink-muted" data-testid="free-agent-locked">
        <Lock aria-hidden="true" className="size-3.5 shrink-0" />
        Requires popularity {w.minFederationPopularityRequired}
      </span>
    );
  else if (banned) action = <span className="text-right text-xs font-semibold text-danger-strong">Won’t sign for {row.rehireBanWeeks} wks</span>;
  else
    action = (
      <Button size="sm" onClick={() => onSign({ ...w, interest: row.interest })} aria-label={`Sign ${w.name}`} data-testid={`sign-${w.id}`}>
        Sign
      </Button>
    );
  return (
    <li
      className={cx('flex items-center gap-3 rounded-xl border px-3 py-3 sm:px-4', row.locked ? 'border-line/60 bg-surface/40' : 'border-line bg-surface')}
      data-testid="free-agent-row"
      data-locked={row.locked || undefined}
      data-wrestler-id={w.id}
    >
      <WrestlerPortrait wrestler={w} size={44} className={cx('rounded-full', row.locked && 'opacity-40 grayscale')} />
      <div className={cx('min-w-0 flex-1', dim)}>
        <div className="flex min-w-0 items-center gap-2">
          <Link href={`/wrestler/${w.id}`} className="truncate rounded-sm font-semibold hover:text-gold">
            {w.name}
          </Link>
          {row.onMarket && (
            <Badge tone="gold" className="hidden shrink-0 sm:inline-flex">
              On market
            </Badge>
          )}
        </div>
        <p className="truncate text-xs text-ink-subtle">
          {row.onMarket && <span className="font-semibold text-gold sm:hidden">On market · </span>}
          {w.style} · {w.nationality} · {w.age}
        </p>
        <InterestBadge interest={row.interest} className="mt-0.5" />
        <p className="text-sm sm:hidden">
          <span className="text-xs text-ink-subtle">Asking </span>
          <span className="font-semibold tabular-nums">{formatSalary(w.askingSalary, 'permanent')}</span>
        </p>
      </div>
      <div className="hidden w-24 shrink-0 sm:block">{rating}</div>
      <p className={cx('hidden w-28 shrink-0 text-sm sm:block', dim)}>
        <span className="block text-xs text-ink-subtle">Asking</span>
        <span className="font-semibold tabular-nums">{formatSalary(w.askingSalary, 'permanent')}</span>
      </p>
      <div className="flex max-w-28 shrink-0 flex-col items-end gap-2 sm:w-40 sm:max-w-none">
        <span className="sm:hidden">{rating}</span>
        {action}
      </div>
    </li>
  );
}

export function FreeAgents({ federationPopularity, week }: { federationPopularity: number; week: number }) {
  const [searchInput, setSearchInput] = useState('');
  const [search, setSearch] = useState('');
  const [sortChoice, setSortChoice] = useState(FREE_AGENT_SORT_CHOICES[0]!.value);
  const [reloads, setReloads] = useState(0);
  const [list, setList] = useState<ListState>({ key: '', rows: [], total: 0, qualified: 0, error: null });
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<string | null>(null);
  const [signing, setSigning] = useState<SignCandidate | null>(null);
  const choice = FREE_AGENT_SORT_CHOICES.find((c) => c.value === sortChoice) ?? FREE_AGENT_SORT_CHOICES[0]!;
  // A new search, sort, week or federation popularity starts again from the top.
  const queryKey = JSON.stringify([search, choice.value, week, federationPopularity, reloads]);
  const latestKey = useRef(queryKey);
  useEffect(() => {
    latestKey.current = queryKey;
  }, [queryKey]);

  useEffect(() => {
    const timer = setTimeout(() => setSearch(searchInput.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchInput]);

  useEffect(() => {
    let current = true;
    void fetchPage(search, choice, 0).then((page) => {
      if (!current) return;
      setList(typeof page === 'string' ? { key: queryKey, rows: [], total: 0, qualified: 0, error: page } : { key: queryKey, rows: page.rows, total: page.total, qualified: page.qualified, error: null });
    });
    return () => {
      current = false;
    };
  }, [queryKey, search, choice]);

  async function showMore() {
    const key = queryKey;
    setLoadingMore(true);
    setMoreError(null);
    const page = await fetchPage(search, choice, list.rows.length);
    setLoadingMore(false);
    if (latestKey.current !== key) return;
    if (typeof page === 'string') setMoreError(page);
    else setList((current) => ({ ...current, rows: [...current.rows, ...page.rows.filter((row) => !current.rows.some((r) => r.wrestler.id === row.wrestler.id))], total: page.total, qualified: page.qualified }));
  }

  function signed(wrestlerId: string) {
    setList((current) => ({ ...current, rows: current.rows.filter((row) => row.wrestler.id !== wrestlerId), total: current.total - 1, qualified: current.qualified - 1 }));
  }

  const loading = list.key !== queryKey;
  const status = loading ? 'loading' : list.error ? 'error' : 'ready';
  const error = list.error ?? moreError;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <label className="relative flex-1">
          <span className="sr-only">Search free agents by name, nationality or style</span>
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-subtle" />
          <input
            type="search"
            value={searchInput}
            onChange={(event) => setSearchInput(event.target.value)}
            placeholder="Search name, nationality or style"
            maxLength={50}
            className="h-11 w-full rounded-lg border border-line bg-surface pr-3 pl-9 text-sm text-ink placeholder:text-ink-subtle outline-none hover:border-line-strong focus:border-gold focus:ring-2 focus:ring-gold/25"
            data-testid="free-agents-search"
          />
        </label>
        <label className="sm:w-72">
          <span className="sr-only">Sort free agents</span>
          <select
            value={sortChoice}
            onChange={(event) => setSortChoice(event.target.value)}
            className="h-11 w-full rounded-lg border border-line bg-surface px-3 text-sm text-ink outline-none hover:border-line-strong focus:border-gold focus:ring-2 focus:ring-gold/25"
            data-testid="free-agents-sort"
          >
            {FREE_AGENT_SORT_CHOICES.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      </div>

      <p className="text-sm text-ink-muted" aria-live="polite" data-testid="free-agents-summary">
        {status === 'loading'
          ? 'Loading free agents…'
          : status === 'error'
            ? ''
            : `${list.total} free ${list.total === 1 ? 'agent' : 'agents'}${search ? ` matching “${search}”` : ''} · ${list.qualified} within your reach (popularity ${formatPopularity(federationPopularity)}). Free-agent deals run 12, 26 or 52 weeks.`}
      </p>

      {!loading && error && (
        <Notice
          tone="danger"
          title="Could not load the free agents"
          data-testid="free-agents-error"
          actions={
            <Button size="sm" variant="secondary" onClick={() => (list.error ? setReloads((n) => n + 1) : void showMore())}>
              <RotateCw aria-hidden="true" className="size-4" />
              Try again
            </Button>
          }
        >
          {error}
        </Notice>
      )}

      {status === 'loading' ? (
        <Card className="flex items-center justify-center gap-3 py-14 text-sm text-ink-muted" data-testid="free-agents-loading">
          <Spinner className="text-gold" />
          Loading free agents…
        </Card>
      ) : list.rows.length === 0 && status !== 'error' ? (
        <Card className="flex flex-col items-center gap-3 py-14 text-center" data-testid="free-agents-empty">
          <UserX aria-hidden="true" className="size-10 text-ink-subtle" />
          <p className="text-lg font-bold">{search ? 'No free agent matches your search' : 'No free agents right now'}</p>
        </Card>
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Free agents">
          {list.rows.map((row) => (
            <FreeAgentItem key={row.wrestler.id} row={row} onSign={setSigning} />
          ))}
        </ul>
      )}

      {status === 'ready' && list.rows.length < list.total && (
        <Button variant="secondary" className="self-center" onClick={() => void showMore()} disabled={loadingMore} busy={loadingMore} data-testid="free-agents-more">
          Show more ({list.total - list.rows.length} left)
        </Button>
      )}
      <SignDialog wrestler={signing} source="freeAgent" onOpenChange={(open) => !open && setSigning(null)} onSigned={signed} />
    </div>
  );
}
