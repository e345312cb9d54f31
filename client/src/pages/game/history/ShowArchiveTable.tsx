// /history's Shows: every show the federation ran, one page at a time from the room's archive
// (getShowArchive): the room sorts (by date, rating or attendance) and pages, so the table is
// @tanstack/react-table with manual sorting, its sortable headers asking the room again. Each row opens
// the show's summary. On a phone the shows stack as cards under a Date / Rating / Attendance sort control.
import { createColumnHelper, rowSortingFeature, tableFeatures, useTable, type SortingState } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronLeft, ChevronRight, Tv } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { SHOW_ARCHIVE_PAGE_SIZE, type ShowArchiveSort, type SortDirection } from '#shared/rules/history.ts';
import type { ArchivedShow } from '#shared/sim/history/showArchive.ts';
import { Button } from '#client/components/Button.tsx';
import { Card } from '#client/components/Card.tsx';
import { RetryNotice } from '#client/components/RetryNotice.tsx';
import { Spinner } from '#client/components/Spinner.tsx';
import { cx } from '#client/lib/cx.ts';
import { formatUsd } from '#client/lib/format.ts';
import { useWorldQuery } from '#client/net/useWorldQuery.ts';
import { EmptyHistory } from './EmptyHistory.tsx';

const features = tableFeatures({ rowSortingFeature });
const helper = createColumnHelper<typeof features, ArchivedShow>();
const SORTABLE = new Set<string>(['date', 'rating', 'attendance']);

const columns = helper.columns([
  helper.accessor('weekIndex', { id: 'date', header: 'Date', sortDescFirst: true }),
  helper.accessor('name', { header: 'Show', enableSorting: false }),
  helper.accessor('rating', { header: 'Rating', sortDescFirst: true }),
  helper.accessor('attendance', { header: 'Attendance', sortDescFirst: true }),
  helper.accessor('profit', { header: 'Profit', enableSorting: false }),
]);
const NUMERIC = new Set(['rating', 'attendance', 'profit']);
/** The phone's sort control (the table's headers are hidden there). */
const SORT_CHOICES: ReadonlyArray<{ id: ShowArchiveSort; label: string }> = [
  { id: 'date', label: 'Date' },
  { id: 'rating', label: 'Rating' },
  { id: 'attendance', label: 'Attendance' },
];
const LINK = 'rounded-sm font-semibold hover:text-gold hover:underline focus-visible:outline-2 focus-visible:outline-gold';

function SortIcon({ direction }: { direction: false | 'asc' | 'desc' }) {
  if (direction === 'asc') return <ArrowUp aria-hidden="true" className="size-3.5 text-gold" />;
  if (direction === 'desc') return <ArrowDown aria-hidden="true" className="size-3.5 text-gold" />;
  return <ArrowUpDown aria-hidden="true" className="size-3.5 opacity-40" />;
}

export interface ArchiveQuery {
  page: number;
  sort: ShowArchiveSort;
  dir: SortDirection;
}

