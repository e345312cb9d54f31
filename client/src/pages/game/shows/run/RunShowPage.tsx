// /shows/:id/run (bare): the night of a show. Before it is run: the card in order (main event last),
// what it is expected to draw, its problems and a Start button. Started, the room runs the whole show
// at once and this page plays the result back live, one segment at a time (Skip reveals the rest),
// ending on the show's rating. Each segment plays as beats (shared segmentBeats: the wrestlers' styles,
// the stipulation, near-falls, the finish) with a crowd meter that follows them and settles on its
// rating; Fast-forward jumps to the segment's result; reduced motion lists the beats plainly. A show
// already run (a reload, a link) shows its results at once: this page only ever runs a show when the
// player presses Start.
import { ArrowLeft, ArrowRight, FastForward, LayoutDashboard, MapPin, Pencil, Play, Radio, StepForward } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type ReactNode, type Ref } from 'react';
import { toast } from 'sonner';
import type { Snapshot } from 'valtio';
import { Link } from 'wouter';
import type { Beat } from '#shared/sim/shows/matchBeats.ts';
import { showRevenueLines, type Show } from '#shared/sim/shows/show.ts';
import { Badge } from '#client/components/Badge.tsx';
import { Button } from '#client/components/Button.tsx';
import { buttonClass } from '#client/components/buttonClass.ts';
import { Card } from '#client/components/Card.tsx';
import { GameTopBar } from '#client/components/GameTopBar.tsx';
import { Notice } from '#client/components/Notice.tsx';
import { RatingBreakdown, StarMeter } from '#client/components/shows/RatingBreakdown.tsx';
import { Spinner } from '#client/components/Spinner.tsx';
import { scrollApp } from '#client/lib/appScroll.ts';
import { cx } from '#client/lib/cx.ts';
import { formatUsd, labelList } from '#client/lib/format.ts';
import { requestCommand } from '#client/net/gameConnection.ts';
import type { GameMirror } from '#client/state/game.ts';
import { GameStateGate } from '#client/pages/game/GameStateGate.tsx';
import { useMediaQuery } from '#client/pages/game/roster/useMediaQuery.ts';
import { formatStars } from '../showData.ts';
import { BeatList, CrowdMeter, HowItWent, showBeats } from '../summary/SegmentBeats.tsx';
import { SegmentCard, SegmentParticipants } from '../summary/SegmentCard.tsx';
import { Figure, ShowNotFound } from '../summary/ShowFigures.tsx';
import { matchOutcome, segmentKindLabel, showDate, signed, useShowLookup, viewFromShow, wrestlerName, type Roster, type ShowView, type Titles } from '../summary/showView.ts';
import { useLiveReveal } from './useLiveReveal.ts';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function ShowHeading({ show, badge }: { show: ShowView; badge?: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap items-center gap-2">{badge}</div>
      <h1 className="text-2xl font-black tracking-tight uppercase italic sm:text-3xl" data-testid="run-show-name">
        {show.name}
      </h1>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-muted">
        <span>{showDate(show)}</span>
        <span aria-hidden="true" className="hidden sm:inline">
          ·
        </span>
        <span className="inline-flex items-center gap-1">
          <MapPin aria-hidden="true" className="size-4 text-ink-subtle" />
          {show.venue} ({show.venueCapacity.toLocaleString('en-US')} seats)
        </span>
      </p>
    </div>
  );
}

