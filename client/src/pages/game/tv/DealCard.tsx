// An active broadcast deal: the network, the show it airs (or a warning with a picker when it has none),
// payment, weeks left, targets, misses in a row, earnings and the episodes so far (chart and table);
// and an ended deal, muted, with how it ended.
import { Check, Minus, Tv, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { Badge } from '#client/components/Badge.tsx';
import { Button } from '#client/components/Button.tsx';
import { Card } from '#client/components/Card.tsx';
import { Notice } from '#client/components/Notice.tsx';
import { cx } from '#client/lib/cx.ts';
import { formatUsd } from '#client/lib/format.ts';
import { runGameAction } from '#client/net/gameActions.ts';
import type { ShowMirror } from '#client/state/game.ts';
import { MISSES_BEFORE_CANCEL } from '#shared/rules/tv.ts';
import { formatDate } from '#shared/rules/calendar.ts';
import { selectClass } from '../shows/list/fields.tsx';
import { EpisodesChart } from './EpisodesChart.tsx';
import { dateOfWeek, dealShowState, formatPayment, formatViewers, plural, shortDate, type BroadcastDeal, type EpisodeRecord } from './tvData.ts';

export interface CalendarNow {
  week: number;
  month: string;
  year: number;
  totalWeeksProgressed: number;
}

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-[11px] font-semibold tracking-wider text-ink-subtle uppercase">{label}</dt>
      <dd className="text-sm font-bold tabular-nums text-ink" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

function Tick({ met, what }: { met: boolean; what: string }) {
  return met ? (
    <span className="inline-flex items-center text-success" title={`${what} met`}>
      <Check aria-hidden="true" className="size-4" />
      <span className="sr-only">{what} met</span>
    </span>
  ) : (
    <span className="inline-flex items-center text-danger-strong" title={`${what} missed`}>
      <X aria-hidden="true" className="size-4" />
      <span className="sr-only">{what} missed</span>
    </span>
  );
}

/** The show an episode aired: its recorded name, else the synced show's (records from before names were kept). */
export function episodeShowName(e: EpisodeRecord, shows: Readonly<Record<string, Readonly<ShowMirror>>>): string {
  if (!e.showId) return 'No episode aired';
  return e.showName ?? shows[e.showId]?.name ?? 'Episode aired';
}

/** A figure's label, shown inside the cell on phones, where each episode is a card instead of a table row. */
function CellLabel({ children }: { children: ReactNode }) {
  return <span className="block text-[11px] font-semibold tracking-wider text-ink-subtle uppercase sm:hidden">{children}</span>;
}

const cellClass = 'px-3 py-2 max-sm:p-0';

function EpisodesTable({ episodes, calendar, shows }: { episodes: readonly EpisodeRecord[]; calendar: CalendarNow; shows: Readonly<Record<string, Readonly<ShowMirror>>> }) {
  // A table from sm up; below, each row lays out as a card (date and show, then a 2x2 grid of figures) so
  // payment and targets show without a sideways scroll.
  return (
    <div className="relative rounded-xl border border-line sm:overflow-x-auto sm:[contain:inline-size]">
      <table className="w-full text-sm max-sm:block sm:min-w-[28rem]" data-testid="deal-episodes">
        <caption className="sr-only">Episodes aired under this deal, newest first</caption>
        <thead className="bg-raised/60 text-left text-[11px] tracking-wider text-ink-subtle uppercase max-sm:hidden">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              Week
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Viewers
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Rating
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Payment
            </th>
            <th scope="col" className="px-3 py-2 text-center font-semibold">
              Targets
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line max-sm:block">
          {episodes.toReversed().map((e) => (
            <tr key={e.weekIndex} className="max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-4 max-sm:gap-y-2 max-sm:px-3 max-sm:py-3" data-testid="deal-episode">
              <th scope="row" className={cx(cellClass, 'text-left font-medium text-ink max-sm:col-span-2 sm:whitespace-nowrap')}>
                {shortDate(dateOfWeek(calendar, e.weekIndex))}
                <span className="block text-xs font-normal break-words text-ink-subtle" data-testid="episode-show">
                  {episodeShowName(e, shows)}
                </span>
              </th>
              <td className={cx(cellClass, 'tabular-nums sm:text-right')}>
                <CellLabel>Viewers</CellLabel>
                {e.showId ? formatViewers(e.viewership) : '—'}
              </td>
              <td className={cx(cellClass, 'tabular-nums sm:text-right')}>
                <CellLabel>Rating</CellLabel>
                {e.showId ? `${e.rating.toFixed(1)}★` : '—'}
              </td>
              <td className={cx(cellClass, 'tabular-nums sm:text-right')} data-testid="episode-payment">
                <CellLabel>Payment</CellLabel>
                {formatUsd(e.payment)}
              </td>
              <td className={cellClass} data-testid="episode-targets">
                <CellLabel>Targets</CellLabel>
                <span className="flex items-center gap-2 text-xs text-ink-subtle sm:justify-center">
                  <span className="inline-flex items-center gap-0.5">
                    ★<Tick met={e.metRating} what="Rating target" />
                  </span>
                  <span className="inline-flex items-center gap-0.5">
                    Viewers<Tick met={e.metViewership} what="Viewership target" />
                  </span>
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function AssignShow({ deal, candidates }: { deal: BroadcastDeal; candidates: readonly Readonly<ShowMirror>[] }) {
  const [picked, setPicked] = useState(candidates[0]?.id ?? '');
  const [busy, setBusy] = useState(false);
  const showId = candidates.some((s) => s.id === picked) ? picked : (candidates[0]?.id ?? '');
  if (candidates.length === 0) {
    return (
      <Link href="/shows?create=1" className="text-sm font-semibold text-gold hover:underline">
        Create a weekly show
      </Link>
    );
  }
  async function assign() {
    setBusy(true);
    await runGameAction('assignTvDeal', { dealId: deal.id, showId }, { title: 'Show assigned', description: `${candidates.find((s) => s.id === showId)?.name ?? 'The show'} now airs on this network.` });
    setBusy(false);
  }
  return (
    <div className="flex w-full flex-col gap-2 sm:flex-row sm:items-end">
      <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm font-medium text-ink">
        Weekly show to air
        <select value={showId} onChange={(e) => setPicked(e.target.value)} className={selectClass} data-testid={`assign-deal-show-${deal.id}`}>
          {candidates.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name} · {formatDate(s)}
            </option>
          ))}
        </select>
      </label>
      <Button onClick={() => void assign()} disabled={busy || !showId} busy={busy} data-testid={`assign-deal-${deal.id}`}>
        Air this show
      </Button>
    </div>
  );
}

export interface DealCardProps {
  deal: BroadcastDeal;
  networkName: string;
  calendar: CalendarNow;
  shows: Readonly<Record<string, Readonly<ShowMirror>>>;
  /** Weekly shows the deal could move to. */
  candidates: readonly Readonly<ShowMirror>[];
}

export function DealCard({ deal, networkName, calendar, shows, candidates }: DealCardProps) {
  const now = calendar.totalWeeksProgressed;
  const weeksLeft = Math.max(0, deal.endWeek - now + 1);
  const weekOf = Math.min(deal.lengthWeeks, Math.max(1, now - deal.startWeek + 1));
  const showState = dealShowState(deal, shows, now);
  const aired = deal.performanceHistory.filter((e) => e.showId);
  const missesLeft = MISSES_BEFORE_CANCEL - deal.missedInARow;
  const points = aired.map((e) => {
    const date = dateOfWeek(calendar, e.weekIndex);
    return { label: `W${date.week} ${date.month.slice(0, 3)}`, date: formatDate(date), viewers: e.viewership, rating: e.rating, met: e.metRating && e.metViewership };
  });

  return (
    <Card highlight padded={false} className="flex flex-col" data-testid="tv-deal" data-deal-id={deal.id}>
      <div className="flex flex-wrap items-start justify-between gap-3 border-b border-line px-5 py-4 sm:px-6">
        <div className="flex min-w-0 items-center gap-3">
          <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-gold-soft text-gold">
            <Tv aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0">
            <h3 className="truncate text-lg font-bold" data-testid="deal-network">
              {networkName}
            </h3>
            <p className="text-sm text-ink-muted">
              Week {weekOf} of {deal.lengthWeeks} · ends {formatDate(dateOfWeek(calendar, deal.endWeek))}
            </p>
          </div>
        </div>
        <Badge tone="success">On air</Badge>
      </div>

      <div className="flex flex-col gap-4 px-5 py-4 sm:px-6">
        <div className="flex flex-col gap-2" data-testid="deal-show">
          {showState.kind === 'upcoming' && (
            <p className="text-sm text-ink-muted">
              Airs{' '}
              <Link href={`/shows/${showState.show.id}/book`} className="font-semibold text-gold hover:underline">
                {showState.show.name}
              </Link>
              {showState.show.weekIndex === now ? ' this week' : ` on ${formatDate(showState.show)}`}.
            </p>
          )}
          {showState.kind === 'upcoming' && showState.show.weekIndex > now && (
            <Notice tone="warning">No episode airs this week: a week without an episode counts as a miss.</Notice>
          )}
          {showState.kind === 'aired' && (
            <p className="text-sm text-ink-muted">
              This week&apos;s episode aired ({showState.show.name}). Its weekly show is booked again for next week at the week advance.
            </p>
          )}
          {showState.kind === 'missing' && (
            <Notice tone="danger" title="No show to air: pick a weekly show" data-testid={`deal-no-show-${deal.id}`} actions={<AssignShow deal={deal} candidates={candidates} />}>
              {showState.show ? `${showState.show.name} has already run and no new episode is booked.` : 'The show this deal aired was cancelled.'}{' '}
              {candidates.length === 0 ? 'You have no weekly show that has not run yet: create one, then come back to assign it.' : 'Every week without an episode counts as a miss.'}
            </Notice>
          )}
        </div>

        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3 lg:grid-cols-[minmax(0,1.6fr)_repeat(5,minmax(0,1fr))]">
          <Fact label="Payment" testId="deal-payment">
            {formatPayment(deal.paymentStructure, deal.paymentAmount)}
          </Fact>
          <Fact label="Weeks left" testId="deal-weeks-left">
            {weeksLeft} / {deal.lengthWeeks}
          </Fact>
          <Fact label="Rating target">{deal.minimumShowRatingTarget.toFixed(1)}★</Fact>
          <Fact label="Viewers target">{formatViewers(deal.minimumViewershipTarget)}</Fact>
          <Fact label="Missed in a row" testId="deal-missed">
            <span className={cx(deal.missedInARow > 0 && 'text-danger-strong')}>
              {deal.missedInARow} / {MISSES_BEFORE_CANCEL}
            </span>
          </Fact>
          <Fact label="Earned" testId="deal-earnings">
            <span className="text-gold">{formatUsd(deal.totalEarnings)}</span>
          </Fact>
        </dl>

        {deal.missedInARow > 0 && (
          <Notice tone="danger" title={`Missed targets ${plural(deal.missedInARow, 'week')} in a row`} data-testid="deal-miss-warning">
            {missesLeft} more miss{missesLeft === 1 ? '' : 'es'} in a row and the deal is cancelled. Meet both targets ({deal.minimumShowRatingTarget.toFixed(1)}★ and {formatViewers(deal.minimumViewershipTarget)} viewers) to reset the count.
          </Notice>
        )}

        <div className="flex flex-col gap-3">
          <h4 className="text-sm font-semibold text-ink">Episodes</h4>
          {deal.performanceHistory.length === 0 ? (
            <p className="text-sm text-ink-muted" data-testid="deal-no-episodes">
              No episode yet. Each week&apos;s episode is judged at the week advance: it must rate {deal.minimumShowRatingTarget.toFixed(1)}★ and draw {formatViewers(deal.minimumViewershipTarget)} viewers.
            </p>
          ) : (
            <>
              {points.length > 0 && <EpisodesChart points={points} target={deal.minimumViewershipTarget} />}
              <EpisodesTable episodes={deal.performanceHistory} calendar={calendar} shows={shows} />
            </>
          )}
        </div>
      </div>
    </Card>
  );
}

export function EndedDealRow({ deal, networkName, renewalWaiting, calendar }: { deal: BroadcastDeal; networkName: string; renewalWaiting: boolean; calendar: CalendarNow }) {
  const aired = deal.performanceHistory.filter((e) => e.showId).length;
  const hits = deal.performanceHistory.filter((e) => e.metRating && e.metViewership).length;
  const lastWeek = deal.performanceHistory.at(-1)?.weekIndex ?? deal.endWeek;
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-xl border border-line bg-surface/50 px-4 py-3 text-sm text-ink-muted" data-testid="tv-ended-deal" data-deal-id={deal.id}>
      <div className="flex min-w-0 items-center gap-2">
        <Minus aria-hidden="true" className="size-4 shrink-0 text-ink-subtle" />
        <span className="font-semibold text-ink">{networkName}</span>
        {deal.endedReason === 'cancelled' ? <Badge tone="danger">Cancelled</Badge> : <Badge>Ended</Badge>}
      </div>
      <span className="tabular-nums">
        {deal.endedReason === 'cancelled'
          ? `Cancelled ${formatDate(dateOfWeek(calendar, lastWeek))} after ${MISSES_BEFORE_CANCEL} misses in a row`
          : `Ran its ${deal.lengthWeeks} weeks${renewalWaiting ? ': renewal offer waiting below' : ''}`}{' '}
        · {hits} of {aired} on target · earned {formatUsd(deal.totalEarnings)}
      </span>
    </li>
  );
}
