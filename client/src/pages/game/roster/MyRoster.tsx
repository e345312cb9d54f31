// My Roster: the signed wrestlers, sortable and filterable (@tanstack/react-table v9). Desktop gets a
// table, phones a list of cards from the same sorted and filtered rows. Each has Train / Renew /
// Release. The header shows the head count and the weekly wage bill.
import {
  columnFilteringFeature,
  createColumnHelper,
  createFilteredRowModel,
  createSortedRowModel,
  rowSortingFeature,
  sortFn_basic,
  sortFn_text,
  tableFeatures,
  useTable,
  type ColumnFiltersState,
  type SortingState,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown, Search, UserPlus, Users } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { Snapshot } from 'valtio';
import { Link } from 'wouter';
import { RENEWAL_WINDOW_WEEKS } from '#shared/rules/contracts.ts';
import { CATEGORIES } from '#shared/rules/rating.ts';
import { Button } from '#client/components/Button.tsx';
import { Card } from '#client/components/Card.tsx';
import { WrestlerPortrait } from '#client/components/WrestlerAvatar.tsx';
import { CategoryBadge } from '#client/components/talent/CategoryBadge.tsx';
import { FatigueBadge } from '#client/components/talent/FatigueBadge.tsx';
import { MoraleBadge } from '#client/components/talent/MoraleBadge.tsx';
import { StatusBadge } from '#client/components/talent/StatusBadge.tsx';
import { contractTypeLabel, formatSalary, skillLabel } from '#client/components/talent/talentFormat.ts';
import { WrestlerActions } from '#client/components/talent/WrestlerActions.tsx';
import { cx } from '#client/lib/cx.ts';
import { formatPopularity, formatUsd } from '#client/lib/format.ts';
import type { WrestlerMirror } from '#client/state/game.ts';
import { STATUS_FILTERS, rosterFigures, type StatusFilter } from './rosterFigures.ts';
import { DESKTOP_QUERY, useMediaQuery } from './useMediaQuery.ts';

type Row = Snapshot<WrestlerMirror>;

const features = tableFeatures({
  columnFilteringFeature,
  rowSortingFeature,
  filteredRowModel: createFilteredRowModel(),
  sortedRowModel: createSortedRowModel(),
  sortFns: { basic: sortFn_basic, text: sortFn_text },
});

const helper = createColumnHelper<typeof features, Row>();

/** S is best: a higher number for a better category. */
const categoryRank = (category: string) => CATEGORIES.length - CATEGORIES.indexOf(category as (typeof CATEGORIES)[number]);

const columns = helper.columns([
  helper.accessor('name', {
    header: 'Wrestler',
    sortFn: 'text',
    filterFn: (row, _id, value: string) => {
      const needle = value.trim().toLowerCase();
      const w = row.original;
      return !needle || [w.name, w.style, w.nationality].some((text) => text.toLowerCase().includes(needle));
    },
  }),
  helper.accessor((w) => categoryRank(w.category), { id: 'category', header: 'Cat.', sortFn: 'basic', sortDescFirst: true }),
  helper.accessor('totalPoints', { header: 'Rating', sortFn: 'basic', sortDescFirst: true }),
  helper.accessor('popularity', { header: 'Pop.', sortFn: 'basic', sortDescFirst: true }),
  helper.accessor('morale', { header: 'Morale', sortFn: 'basic', sortDescFirst: true }),
  helper.accessor('fatigue', { header: 'Fatigue', sortFn: 'basic', sortDescFirst: true }),
  helper.accessor('salary', { header: 'Salary', sortFn: 'basic', sortDescFirst: true }),
  helper.accessor('contractWeeksRemaining', { header: 'Weeks', sortFn: 'basic' }),
  helper.accessor('status', {
    header: 'Status',
    sortFn: 'text',
    filterFn: (row, _id, value: StatusFilter) => {
      if (value === 'all') return true;
      if (value === 'expiring') return row.original.contractWeeksRemaining <= RENEWAL_WINDOW_WEEKS;
      return row.original.status === value;
    },
  }),
]);

