// One row per federation of "this week around the world": its mark and name, its show of the week (or
// none), the rating as a bar on the 0-10 scale so the shows compare at a glance, and what the week moved
// its popularity by. The player's row comes first and is highlighted.
import { Crown } from 'lucide-react';
import { RATING_MAX_STARS } from '#shared/rules/shows.ts';
import type { WorldWeekFederation, WorldWeekMainEvent, WorldWeekShow } from '#shared/sim/world/worldWeek.ts';
import { Badge } from '#client/components/Badge.tsx';
import { FederationMark } from '#client/components/shell/FederationMark.tsx';
import { cx } from '#client/lib/cx.ts';
import { formatPopularity } from '#client/lib/format.ts';
import { shownPopularityChange } from '../world/WorldParts.tsx';

/** "+0.8" / "−0.2" / "±0": a popularity change in points, "±0" for one that rounds to 0.0. */
export function formatPopularityChange(raw: number): string {
  const change = shownPopularityChange(raw);
  if (change === 0) return '±0';
  return `${change > 0 ? '+' : '−'}${formatPopularity(Math.abs(change))}`;
}

/** Green for a gain, red for a loss, neutral for a change that rounds to 0.0. */
export function popularityChangeTone(raw: number): string {
  const change = shownPopularityChange(raw);
  return change < 0 ? 'text-danger-strong' : change > 0 ? 'text-success' : 'text-ink-muted';
}

/** "Ace def. Blaze", "Ace and Blaze fought to a draw", "Ace, Blaze (promo)". */
export function mainEventLine(main: WorldWeekMainEvent): string {
  if (main.kind === 'promo') return `${main.title}: ${main.participants.join(', ')}`;
  if (main.isDraw) return `${main.participants.join(' vs ')}: a draw`;
  if (main.winners.length === 0) return main.participants.join(' vs ');
  const losers = main.participants.filter((name) => !main.winners.includes(name));
  return losers.length > 0 ? `${main.winners.join(' & ')} def. ${losers.join(' & ')}` : main.winners.join(' & ');
}

function RatingBar({ show, highlight }: { show: WorldWeekShow; highlight: boolean }) {
  const share = Math.max(0, Math.min(1, show.rating / RATING_MAX_STARS));
  return (
    <span className="order-last col-span-2 h-2 overflow-hidden rounded-full bg-raised sm:order-none sm:col-span-1" aria-hidden="true">
      <span className={cx('block h-full rounded-full', highlight ? 'bg-gold' : 'bg-info')} style={{ width: `${share * 100}%` }} />
    </span>
  );
}

function ShowLine({ show, detailed, highlight }: { show: WorldWeekShow; detailed: boolean; highlight: boolean }) {
  // Phones: name and rating on a line, the bar under them; wider: the bar between them, every row's on one scale.
  return (
    <div className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1.5 sm:grid-cols-[minmax(0,1fr)_minmax(6rem,14rem)_auto]" data-testid="world-week-show">
      <div className="min-w-0">
        <p className="text-sm font-semibold break-words" data-testid="world-week-show-name">
          {show.name}
        </p>
        <p className="truncate text-xs text-ink-muted">{show.attendance.toLocaleString('en-US')} fans</p>
      </div>
      <RatingBar show={show} highlight={highlight} />
      <span className="text-right font-black whitespace-nowrap text-gold tabular-nums" data-testid="world-week-rating">
        {show.rating.toFixed(1)}
        <span aria-hidden="true"> ★</span>
        <span className="sr-only"> stars</span>
      </span>
      {detailed && show.mainEvent && <p className="order-last col-span-full text-xs text-ink-muted">Main event: {mainEventLine(show.mainEvent)}</p>}
    </div>
  );
}

export function WorldWeekRows({ federations, detailed = false, bestShowId }: { federations: readonly WorldWeekFederation[]; detailed?: boolean; bestShowId?: string | null }) {
  return (
    <ul className="flex flex-col gap-2" data-testid="world-week-rows">
      {federations.map((row) => (
        <li
          key={row.federationId}
          className={cx('flex gap-3 rounded-xl border px-3 py-3 sm:px-4', row.isYou ? 'border-gold/40 bg-gold-soft/40' : 'border-line bg-raised/50')}
          data-testid="world-week-row"
          data-you={row.isYou || undefined}
          aria-current={row.isYou ? 'true' : undefined}
        >
          <FederationMark name={row.name} logo={row.logo} className="size-9" />
          <div className="flex min-w-0 flex-1 flex-col gap-1.5">
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <p className="min-w-0 font-bold break-words" data-testid="world-week-federation">
                {row.name}
              </p>
              {row.isYou && <Badge tone="gold">You</Badge>}
              {row.shows.some((s) => s.showId === bestShowId) && (
                <Badge tone="gold">
                  <Crown aria-hidden="true" className="size-3" />
                  Best show
                </Badge>
              )}
              <span className={cx('ml-auto text-xs font-semibold tabular-nums', popularityChangeTone(row.popularityChange))} data-testid="world-week-popularity">
                {formatPopularityChange(row.popularityChange)} popularity
              </span>
            </div>
            {row.shows.length === 0 ? (
              <p className="text-sm text-ink-muted">No show this week</p>
            ) : (
              row.shows.map((show) => <ShowLine key={show.showId} show={show} detailed={detailed} highlight={row.isYou} />)
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