export function ShowArchiveTable({ refresh }: { refresh: unknown }) {
  const [query, setQuery] = useState<ArchiveQuery>({ page: 1, sort: 'date', dir: 'desc' });
  const archive = useWorldQuery('getShowArchive', { ...query, pageSize: SHOW_ARCHIVE_PAGE_SIZE }, { select: (answer) => answer.showArchive, refresh, keepAcrossArgs: true });
  const data = archive.data;
  const sorting: SortingState = [{ id: query.sort, desc: query.dir === 'desc' }];
  const table = useTable({
    features,
    columns,
    data: data?.items ?? [],
    state: { sorting },
    manualSorting: true,
    enableSortingRemoval: false,
    onSortingChange: (updater) => {
      const next = (typeof updater === 'function' ? updater(sorting) : updater)[0];
      if (!next || !SORTABLE.has(next.id)) return;
      // A new sort starts again from its first page.
      setQuery({ page: 1, sort: next.id as ShowArchiveSort, dir: next.desc ? 'desc' : 'asc' });
    },
    getRowId: (row) => row.id,
  });

  if (archive.status === 'error' && !data) {
    return <RetryNotice title="The show archive could not be loaded" message={archive.error.message} onRetry={archive.retry} data-testid="archive-error" />;
  }
  if (!data) {
    return (
      <div className="flex justify-center py-14" data-testid="archive-loading">
        <Spinner />
      </div>
    );
  }
  if (data.total === 0) {
    return <EmptyHistory icon={Tv} testId="archive-empty" text="Every show you run lands here with its date, rating, attendance and profit, to sort and page through. Book and run your first show." />;
  }
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  const from = (data.page - 1) * data.pageSize + 1;
  const to = from + data.items.length - 1;
  return (
    <div className="flex flex-col gap-3" data-testid="show-archive" data-sorted={`${data.sort}-${data.dir}`} aria-busy={archive.status === 'loading' || undefined}>
      <div className={cx('flex flex-col gap-2 transition-opacity sm:hidden', archive.status === 'loading' && 'opacity-60')}>
        <div role="group" aria-label="Sort the shows by" className="flex items-center gap-1 rounded-xl border border-line bg-canvas/70 p-1">
          {SORT_CHOICES.map((choice) => {
            const active = query.sort === choice.id;
            return (
              <button
                key={choice.id}
                type="button"
                aria-pressed={active}
                onClick={() => setQuery({ page: 1, sort: choice.id, dir: active ? (query.dir === 'desc' ? 'asc' : 'desc') : 'desc' })}
                className={cx('flex h-8 flex-1 items-center justify-center gap-1 rounded-lg text-xs font-semibold text-ink-muted focus-visible:outline-2 focus-visible:outline-gold', active && 'bg-raised text-ink shadow-[inset_0_0_0_1px_var(--color-line-strong)]')}
                data-testid={`archive-phone-sort-${choice.id}`}
              >
                {choice.label}
                {active && <SortIcon direction={query.dir} />}
              </button>
            );
          })}
        </div>
        <ul className="flex flex-col gap-2">
          {data.items.map((show) => (
            <li key={show.id} className="rounded-card border border-line bg-surface px-4 py-3 shadow-card" data-testid="archive-card">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <Link href={`/show-summary/${show.id}`} className={LINK}>
                    {show.name}
                  </Link>
                  <p className="truncate text-xs text-ink-muted">
                    W{show.week} {show.month.slice(0, 3)} {show.year} · {show.venueName}
                  </p>
                </div>
                <span className="shrink-0 font-bold text-gold tabular-nums">{show.rating.toFixed(1)} ★</span>
              </div>
              <p className="mt-1 flex justify-between text-sm tabular-nums">
                <span>
                  {show.attendance.toLocaleString('en-US')}
                  <span className="text-ink-subtle">/{show.capacity.toLocaleString('en-US')} fans</span>
                </span>
                <span className={cx('font-semibold', show.profit < 0 ? 'text-danger-strong' : 'text-success')}>{formatUsd(show.profit)}</span>
              </p>
            </li>
          ))}
        </ul>
      </div>
      <Card padded={false} className={cx('relative hidden overflow-x-auto transition-opacity sm:block', archive.status === 'loading' && 'opacity-60')}>
        <table className="w-full min-w-[40rem] text-sm">
          <caption className="sr-only">Every show your federation ran, {data.total} in all. The Date, Rating and Attendance headers sort the archive.</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} className="border-b border-line text-left text-xs text-ink-muted">
                {group.headers.map((header) => {
                  const sortable = SORTABLE.has(header.column.id);
                  const direction = header.column.getIsSorted();
                  return (
                    <th key={header.id} scope="col" aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined} className={cx('px-2 py-3 font-semibold whitespace-nowrap first:pl-4 last:pr-4', NUMERIC.has(header.column.id) && 'text-right')}>
                      {sortable ? (
                        <button type="button" onClick={header.column.getToggleSortingHandler()} className={cx('inline-flex items-center gap-1 rounded-sm text-[11px] tracking-wide uppercase hover:text-ink focus-visible:outline-2 focus-visible:outline-gold', direction && 'text-ink')} data-testid={`archive-sort-${header.column.id}`}>
                          <table.FlexRender header={header} />
                          <SortIcon direction={direction} />
                        </button>
                      ) : (
                        <span className="text-[11px] tracking-wide uppercase">
                          <table.FlexRender header={header} />
                        </span>
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => {
              const show = row.original;
              return (
                <tr key={row.id} className="border-b border-line/60 last:border-0 hover:bg-raised/40" data-testid="archive-row">
                  <td className="px-2 py-2.5 pl-4 whitespace-nowrap text-ink-muted tabular-nums">
                    W{show.week} {show.month.slice(0, 3)} {show.year}
                  </td>
                  <td className="px-2 py-2.5">
                    <Link href={`/show-summary/${show.id}`} className={LINK} data-testid="archive-show-link">
                      {show.name}
                    </Link>
                    <span className="block text-xs text-ink-subtle">{show.venueName}</span>
                  </td>
                  <td className="px-2 py-2.5 text-right font-bold whitespace-nowrap text-gold tabular-nums" data-testid="archive-rating">
                    {show.rating.toFixed(1)} ★
                  </td>
                  <td className="px-2 py-2.5 text-right whitespace-nowrap tabular-nums" data-testid="archive-attendance">
                    {show.attendance.toLocaleString('en-US')}
                    <span className="text-ink-subtle">/{show.capacity.toLocaleString('en-US')}</span>
                  </td>
                  <td className={cx('px-2 py-2.5 pr-4 text-right font-semibold whitespace-nowrap tabular-nums', show.profit < 0 ? 'text-danger-strong' : 'text-success')}>{formatUsd(show.profit)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </Card>
      <nav aria-label="Show archive pages" className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <p className="text-ink-muted tabular-nums" data-testid="archive-range">
          Shows {from}–{to} of {data.total}
        </p>
        <div className="flex items-center gap-2">
          <Button variant="ghost" size="sm" disabled={data.page <= 1} onClick={() => setQuery({ ...query, page: data.page - 1 })} data-testid="archive-prev">
            <ChevronLeft aria-hidden="true" className="size-4" />
            Previous
          </Button>
          <span className="text-ink-muted tabular-nums">
            Page {data.page} of {pages}
          </span>
          <Button variant="ghost" size="sm" disabled={data.page >= pages} onClick={() => setQuery({ ...query, page: data.page + 1 })} data-testid="archive-next">
            Next
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
        </div>
      </nav>
    </div>
  );
}