const SORT_CHOICES = [
  { value: 'totalPoints', label: 'Rating' },
  { value: 'popularity', label: 'Popularity' },
  { value: 'morale', label: 'Morale' },
  { value: 'fatigue', label: 'Fatigue' },
  { value: 'salary', label: 'Salary' },
  { value: 'contractWeeksRemaining', label: 'Weeks left' },
  { value: 'name', label: 'Name' },
] as const;

function WeeksLeft({ weeks, className }: { weeks: number; className?: string }) {
  const warn = weeks <= 1;
  return (
    <span className={cx('font-semibold tabular-nums', warn ? 'text-danger-strong' : weeks <= RENEWAL_WINDOW_WEEKS ? 'text-gold' : 'text-ink', className)} data-testid="weeks-left">
      {weeks} {weeks === 1 ? 'wk' : 'wks'}
      {warn && <span className="sr-only"> (expiring)</span>}
    </span>
  );
}

/** The wrestler's portrait, name and style. Names are never cut: in the table (`nowrap`) the column takes the
 * name's width (the style and nationality line below may wrap, to leave room for the other columns); on a
 * phone card a long name wraps. */
function NameCell({ wrestler, size = 40, nowrap = false }: { wrestler: Row; size?: number; nowrap?: boolean }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <WrestlerPortrait wrestler={wrestler} size={size} className="shrink-0 rounded-full" />
      <div className="min-w-0">
        <Link href={`/wrestler/${wrestler.id}`} className={cx('block rounded-sm font-semibold break-words hover:text-gold', nowrap && 'whitespace-nowrap')} data-testid="roster-name">
          {wrestler.name}
        </Link>
        <p className="text-xs break-words text-ink-subtle">
          {wrestler.style} · {wrestler.nationality}
        </p>
      </div>
    </div>
  );
}

function SortIcon({ direction }: { direction: false | 'asc' | 'desc' }) {
  if (direction === 'asc') return <ArrowUp aria-hidden="true" className="size-3 text-gold" />;
  if (direction === 'desc') return <ArrowDown aria-hidden="true" className="size-3 text-gold" />;
  return <ArrowUpDown aria-hidden="true" className="size-3 opacity-40" />;
}

/** The Actions column stays pinned at the table's right edge (opaque, a shadow on its left), so Train,
 * Renew and Release are on screen whatever the window's width; the other columns scroll under it. */
const ACTIONS_CELL = 'sticky right-0 z-10 bg-surface pr-4 pl-2 shadow-[-10px_0_10px_-10px_rgb(0_0_0/0.9)]';

const NUMERIC = new Set(['totalPoints', 'popularity', 'salary', 'contractWeeksRemaining']);

