// /show-summary/:showId: a show's results. The headline (name, date, venue), the rating with its
// breakdown, fans, the money of the night and the popularity change, the expected rating that sold the
// tickets; then every segment with its result. From the synced state (the last few shows) or getShow.
import { ArrowLeft, CalendarDays, MapPin, Play, Ticket } from 'lucide-react';
import type { Snapshot } from 'valtio';
import { Link } from 'wouter';
import { Badge } from '#client/components/Badge.tsx';
import { buttonClass } from '#client/components/buttonClass.ts';
import { Card } from '#client/components/Card.tsx';
import { RatingBreakdown, StarMeter } from '#client/components/shows/RatingBreakdown.tsx';
import { Spinner } from '#client/components/Spinner.tsx';
import { cx } from '#client/lib/cx.ts';
import { formatUsd } from '#client/lib/format.ts';
import type { GameMirror } from '#client/state/game.ts';
import { useBookingRoster } from '../book/jointRoster.tsx';
import { JointIncomeCard } from './JointIncomeCard.tsx';
import { GamePage } from '#client/pages/game/GamePage.tsx';
import { GameStateGate } from '#client/pages/game/GameStateGate.tsx';
import { formatStars } from '../showData.ts';
import { HowItWent, showBeats } from './SegmentBeats.tsx';
import { SegmentCard } from './SegmentCard.tsx';
import { ShowFanComments } from './ShowFanComments.tsx';
import { fansText, Figure, ShowNotFound } from './ShowFigures.tsx';
import { AttendanceBreakdown } from '#client/components/shows/AttendanceBreakdown.tsx';
import { showDate, signed, useShowLookup, type ShowView } from './showView.ts';

function MoneyRow({ label, value, tone, strong, testId }: { label: string; value: number; tone?: 'plus' | 'minus' | 'total'; strong?: boolean; testId?: string }) {
  const shown = tone === 'minus' ? `−${formatUsd(Math.abs(value))}` : formatUsd(value);
  return (
    <div className={cx('flex items-baseline justify-between gap-4 py-2', strong && 'border-t border-line-strong pt-3')}>
      <dt className={cx('text-sm', strong ? 'font-bold text-ink' : 'text-ink-muted')}>{label}</dt>
      <dd
        className={cx(
          'font-semibold tabular-nums',
          tone === 'minus' && 'text-danger-strong',
          tone === 'total' && (value >= 0 ? 'text-success' : 'text-danger-strong'),
          strong && 'text-lg font-black',
        )}
        data-testid={testId}
      >
        {shown}
      </dd>
    </div>
  );
}

/** A federation's name as the summary shows it (yours, or any federation's public face). */
function federationName(state: Snapshot<GameMirror>, id: string): string {
  return state.federation.id === id ? state.federation.name : (state.federations[id]?.name ?? 'A former federation');
}

