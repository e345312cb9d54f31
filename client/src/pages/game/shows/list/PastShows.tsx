// Completed shows: the recent results the synced state carries (rating, fans of capacity, revenue, a
// link to the summary) and the full history, fetched a page at a time with getShowHistory.
import { History, Trophy } from 'lucide-react';
import type { Snapshot } from 'valtio';
import { Link } from 'wouter';
import { findVenue } from '#shared/data/venues.ts';
import { Button } from '#client/components/Button.tsx';
import { buttonClass } from '#client/components/buttonClass.ts';
import { StarMeter } from '#client/components/shows/RatingBreakdown.tsx';
import { Spinner } from '#client/components/Spinner.tsx';
import { cx } from '#client/lib/cx.ts';
import { formatUsd } from '#client/lib/format.ts';
import { useWorldPages } from '#client/net/useWorldPages.ts';
import type { ShowMirror } from '#client/state/game.ts';
import { showResultField } from '#shared/schema/syncedJson.ts';
import { formatStars } from '../showData.ts';
import { showDate } from './showFormat.ts';

export const HISTORY_PAGE_SIZE = 10;

export function RecentResults({ shows }: { shows: ReadonlyArray<Snapshot<ShowMirror>> }) {
  if (shows.length === 0) return null;
  return (
    <section aria-labelledby="recent-results-heading" className="flex flex-col gap-3" data-testid="recent-results">
      <h2 id="recent-results-heading" className="flex items-center gap-2 text-lg font-bold">
        <Trophy aria-hidden="true" className="size-5 text-gold" />
        Recent results
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {shows.map((show) => {
          const result = showResultField.decode(show.result);
          const rating = result?.rating.value ?? show.rating;
          const profit = result?.profit;
          return (
            <li key={show.id} className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4 shadow-card" data-testid="result-card" data-show-id={show.id}>
              <div className="min-w-0">
                <p className="truncate font-bold">{show.name}</p>
                <p className="text-xs text-ink-muted">
                  {showDate(show)} · {show.venue}
                </p>
              </div>
              <div className="flex items-center gap-2">
                <StarMeter value={rating} />
                <span className="font-black text-gold tabular-nums" data-testid="result-rating">
                  {formatStars(rating)} ★
                </span>
              </div>
              <dl className="grid grid-cols-3 gap-2 text-sm">
                <div className="flex min-w-0 flex-col">
                  <dt className="text-[11px] font-semibold tracking-wider text-ink-subtle uppercase">Fans</dt>
                  <dd className="font-semibold tabular-nums" data-testid="result-fans">
                    {show.attendance.toLocaleString('en-US')}
                    <span className="text-ink-subtle">/{show.venueCapacity.toLocaleString('en-US')}</span>
                  </dd>
                </div>
                <div className="flex min-w-0 flex-col">
                  <dt className="text-[11px] font-semibold tracking-wider text-ink-subtle uppercase">Revenue</dt>
                  <dd className="font-semibold tabular-nums" data-testid="result-revenue">
                    {formatUsd(show.revenue)}
                  </dd>
                </div>
                {profit !== undefined && (
                  <div className="flex min-w-0 flex-col">
                    <dt className="text-[11px] font-semibold tracking-wider text-ink-subtle uppercase">Profit</dt>
                    <dd className={cx('font-semibold tabular-nums', profit < 0 ? 'text-danger-strong' : 'text-success')}>{formatUsd(profit)}</dd>
                  </div>
                )}
              </dl>
              <Link href={`/show-summary/${show.id}`} className={buttonClass('secondary', 'sm', 'mt-auto')} data-testid={`summary-${show.id}`}>
                View summary
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The full history, newest first (remount it with a new key when a show completes). */
export function ShowHistory() {
  const { items, total, loading, error, loadMore } = useWorldPages('getShowHistory', {}, { pageSize: HISTORY_PAGE_SIZE, select: (answer) => answer.shows });

  return (
    <section aria-labelledby="show-history-heading" className="flex flex-col gap-3" data-testid="show-history">
      <h2 id="show-history-heading" className="flex items-center gap-2 text-lg font-bold">
        <History aria-hidden="true" className="size-5 text-gold" />
        Show history
        {total > 0 && <span className="text-sm font-medium text-ink-muted">({total})</span>}
      </h2>
      <div className="overflow-hidden rounded-card border border-line bg-surface shadow-card">
        {items.length === 0 && !loading && !error && <p className="p-4 text-sm text-ink-muted">Your completed shows will be listed here.</p>}
        {error && (
          <p className="p-4 text-sm text-danger-strong" role="alert">
            {error}
          </p>
        )}
        {items.length > 0 && (
          <ul className="divide-y divide-line">
            {items.map((item) => (
              <li key={item.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 text-sm" data-testid="history-row">
                <div className="min-w-0 flex-1 basis-48">
                  <Link href={`/show-summary/${item.id}`} className="font-semibold hover:text-gold hover:underline">
                    {item.name}
                  </Link>
                  <p className="truncate text-xs text-ink-muted">
                    {showDate(item)} · {findVenue(item.venueId)?.name ?? 'Venue'}
                  </p>
                </div>
                <span className="w-16 font-bold text-gold tabular-nums">{formatStars(item.rating)} ★</span>
                <span className="w-24 text-ink-muted tabular-nums">{item.attendance.toLocaleString('en-US')} fans</span>
                <span className="w-24 tabular-nums">{formatUsd(item.revenue)}</span>
                <span className={cx('w-24 text-right font-semibold tabular-nums', item.profit < 0 ? 'text-danger-strong' : 'text-success')}>{formatUsd(item.profit)}</span>
              </li>
            ))}
          </ul>
        )}
        {loading && (
          <div className="flex justify-center p-4">
            <Spinner />
          </div>
        )}
        {!loading && items.length < total && (
          <div className="border-t border-line p-3">
            <Button variant="ghost" size="sm" fullWidth onClick={loadMore} data-testid="history-load-more">
              Load more ({total - items.length} older)
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}