export function MyRoster({ roster, onGoToMarket }: { roster: Snapshot<Record<string, WrestlerMirror>>; onGoToMarket: () => void }) {
  const data = useMemo(() => Object.values(roster) as Row[], [roster]);
  const [sorting, setSorting] = useState<SortingState>([{ id: 'totalPoints', desc: true }]);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const columnFilters = useMemo<ColumnFiltersState>(
    () => [...(search.trim() ? [{ id: 'name', value: search }] : []), ...(status !== 'all' ? [{ id: 'status', value: status }] : [])],
    [search, status],
  );
  const table = useTable({
    features,
    columns,
    data,
    state: { sorting, columnFilters },
    onSortingChange: setSorting,
    onColumnFiltersChange: () => {},
    getRowId: (row) => row.id,
  });
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const figures = rosterFigures(data);
  const rows = table.getRowModel().rows;

  if (data.length === 0)
    return (
      <Card className="flex flex-col items-center gap-3 py-14 text-center" data-testid="roster-empty">
        <UserPlus aria-hidden="true" className="size-10 text-ink-subtle" />
        <p className="text-lg font-bold">Your roster is empty</p>
        <p className="max-w-sm text-sm text-ink-muted">Sign 6-8 wrestlers from this week’s market or the free agents to start building your card.</p>
        <Button onClick={onGoToMarket} className="mt-2" data-testid="roster-go-market">
          Browse the Weekly Market
        </Button>
      </Card>
    );

  const sortedBy = sorting[0];
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <div className="rounded-xl border border-line bg-surface px-4 py-3">
          <dt className="flex items-center gap-1.5 text-xs text-ink-muted">
            <Users aria-hidden="true" className="size-3.5" />
            Wrestlers
          </dt>
          <dd className="text-xl font-black tabular-nums" data-testid="roster-count">
            {figures.count}
          </dd>
        </div>
        <div className="rounded-xl border border-line bg-surface px-4 py-3">
          <dt className="text-xs text-ink-muted">Weekly wage bill</dt>
          <dd className="text-xl font-black tabular-nums" data-testid="roster-wages">
            {formatUsd(figures.weeklyWages)}
          </dd>
        </div>
        <div className="col-span-2 rounded-xl border border-line bg-surface px-4 py-3 sm:col-span-1">
          <dt className="text-xs text-ink-muted">Per Appearance fees</dt>
          <dd className="text-xl font-black tabular-nums" data-testid="roster-fees">
            {figures.perAppearanceCount === 0 ? <span className="text-ink-subtle">None</span> : `${formatUsd(figures.perShowFees)}/show`}
          </dd>
        </div>
      </dl>

      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <label className="relative flex-1">
          <span className="sr-only">Filter wrestlers by name, style or nationality</span>
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-subtle" />
          <input
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Filter by name, style, nationality"
            className="h-11 w-full rounded-lg border border-line bg-surface pr-3 pl-9 text-sm text-ink placeholder:text-ink-subtle outline-none hover:border-line-strong focus:border-gold focus:ring-2 focus:ring-gold/25"
            data-testid="roster-filter"
          />
        </label>
        <div className="flex gap-2">
          <label className="flex-1 sm:flex-none">
            <span className="sr-only">Status</span>
            <select
              value={status}
              onChange={(event) => setStatus(event.target.value as StatusFilter)}
              className="h-11 w-full rounded-lg border border-line bg-surface px-3 text-sm text-ink outline-none hover:border-line-strong focus:border-gold focus:ring-2 focus:ring-gold/25"
              data-testid="roster-status-filter"
            >
              {STATUS_FILTERS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
          {!desktop && (
            <label className="flex-1">
              <span className="sr-only">Sort by</span>
              <select
                value={sortedBy?.id ?? 'totalPoints'}
                onChange={(event) => setSorting([{ id: event.target.value, desc: event.target.value !== 'name' && event.target.value !== 'contractWeeksRemaining' }])}
                className="h-11 w-full rounded-lg border border-line bg-surface px-3 text-sm text-ink outline-none hover:border-line-strong focus:border-gold focus:ring-2 focus:ring-gold/25"
                data-testid="roster-sort"
              >
                {SORT_CHOICES.map((choice) => (
                  <option key={choice.value} value={choice.value}>
                    Sort: {choice.label}
                  </option>
                ))}
              </select>
            </label>
          )}
        </div>
      </div>

      {rows.length === 0 ? (
        <Card className="py-10 text-center text-sm text-ink-muted" data-testid="roster-no-match">
          No wrestler matches these filters.
        </Card>
      ) : desktop ? (
        <Card padded={false} className="overflow-x-auto">
          <table className="w-full min-w-[50rem] text-sm" data-testid="roster-table">
            <caption className="sr-only">Your roster. Column headers sort the table.</caption>
            <thead>
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id} className="border-b border-line text-left text-xs text-ink-muted">
                  {group.headers.map((header) => {
                    const direction = header.column.getIsSorted();
                    return (
                      <th
                        key={header.id}
                        scope="col"
                        aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined}
                        className={cx('px-1 py-3 font-semibold whitespace-nowrap first:pl-4', NUMERIC.has(header.column.id) && 'text-right')}
                      >
                        <button
                          type="button"
                          onClick={header.column.getToggleSortingHandler()}
                          className={cx('inline-flex items-center gap-0.5 rounded-sm text-[11px] tracking-wide uppercase hover:text-ink', direction && 'text-ink')}
                          data-testid={`sort-${header.column.id}`}
                        >
                          <table.FlexRender header={header} />
                          <SortIcon direction={direction} />
                        </button>
                      </th>
                    );
                  })}
                  <th scope="col" className={cx(ACTIONS_CELL, 'py-3 text-right text-[11px] font-semibold tracking-wide uppercase')}>
                    Actions
                  </th>
                </tr>
              ))}
            </thead>
            <tbody>
              {rows.map((row) => {
                const w = row.original;
                return (
                  <tr key={row.id} className="group border-b border-line/60 last:border-0 hover:bg-raised/40" data-testid="roster-row" data-wrestler-id={w.id}>
                    <td className="px-2 py-2.5 pl-4">
                      <NameCell wrestler={w} nowrap />
                    </td>
                    <td className="px-1 py-2.5">
                      <CategoryBadge category={w.category} />
                    </td>
                    <td className="px-1 py-2.5 text-right font-bold tabular-nums">{w.totalPoints}</td>
                    <td className="px-1 py-2.5 text-right tabular-nums">{formatPopularity(w.popularity)}</td>
                    <td className="px-1 py-2.5">
                      <MoraleBadge morale={w.morale} />
                    </td>
                    <td className="px-1 py-2.5">
                      <FatigueBadge fatigue={w.fatigue} />
                    </td>
                    <td className="px-1 py-2.5 text-right whitespace-nowrap">
                      <span className="font-semibold tabular-nums" data-testid="roster-salary">
                        {formatSalary(w.salary, w.contractType)}
                      </span>
                      <span className="block text-xs text-ink-subtle">{contractTypeLabel(w.contractType)}</span>
                    </td>
                    <td className="px-1 py-2.5 text-right">
                      <WeeksLeft weeks={w.contractWeeksRemaining} />
                    </td>
                    <td className="px-1 py-2.5">
                      <StatusBadge wrestler={w} compact />
                      {w.status === 'training' && (
                        <span className="mt-0.5 block text-xs text-ink-subtle">
                          {skillLabel(w.trainingSkill)} · {w.trainingWeeksRemaining} {w.trainingWeeksRemaining === 1 ? 'wk' : 'wks'}
                        </span>
                      )}
                    </td>
                    <td className={cx(ACTIONS_CELL, 'py-2.5 group-hover:bg-[color-mix(in_oklab,var(--color-raised)_40%,var(--color-surface))]')} data-testid="roster-actions">
                      <WrestlerActions wrestler={w} labels="compact" className="justify-end" />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </Card>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Your roster">
          {rows.map((row) => {
            const w = row.original;
            return (
              <li key={row.id} data-testid="roster-row" data-wrestler-id={w.id}>
                <Card padded={false} className="flex flex-col gap-3 p-4">
                  <div className="flex items-start gap-3">
                    <div className="min-w-0 flex-1">
                      <NameCell wrestler={w} size={48} />
                    </div>
                    <CategoryBadge category={w.category} />
                  </div>
                  <dl className="grid grid-cols-3 gap-x-3 gap-y-2 text-sm">
                    <div>
                      <dt className="text-xs text-ink-subtle">Rating</dt>
                      <dd className="font-bold tabular-nums">{w.totalPoints}</dd>
                    </div>
                    <div>
                      <dt className="text-xs text-ink-subtle">Popularity</dt>
                      <dd className="font-semibold tabular-nums">{formatPopularity(w.popularity)}</dd>
                    </div>
                    <div>
                      <dt className="text-xs text-ink-subtle">Morale</dt>
                      <dd>
                        <MoraleBadge morale={w.morale} />
                      </dd>
                    </div>
                    <div>
                      <dt className="text-xs text-ink-subtle">Fatigue</dt>
                      <dd>
                        <FatigueBadge fatigue={w.fatigue} />
                      </dd>
                    </div>
                    <div>
                      <dt className="text-xs text-ink-subtle">{contractTypeLabel(w.contractType)}</dt>
                      <dd className="font-semibold tabular-nums" data-testid="roster-salary">
                        {formatSalary(w.salary, w.contractType)}
                      </dd>
                    </div>
                    <div>
                      <dt className="text-xs text-ink-subtle">Contract</dt>
                      <dd>
                        <WeeksLeft weeks={w.contractWeeksRemaining} />
                      </dd>
                    </div>
                  </dl>
                  <div className="flex flex-wrap items-center justify-between gap-2 border-t border-line pt-3">
                    <StatusBadge wrestler={w} />
                    <WrestlerActions wrestler={w} />
                  </div>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
      <p className="text-xs text-ink-subtle">
        Contracts can be renewed in their last {RENEWAL_WINDOW_WEEKS} weeks. At 0 weeks the wrestler leaves as a free agent.
      </p>
    </div>
  );
}