/** The card before the show: in order, the main event last, with each segment's expected stars. */
function PreShow({ show, state, starting, onStart }: { show: ShowView; state: Snapshot<GameMirror>; starting: boolean; onStart: () => void }) {
  const { segments, expected } = show;
  const thisWeek = show.weekIndex === state.calendar.totalWeeksProgressed;
  const hasMatch = segments.some((s) => s.kind === 'match');
  const problems = expected?.problems ?? [];
  const canStart = thisWeek && hasMatch && problems.length === 0;
  return (
    <div className="flex flex-col gap-6" data-testid="pre-show">
      <ShowHeading show={show} badge={<Badge tone="gold">Tonight</Badge>} />

      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3">
        <Figure
          className="col-span-2 sm:col-span-1"
          label="Expected rating"
          value={
            <span className="flex items-center gap-2">
              {formatStars(expected?.rating.value ?? 0)}
              <StarMeter value={expected?.rating.value ?? 0} />
            </span>
          }
          tone="gold"
          testId="expected-rating"
        />
        <Figure
          label="Expected fans"
          value={`${(expected?.attendance ?? 0).toLocaleString('en-US')} / ${show.venueCapacity.toLocaleString('en-US')}`}
          testId="expected-attendance"
          detail={`${show.venueCapacity > 0 ? Math.round(((expected?.attendance ?? 0) / show.venueCapacity) * 100) : 0}% full · tickets at ${formatUsd(show.ticketPrice)}`}
        />
        <Figure label="Ticket money" value={formatUsd(expected?.ticketRevenue ?? 0)} detail={`Night costs ${formatUsd(expected?.nightCosts ?? 0)}`} />
      </div>

      {!thisWeek && (
        <Notice tone="info" title="Not tonight" data-testid="run-not-this-week">
          {show.name} is scheduled for {showDate(show)}: it can be run in its week.
        </Notice>
      )}
      {problems.length > 0 && (
        <Notice tone="danger" title="Before the show can start" data-testid="run-problems">
          <ul className="list-disc pl-4">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </Notice>
      )}
      {thisWeek && !hasMatch && (
        <Notice tone="warning" title="No match booked" data-testid="run-empty-card">
          Book at least one match before running the show.
        </Notice>
      )}

      <section aria-labelledby="card-heading" className="flex flex-col gap-3">
        <h2 id="card-heading" className="text-sm font-bold tracking-wider text-ink-muted uppercase">
          Tonight's card
        </h2>
        {segments.length === 0 ? (
          <p className="rounded-card border border-dashed border-line p-6 text-center text-sm text-ink-muted">Nothing is booked yet.</p>
        ) : (
          <ol className="flex flex-col gap-2" data-testid="run-card">
            {segments.map((segment, index) => {
              const isMain = index === segments.length - 1;
              const stars = expected?.segments[index]?.value;
              return (
                <li
                  key={segment.id}
                  className={cx('grid grid-cols-[auto_minmax(0,1fr)] items-start gap-3 rounded-card border bg-surface p-4 sm:grid-cols-[auto_minmax(0,1fr)_auto] sm:items-center', isMain ? 'border-gold/40 shadow-glow' : 'border-line')}
                  data-testid="run-card-segment"
                >
                  <span className={cx('grid size-9 shrink-0 place-items-center rounded-lg text-sm font-black', isMain ? 'bg-gold text-gold-ink' : 'bg-raised text-ink-muted')} aria-hidden="true">
                    {index + 1}
                  </span>
                  <div className="flex min-w-0 flex-1 flex-col gap-2">
                    <div className="flex flex-wrap items-center gap-2">
                      {isMain && <Badge tone="gold">Main event</Badge>}
                      <span className="text-[11px] font-semibold tracking-wider text-ink-subtle uppercase">{segmentKindLabel(segment)}</span>
                    </div>
                    <p className="font-bold">{segment.title}</p>
                    <SegmentParticipants segment={segment} roster={state.roster} compact />
                  </div>
                  {stars !== undefined && (
                    <div className="col-start-2 flex shrink-0 items-center gap-2 sm:col-start-auto sm:flex-col sm:items-end">
                      <span className="sr-only">Expected rating:</span>
                      <StarMeter value={stars} />
                      <span className="text-sm font-bold text-gold tabular-nums">{formatStars(stars)}</span>
                    </div>
                  )}
                </li>
              );
            })}
          </ol>
        )}
      </section>

      <div className="sticky bottom-0 -mx-4 grid grid-cols-2 gap-2 border-t border-line/70 bg-canvas/90 px-4 py-3 backdrop-blur-md sm:static sm:mx-0 sm:flex sm:items-center sm:justify-end sm:border-0 sm:bg-transparent sm:p-0 sm:backdrop-blur-none">
        <Link href="/shows" className={buttonClass('ghost', 'sm', 'sm:h-11')}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Shows
        </Link>
        <Link href={`/shows/${show.id}/book`} className={buttonClass('secondary', 'sm', 'sm:h-11')}>
          <Pencil aria-hidden="true" className="size-4" />
          Edit the card
        </Link>
        <Button size="lg" className="order-first col-span-2 sm:order-none" onClick={onStart} disabled={!canStart || starting} busy={starting} data-testid="start-show">
          {!starting && <Play aria-hidden="true" className="size-5" />}
          {starting ? 'The doors are open…' : 'Start the show'}
        </Button>
      </div>
    </div>
  );
}

