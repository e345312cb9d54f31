// One of the ranking's wrestler tables (the world's top 50 by popularity or by rating), sortable by any
// column (@tanstack/react-table, as the roster page), your federation's rows highlighted, and your best
// place under it even when it falls outside the list. On a phone the table scrolls sideways in its card.
import { createColumnHelper, createSortedRowModel, rowSortingFeature, sortFn_basic, sortFn_text, tableFeatures, useTable, type SortingState } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { CATEGORIES } from '#shared/rules/rating.ts';
import type { RankedWrestler, WrestlerRankingList } from '#shared/sim/world/ranking.ts';
import { Card } from '#client/components/Card.tsx';
import { CategoryBadge } from '#client/components/talent/CategoryBadge.tsx';
import { cx } from '#client/lib/cx.ts';
import { formatPopularity } from '#client/lib/format.ts';

const features = tableFeatures({ rowSortingFeature, sortedRowModel: createSortedRowModel(), sortFns: { basic: sortFn_basic, text: sortFn_text } });
const helper = createColumnHelper<typeof features, RankedWrestler>();
const categoryRank = (category: string) => CATEGORIES.length - CATEGORIES.indexOf(category as (typeof CATEGORIES)[number]);

const columns = helper.columns([
  helper.accessor('rank', { header: '#', sortFn: 'basic', sortDescFirst: false }),
  helper.accessor('name', { header: 'Wrestler', sortFn: 'text' }),
  helper.accessor((w) => w.federationName ?? 'Free agent', { id: 'federation', header: 'Federation', sortFn: 'text' }),
  helper.accessor((w) => categoryRank(w.category), { id: 'category', header: 'Cat.', sortFn: 'basic', sortDescFirst: true }),
  helper.accessor('rating', { header: 'Rating', sortFn: 'basic', sortDescFirst: true }),
  helper.accessor('popularity', { header: 'Pop.', sortFn: 'basic', sortDescFirst: true }),
]);
const NUMERIC = new Set(['rank', 'rating', 'popularity']);
/** A name that opens its page: the table's colour, gold and underlined on hover and keyboard focus. */
const LINK = 'rounded-sm hover:text-gold hover:underline focus-visible:outline-2 focus-visible:outline-gold';

function SortIcon({ direction }: { direction: false | 'asc' | 'desc' }) {
  if (direction === 'asc') return <ArrowUp aria-hidden="true" className="size-3.5 text-gold" />;
  if (direction === 'desc') return <ArrowDown aria-hidden="true" className="size-3.5 text-gold" />;
  return <ArrowUpDown aria-hidden="true" className="size-3.5 opacity-40" />;
}

export function WrestlerRankingTable({ list, by, testId }: { list: WrestlerRankingList; by: 'popularity' | 'rating'; testId: string }) {
  const [sorting, setSorting] = useState<SortingState>([{ id: 'rank', desc: false }]);
  const table = useTable({ features, columns, data: list.top, state: { sorting }, onSortingChange: setSorting, getRowId: (row) => row.id });
  const best = list.yourBest;
  const figure = (w: RankedWrestler) => (by === 'popularity' ? `popularity ${formatPopularity(w.popularity)}` : `rating ${w.rating}`);
  return (
    <div className="flex flex-col gap-3" data-testid={testId}>
      <Card padded={false} className="relative overflow-x-auto">
        <table className="w-full min-w-[36rem] text-sm">
          <caption className="sr-only">
            The world’s top {list.top.length} wrestlers by {by}, your federation’s marked. Column headers sort the table.
          </caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} className="border-b border-line text-left text-xs text-ink-muted">
                {group.headers.map((header) => {
                  const direction = header.column.getIsSorted();
                  return (
                    <th key={header.id} scope="col" aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined} className={cx('px-2 py-3 font-semibold whitespace-nowrap first:pl-4 last:pr-4', NUMERIC.has(header.column.id) && 'text-right')}>
                      <button type="button" onClick={header.column.getToggleSortingHandler()} className={cx('inline-flex items-center gap-1 rounded-sm text-[11px] tracking-wide uppercase hover:text-ink', direction && 'text-ink')} data-testid={`${testId}-sort-${header.column.id}`}>
                        <table.FlexRender header={header} />
                        <SortIcon direction={direction} />
                      </button>
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => {
              const w = row.original;
              return (
                <tr key={row.id} className={cx('border-b border-line/60 last:border-0', w.isYours ? 'bg-gold-soft/60 shadow-[inset_3px_0_0_var(--color-gold)]' : 'hover:bg-raised/40')} data-testid="ranking-wrestler-row" data-yours={w.isYours || undefined}>
                  <td className="px-2 py-2 pl-4 text-right font-bold text-ink-muted tabular-nums">{w.rank}</td>
                  <td className="px-2 py-2 font-semibold whitespace-nowrap">
                    <Link href={`/wrestler/${w.id}`} className={LINK}>
                      {w.name}
                    </Link>
                    {w.isYours && <span className="sr-only"> (your wrestler)</span>}
                  </td>
                  <td className={cx('px-2 py-2 whitespace-nowrap', w.federationName ? 'text-ink-muted' : 'text-ink-subtle italic')}>
                    {w.federationId && w.federationName ? (
                      <Link href={`/companies/${w.federationId}`} className={LINK}>
                        {w.federationName}
                      </Link>
                    ) : (
                      'Free agent'
                    )}
                  </td>
                  <td className="px-2 py-2">
                    <CategoryBadge category={w.category} />
                  </td>
                  <td className="px-2 py-2 text-right font-bold tabular-nums">{w.rating}</td>
                  <td className="px-2 py-2 pr-4 text-right tabular-nums">{formatPopularity(w.popularity)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </Card>
      <p className="rounded-xl border border-gold/30 bg-gold-soft px-4 py-2.5 text-sm" data-testid={`${testId}-your-best`}>
        {best ? (
          <>
            <span className="font-semibold">Your best:</span> #{best.rank} of {list.total} · {best.name} ({figure(best)})
          </>
        ) : (
          <span className="text-ink-muted">Your best: none yet. Sign wrestlers to see where they stand in the world.</span>
        )}
      </p>
    </div>
  );
}
