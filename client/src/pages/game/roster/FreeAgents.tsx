// Free Agents: every unsigned wrestler, from the room a page at a time (listFreeAgents, read-only):
// search (debounced), sort, Show more. Those the federation's popularity does not reach are shown
// locked with the popularity they require, and cannot be signed.
import { Lock, RotateCw, Search, UserX } from 'lucide-react';
import { useEffect, useState } from 'react';
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
import { useWorldPages } from '#client/net/useWorldPages.ts';

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

type SortChoice = (typeof FREE_AGENT_SORT_CHOICES)[number];

/** A row keyed by its wrestler, as the paged list keeps items. */
type ListedRow = FreeAgentRow & { id: string };

/** The room's page as the paged list holds it: its rows as items, with how many are within reach. */
function asPage(page: FreeAgentPage | undefined): { items: ListedRow[]; total: number; qualified: number } | undefined {
  return page && { items: page.rows.map((row) => ({ ...row, id: row.wrestler.id })), total: page.total, qualified: page.qualified };
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
  const [signing, setSigning] = useState<SignCandidate | null>(null);
  const choice: SortChoice = FREE_AGENT_SORT_CHOICES.find((c) => c.value === sortChoice) ?? FREE_AGENT_SORT_CHOICES[0]!;
  // A new search or sort, and a new week or federation popularity, starts again from the top.
  const list = useWorldPages(
    'listFreeAgents',
    { search: search || undefined, sort: choice.sort, direction: choice.direction },
    { pageSize: FREE_AGENT_PAGE_SIZE, select: (answer) => asPage(answer.page), refresh: [week, federationPopularity], missing: 'The free agents could not be loaded.' },
  );

  useEffect(() => {
    const timer = setTimeout(() => setSearch(searchInput.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchInput]);

  function signed(wrestlerId: string) {
    list.update((page) => ({ ...page, items: page.items.filter((row) => row.id !== wrestlerId), total: page.total - 1, qualified: page.qualified - 1 }));
  }

  // The first page decides the list's state; a later page that is loading or failed leaves the rows shown.
  const page = list.page;
  const status = page ? 'ready' : list.error ? 'error' : 'loading';
  const loadingMore = page !== null && list.loading;
  const rows = page?.items ?? [];
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
            : `${list.total} free ${list.total === 1 ? 'agent' : 'agents'}${search ? ` matching “${search}”` : ''} · ${page?.qualified ?? 0} within your reach (popularity ${formatPopularity(federationPopularity)}). Free-agent deals run 12, 26 or 52 weeks.`}
      </p>

      {status !== 'loading' && list.error && (
        <Notice
          tone="danger"
          title="Could not load the free agents"
          data-testid="free-agents-error"
          actions={
            <Button size="sm" variant="secondary" onClick={page ? list.loadMore : list.retry}>
              <RotateCw aria-hidden="true" className="size-4" />
              Try again
            </Button>
          }
        >
          {list.error}
        </Notice>
      )}

      {status === 'loading' ? (
        <Card className="flex items-center justify-center gap-3 py-14 text-sm text-ink-muted" data-testid="free-agents-loading">
          <Spinner className="text-gold" />
          Loading free agents…
        </Card>
      ) : rows.length === 0 && status !== 'error' ? (
        <Card className="flex flex-col items-center gap-3 py-14 text-center" data-testid="free-agents-empty">
          <UserX aria-hidden="true" className="size-10 text-ink-subtle" />
          <p className="text-lg font-bold">{search ? 'No free agent matches your search' : 'No free agents right now'}</p>
        </Card>
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Free agents">
          {rows.map((row) => (
            <FreeAgentItem key={row.wrestler.id} row={row} onSign={setSigning} />
          ))}
        </ul>
      )}

      {status === 'ready' && rows.length < list.total && (
        <Button variant="secondary" className="self-center" onClick={list.loadMore} disabled={loadingMore} busy={loadingMore} data-testid="free-agents-more">
          Show more ({list.total - rows.length} left)
        </Button>
      )}
      <SignDialog wrestler={signing} source="freeAgent" onOpenChange={(open) => !open && setSigning(null)} onSigned={signed} />
    </div>
  );
}