/** The night's result: rating with its breakdown, fans, money, popularity, and the ways on. */
function FinalPanel({ show, headingRef }: { show: ShowView; headingRef?: Ref<HTMLHeadingElement> }) {
  const result = show.result;
  if (!result) return null;
  return (
    <Card highlight className="flex flex-col gap-5 motion-safe:animate-slide-up" data-testid="run-final">
      <div className="flex flex-col items-center gap-2 text-center">
        <h2 ref={headingRef} tabIndex={-1} className="text-xs font-bold tracking-[0.2em] text-ink-muted uppercase outline-none">
          Final rating
        </h2>
        <p className="text-5xl font-black text-gold tabular-nums sm:text-6xl" data-testid="run-show-rating">
          {formatStars(result.rating.value)}
        </p>
        <StarMeter value={result.rating.value} className="[&>span]:size-7 [&>span]:text-3xl [&>span]:leading-7" />
        <p className="text-sm text-ink-muted">
          The card was expected to rate {formatStars(result.expectedRating)}: {result.rating.value >= result.expectedRating ? 'the fans got more than they paid for.' : 'the fans expected more.'}
        </p>
      </div>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4 sm:gap-3">
        <Figure
          label="Fans"
          value={`${result.attendance.toLocaleString('en-US')} / ${result.capacity.toLocaleString('en-US')}`}
          detail={`${result.capacity > 0 ? Math.round((result.attendance / result.capacity) * 100) : 0}% of the seats`}
          testId="run-attendance"
        />
        <Figure label="Popularity" value={signed(result.popularityChange)} testId="run-popularity" tone={result.popularityChange >= 0 ? 'success' : 'danger'} detail="Federation" />
        <Figure label="Revenue" value={formatUsd(result.revenue)} testId="run-revenue" tone="gold" detail={labelList(showRevenueLines(result).map((line) => line.label)) || 'Nothing sold'} />
        <Figure label="Profit" value={formatUsd(result.profit)} testId="run-profit" tone={result.profit >= 0 ? 'success' : 'danger'} detail="After costs and rental" />
      </div>
      <details className="group rounded-xl border border-line bg-canvas/40 px-4 py-3">
        <summary className="cursor-pointer text-sm font-semibold text-ink-muted select-none hover:text-ink">How the show rating was made</summary>
        <RatingBreakdown rating={result.rating} totalLabel="Show rating" testId="run-show-breakdown" className="mt-3" />
      </details>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-center">
        <Link href="/dashboard" className={buttonClass('secondary', 'lg')} data-testid="back-to-dashboard">
          <LayoutDashboard aria-hidden="true" className="size-5" />
          Back to Dashboard
        </Link>
        <Link href={`/show-summary/${show.id}`} className={buttonClass('primary', 'lg')} data-testid="to-summary">
          See the full summary
          <ArrowRight aria-hidden="true" className="size-5" />
        </Link>
      </div>
    </Card>
  );
}

