// One upcoming show on /shows: date, venue, price, what is booked, what the announced card promises
// (expected stars and fans) and its warnings, with Book, Run (this week's show with a match) and Cancel.
import { CalendarDays, MapPin, Play, Ticket, TriangleAlert, Users } from 'lucide-react';
import type { Snapshot } from 'valtio';
import { Link } from 'wouter';
import { Badge } from '#client/components/Badge.tsx';
import { Button } from '#client/components/Button.tsx';
import { buttonClass } from '#client/components/buttonClass.ts';
import { StarMeter } from '#client/components/shows/RatingBreakdown.tsx';
import { cx } from '#client/lib/cx.ts';
import { formatUsd } from '#client/lib/format.ts';
import type { ShowMirror } from '#client/state/game.ts';
import { showExpectedField } from '#shared/schema/syncedJson.ts';
import { formatStars } from '../showData.ts';
import { seats, showDate } from './showFormat.ts';

export function FrequencyBadge({ frequency }: { frequency: string }) {
  return frequency === 'special' ? <Badge tone="gold">Special event</Badge> : <Badge tone="info">Weekly</Badge>;
}

export function UpcomingShowCard({ show, thisWeek, onCancel }: { show: Snapshot<ShowMirror>; thisWeek: number; onCancel: (show: Snapshot<ShowMirror>) => void }) {
  const expected = showExpectedField.decode(show.expected);
  const isThisWeek = show.weekIndex === thisWeek;
  const canRun = isThisWeek && show.matchCount > 0;
  const problems = expected?.problems ?? [];

  return (
    <li
      className={cx('flex flex-col gap-4 rounded-card border bg-surface p-4 shadow-card sm:p-5', isThisWeek ? 'border-gold/40' : 'border-line')}
      data-testid="show-card"
      data-show-id={show.id}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h3 className="truncate text-lg font-black tracking-tight" data-testid="show-card-name">
            {show.name}
          </h3>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted">
            <span className="flex items-center gap-1" data-testid="show-card-date">
              <CalendarDays aria-hidden="true" className="size-4" />
              {showDate(show)}
            </span>
            <span className="flex min-w-0 items-center gap-1">
              <MapPin aria-hidden="true" className="size-4 shrink-0" />
              <span className="truncate">
                {show.venue} · {seats(show.venueCapacity)}
              </span>
            </span>
            <span className="flex items-center gap-1">
              <Ticket aria-hidden="true" className="size-4" />
              {formatUsd(show.ticketPrice)}
            </span>
          </p>
        </div>
        <div className="flex flex-wrap gap-1.5">
          {isThisWeek && (
            <Badge tone="success" className="uppercase">
              This week
            </Badge>
          )}
          <FrequencyBadge frequency={show.frequency} />
        </div>
      </div>

      <dl className="grid grid-cols-3 gap-2 rounded-xl border border-line bg-raised/40 p-3 text-sm">
        <div className="flex min-w-0 flex-col gap-0.5">
          <dt className="text-[11px] font-semibold tracking-wider text-ink-subtle uppercase">Card</dt>
          <dd className="font-bold tabular-nums" data-testid="show-card-segments">
            {show.segmentCount} {show.segmentCount === 1 ? 'segment' : 'segments'}
          </dd>
        </div>
        <div className="flex min-w-0 flex-col gap-0.5">
          <dt className="text-[11px] font-semibold tracking-wider text-ink-subtle uppercase">Expected</dt>
          <dd className="flex flex-wrap items-center gap-x-1.5 font-bold tabular-nums" data-testid="show-card-expected">
            {expected && show.segmentCount > 0 ? (
              <>
                <span className="text-gold">{formatStars(expected.rating.value)}</span>
                <span className="hidden sm:inline-flex">
                  <StarMeter value={expected.rating.value} />
                </span>
              </>
            ) : (
              <span className="text-ink-subtle">Not booked</span>
            )}
          </dd>
        </div>
        <div className="flex min-w-0 flex-col gap-0.5">
          <dt className="text-[11px] font-semibold tracking-wider text-ink-subtle uppercase">Fans</dt>
          <dd className="flex items-center gap-1 font-bold tabular-nums" data-testid="show-card-fans">
            <Users aria-hidden="true" className="hidden size-4 text-ink-subtle sm:block" />
            {expected ? `${expected.attendance.toLocaleString('en-US')} / ${show.venueCapacity.toLocaleString('en-US')}` : '—'}
          </dd>
        </div>
      </dl>

      {problems.length > 0 && (
        <ul className="flex flex-col gap-1 rounded-xl border border-gold/30 bg-gold-soft px-3 py-2 text-sm" data-testid="show-card-problems">
          {problems.map((problem) => (
            <li key={problem} className="flex items-start gap-2">
              <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold" />
              {problem}
            </li>
          ))}
        </ul>
      )}

      <div className="flex flex-wrap gap-2">
        <Link href={`/shows/${show.id}/book`} className={buttonClass('primary', 'sm', 'flex-1 sm:flex-none')} data-testid={`book-${show.id}`}>
          {show.segmentCount > 0 ? 'Edit card' : 'Book card'}
        </Link>
        {canRun && (
          <Link href={`/shows/${show.id}/run`} className={buttonClass('secondary', 'sm', 'flex-1 sm:flex-none')} data-testid={`run-${show.id}`}>
            <Play aria-hidden="true" className="size-4" />
            Run show
          </Link>
        )}
        <Button variant="ghost" size="sm" className="flex-1 text-danger-strong sm:ml-auto sm:flex-none" onClick={() => onCancel(show)} data-testid={`cancel-${show.id}`}>
          Cancel show
        </Button>
      </div>
    </li>
  );
}