function Summary({ show, state }: { show: ShowView; state: Snapshot<GameMirror> }) {
  const result = show.result;
  // A joint show's card holds the other federation's wrestlers too: their names come from its roster.
  const { roster } = useBookingRoster(state, show.id, result?.jointShow !== undefined);
  // How each segment went: cheap to tell (a few beats per segment), so told on each render.
  const beats = showBeats(show.id, show.segments, roster, state.championships);
  if (!result) {
    return (
      <GamePage testId="show-summary">
        <Card className="flex flex-col items-start gap-3" data-testid="summary-not-run">
          <h1 className="text-2xl font-black tracking-tight">{show.name}</h1>
          <p className="text-sm text-ink-muted">This show has not been run yet: its results appear here once the night is over.</p>
          <div className="flex flex-wrap gap-2">
            <Link href="/shows" className={buttonClass('secondary')}>
              Back to Shows
            </Link>
            <Link href={`/shows/${show.id}/run`} className={buttonClass('primary')}>
              <Play aria-hidden="true" className="size-4" />
              Go to the show
            </Link>
          </div>
        </Card>
      </GamePage>
    );
  }
  const beat = result.rating.value - result.expectedRating;
  return (
    <GamePage testId="show-summary">
      <div className="flex flex-col gap-3">
        <Link href="/shows" className="inline-flex w-fit items-center gap-1 rounded-md text-sm font-semibold text-ink-muted hover:text-ink">
          <ArrowLeft aria-hidden="true" className="size-4" />
          Shows
        </Link>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="flex min-w-0 flex-col gap-1">
            <Badge className="w-fit">Show results</Badge>
            <h1 className="text-2xl font-black tracking-tight uppercase italic sm:text-3xl" data-testid="summary-name">
              {show.name}
            </h1>
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted">
              <span className="inline-flex items-center gap-1">
                <CalendarDays aria-hidden="true" className="size-4 text-ink-subtle" />
                {showDate(show)}
              </span>
              <span className="inline-flex items-center gap-1">
                <MapPin aria-hidden="true" className="size-4 text-ink-subtle" />
                {show.venue}
              </span>
              <span className="inline-flex items-center gap-1">
                <Ticket aria-hidden="true" className="size-4 text-ink-subtle" />
                {formatUsd(show.ticketPrice)} a ticket
              </span>
            </p>
          </div>
        </div>
      </div>

      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <Card highlight className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <div className="flex flex-col">
              <span className="text-[11px] font-semibold tracking-wider text-ink-subtle uppercase">Show rating</span>
              <span className="text-5xl leading-none font-black text-gold tabular-nums" data-testid="summary-rating">
                {formatStars(result.rating.value)}
              </span>
            </div>
            <StarMeter value={result.rating.value} className="[&>span]:size-6 [&>span]:text-2xl [&>span]:leading-6" />
          </div>
          <p className="text-sm text-ink-muted" data-testid="summary-expected">
            Expected {formatStars(result.expectedRating)}, delivered {formatStars(result.rating.value)} ({signed(beat, 2)}). Fans bought their tickets on the announced card's expected
            rating, so it set the attendance; the night's own rating moved your popularity.
          </p>
          <RatingBreakdown rating={result.rating} totalLabel="Show rating" testId="summary-breakdown" className="rounded-xl border border-line bg-canvas/40 p-3" />
        </Card>

        <div className="flex flex-col gap-4">
          <div className="grid grid-cols-2 gap-2 sm:gap-3">
            <Figure label="Fans" value={fansText(result.attendance, result.capacity)} testId="summary-attendance" className={result.viewership > 0 ? '' : 'col-span-2'} />
            {result.viewership > 0 && <Figure label="TV viewers" value={result.viewership.toLocaleString('en-US')} testId="summary-viewership" />}
            <Figure label="Popularity" value={signed(result.popularityChange)} tone={result.popularityChange >= 0 ? 'success' : 'danger'} testId="summary-popularity" />
            <Figure label="Profit" value={formatUsd(result.profit)} tone={result.profit >= 0 ? 'success' : 'danger'} testId="summary-profit" />
          </div>
          <Card padded={false} className="px-4 py-2 sm:px-5">
            <h2 className="pt-2 text-[11px] font-semibold tracking-wider text-ink-subtle uppercase">Money of the night</h2>
            <dl className="divide-y divide-line/70">
              {result.jointShowRevenue !== undefined ? (
                <MoneyRow label="Joint show (your share)" value={result.jointShowRevenue} testId="summary-joint-share" />
              ) : (
                <MoneyRow label="Tickets" value={result.ticketRevenue} testId="summary-tickets" />
              )}
              <MoneyRow label="Merchandise (your share)" value={result.merchandiseRevenue} testId="summary-merchandise" />
              {result.tvRevenue > 0 && <MoneyRow label="TV deal (this episode)" value={result.tvRevenue} testId="summary-tv" />}
              <MoneyRow label="Revenue" value={result.revenue} testId="summary-revenue" />
              <MoneyRow label="Night costs (licensing and fees)" value={result.costs} tone="minus" testId="summary-costs" />
              <MoneyRow label="Venue rental (paid when booked)" value={show.rentalPaid} tone="minus" testId="summary-rental" />
              <MoneyRow label="Profit" value={result.profit} tone="total" strong />
            </dl>
          </Card>
          {result.jointShow && <JointIncomeCard income={result.jointShow} names={(id) => federationName(state, id)} />}
          {result.attendanceBreakdown && (
            <Card padded={false} className="px-4 py-3 sm:px-5">
              <h2 className="text-[11px] font-semibold tracking-wider text-ink-subtle uppercase">Why {result.attendance.toLocaleString('en-US')} fans came</h2>
              <AttendanceBreakdown breakdown={result.attendanceBreakdown} totalLabel="Fans" className="mt-2" testId="summary-attendance-breakdown" />
            </Card>
          )}
          {result.popularityParts && (
            <Card padded={false} className="px-4 py-3 sm:px-5">
              <h2 className="text-[11px] font-semibold tracking-wider text-ink-subtle uppercase">Why popularity {signed(result.popularityChange, 2)}</h2>
              <ul className="mt-2 flex flex-col gap-1 text-sm" data-testid="summary-popularity-parts">
                {result.popularityParts.map((part) => (
                  <li key={part.label} className="flex items-start justify-between gap-3">
                    <span className="min-w-0 text-ink-muted">{part.label}</span>
                    <span className={cx('shrink-0 font-semibold tabular-nums', part.amount < 0 ? 'text-danger-strong' : 'text-success')}>{signed(part.amount, 2)}</span>
                  </li>
                ))}
              </ul>
            </Card>
          )}
          <ShowFanComments showId={show.id} />
        </div>
      </div>

      <section aria-labelledby="segments-heading" className="flex flex-col gap-4">
        <h2 id="segments-heading" className="text-lg font-black tracking-tight uppercase italic">
          The card, segment by segment
        </h2>
        {show.segments.map((segment, index) => (
          <SegmentCard
            key={segment.id}
            segment={segment}
            index={index}
            total={show.segments.length}
            roster={roster}
            titles={state.championships}
            testId="summary-segment"
            showChanges
            beats={<HowItWent beats={beats[index] ?? []} />}
          />
        ))}
      </section>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Link href="/dashboard" className={buttonClass('secondary')}>
          Back to Dashboard
        </Link>
        <Link href="/shows" className={buttonClass('primary')} data-testid="summary-back">
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Shows
        </Link>
      </div>
    </GamePage>
  );
}

function SummaryLookup({ showId, state }: { showId: string; state: Snapshot<GameMirror> }) {
  const lookup = useShowLookup(showId, state.shows[showId]);
  if (lookup.status === 'loading') {
    return (
      <GamePage testId="show-summary">
        <div className="flex items-center justify-center gap-3 py-20 text-ink-muted" data-testid="summary-loading">
          <Spinner />
          Loading the show…
        </div>
      </GamePage>
    );
  }
  if (lookup.status === 'missing') {
    return (
      <GamePage testId="show-summary">
        <ShowNotFound message={lookup.message} />
      </GamePage>
    );
  }
  return <Summary show={lookup.show} state={state} />;
}

export function ShowSummaryPage({ showId }: { showId: string }) {
  return <GameStateGate>{(state) => <SummaryLookup showId={showId} state={state} />}</GameStateGate>;
}