function announcement(show: ShowView, visible: number, building: boolean, finished: boolean, roster: Roster, beat: Beat | undefined): string {
  if (finished && show.result) return `${show.name} is over: rated ${formatStars(show.result.rating.value)} stars before ${show.result.attendance.toLocaleString('en-US')} fans.`;
  const segment = show.segments[visible - 1];
  if (!segment) return '';
  const where = `Segment ${visible} of ${show.segments.length}`;
  if (building) return beat ? `${where}: ${beat.text}` : `${where}: ${segment.title} is under way.`;
  const stars = segment.result ? `${formatStars(segment.result.rating.value)} stars.` : '';
  if (segment.kind === 'match' && segment.result) return `${where}: ${matchOutcome(segment.result, (id) => wrestlerName(id, roster, segment))}. ${stars}`;
  return `${where}: ${segment.title}. ${stars}`;
}

/** The show played back: progress, the segments so far, Skip, then the final panel. */
function LiveShow({ show, roster, titles, replay }: { show: ShowView; roster: Roster; titles: Titles; replay: boolean }) {
  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  const total = show.segments.length;
  const beats = useMemo(() => showBeats(show.id, show.segments, roster, titles), [show.id, show.segments, roster, titles]);
  // Kept by value: a roster update during the show (the room's patch) must not restart the beat's timer.
  const countsKey = beats.map((segment) => segment.length).join(',');
  const beatCounts = useMemo(() => (countsKey ? countsKey.split(',').map(Number) : []), [countsKey]);
  const { visible, beat, building, finished, skip, skipSegment } = useLiveReveal(beatCounts, replay, reducedMotion);
  const shown = replay ? visible : total;
  const done = replay ? finished : true;
  const finalRef = useRef<HTMLHeadingElement>(null);
  const lastRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!replay || !done) return;
    // The final panel sits at the top: bring it (and the show's name above it) into view, then focus it.
    scrollApp({ top: 0, behavior: reducedMotion ? 'auto' : 'smooth' });
    finalRef.current?.focus({ preventScroll: true });
  }, [replay, done, reducedMotion]);

  // Keeps the newest segment in view while the show plays (runs after each reveal step).
  useEffect(() => {
    if (!replay || done) return;
    lastRef.current?.scrollIntoView?.({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'nearest' });
  });

  const progress = total > 0 ? (done ? 100 : ((shown - (building ? 0.5 : 0)) / total) * 100) : 100;
  // The crowd stands where the newest beat left it, and on the segment's rating once it is revealed.
  const current = show.segments[shown - 1];
  const playing = building ? beats[shown - 1]?.[beat - 1] : undefined;
  const crowd = playing ? playing.crowd : (current?.result?.rating.value ?? 0);
  return (
    <div className="flex flex-col gap-6" data-testid="live-show">
      <ShowHeading
        show={show}
        badge={
          done ? (
            <Badge>{replay ? 'Final' : 'Results'}</Badge>
          ) : (
            <Badge tone="danger">
              <Radio aria-hidden="true" className="size-3.5 motion-safe:animate-pulse" />
              Live
            </Badge>
          )
        }
      />

      <p className="sr-only" aria-live="polite" data-testid="live-announcer">
        {replay ? announcement(show, shown, building, done, roster, playing) : ''}
      </p>

      {!done && (
        <div className="sticky top-16 z-10 -mx-4 flex flex-col gap-2 border-y border-line/70 bg-canvas/90 px-4 py-3 backdrop-blur-md sm:mx-0 sm:rounded-card sm:border" data-testid="live-progress">
          <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
            <span className="text-sm font-bold tabular-nums" data-testid="live-progress-label">
              Segment {Math.max(shown, 1)} of {total}
            </span>
            <div className="flex items-center gap-2">
              <Button variant="ghost" size="sm" onClick={skipSegment} disabled={!building} aria-label="Fast-forward" title="Fast-forward to this segment's result" data-testid="fast-forward">
                <StepForward aria-hidden="true" className="size-4" />
                <span aria-hidden="true" className="hidden sm:inline">
                  Fast-forward
                </span>
              </Button>
              <Button variant="secondary" size="sm" onClick={skip} data-testid="skip-to-end">
                <FastForward aria-hidden="true" className="size-4" />
                Skip to the end
              </Button>
            </div>
          </div>
          <div className="h-1.5 overflow-hidden rounded-full bg-raised" role="progressbar" aria-label="Show progress" aria-valuemin={0} aria-valuemax={total} aria-valuenow={shown}>
            <div className="h-full rounded-full bg-gold transition-[width] duration-500" style={{ width: `${progress}%` }} />
          </div>
          <CrowdMeter level={crowd} className="pt-1" />
        </div>
      )}

      {done && <FinalPanel show={show} headingRef={finalRef} />}

      {!replay && (
        <Notice tone="info" title="This show has already been run">
          Here is how the night went. Every result is also in the full summary.
        </Notice>
      )}

      <section aria-label="Segments" className="flex flex-col gap-4">
        {show.segments.slice(0, shown).map((segment, index) => {
          const isLast = index === shown - 1;
          const playingNow = replay && isLast && building && !done;
          const segmentBeats = beats[index] ?? [];
          // Playing: the beats so far. Revealed: listed plainly with reduced motion (no animation to watch), else behind "How it went".
          const story = playingNow ? <BeatList beats={segmentBeats.slice(0, beat)} live /> : replay && reducedMotion ? <BeatList beats={segmentBeats} /> : <HowItWent beats={segmentBeats} />;
          return (
            <div key={segment.id} ref={isLast ? lastRef : undefined} className="scroll-mt-36">
              <SegmentCard
                segment={segment}
                index={index}
                total={total}
                roster={roster}
                titles={titles}
                stage={playingNow ? 'building' : 'shown'}
                beats={story}
                testId="live-segment"
                className={cx(replay && 'motion-safe:animate-slide-up')}
              />
            </div>
          );
        })}
      </section>
    </div>
  );
}

function RunShow({ state, showId }: { state: Snapshot<GameMirror>; showId: string }) {
  const mirror = state.shows[showId];
  const lookup = useShowLookup(showId, mirror);
  const [live, setLive] = useState<Show | null>(null);
  const [starting, setStarting] = useState(false);

  async function start() {
    setStarting(true);
    const result = await requestCommand('runShow', { showId });
    if (result.ok && result.answer.show) setLive(result.answer.show);
    else if (!result.ok) toast.error(result.rejected ? 'The show cannot start' : 'Error', { description: result.message });
    setStarting(false);
  }

  if (live) return <LiveShow show={viewFromShow(live)} roster={state.roster} titles={state.championships} replay />;
  if (lookup.status === 'loading') {
    return (
      <div className="flex flex-1 items-center justify-center gap-3 py-20 text-ink-muted" data-testid="run-loading">
        <Spinner />
        Loading the show…
      </div>
    );
  }
  if (lookup.status === 'missing') return <ShowNotFound message={lookup.message} />;
  const show = lookup.show;
  // While the room runs the show its synced copy may turn complete before the answer: stay on Start.
  if (show.isComplete && !starting) return <LiveShow show={show} roster={state.roster} titles={state.championships} replay={false} />;
  return <PreShow show={show} state={state} starting={starting} onStart={() => void start()} />;
}

export function RunShowPage({ showId }: { showId: string }) {
  return (
    <div className="arena-backdrop flex min-h-dvh flex-1 flex-col" data-testid="run-page">
      <GameTopBar />
      <main id="main" className="mx-auto flex w-full max-w-3xl flex-1 flex-col gap-6 px-4 py-6 sm:px-6 sm:py-10">
        <GameStateGate>{(state) => <RunShow state={state} showId={showId} />}</GameStateGate>
      </main>
    </div>
  );
}
