// One segment of a show, as the run page reveals it and the summary lists it: its place on the card,
// type and title, the participants (winners marked), then the result: outcome and finish, the title
// outcome, the crowd, the stars with a collapsible breakdown, each wrestler's changes and injuries.
import { ChevronDown, Crown, HeartPulse, Mic, Swords, Trophy } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import type { Snapshot } from 'valtio';
import { Badge } from '#client/components/Badge.tsx';
import { RatingBreakdown, StarMeter } from '#client/components/shows/RatingBreakdown.tsx';
import { WrestlerAvatar, WrestlerPortrait } from '#client/components/WrestlerAvatar.tsx';
import { cx } from '#client/lib/cx.ts';
import type { WrestlerMirror } from '#client/state/game.ts';
import { formatStars, type Segment } from '../showData.ts';
import { matchOutcome, segmentKindLabel, sidesOfSegment, signed, titleOutcome, wrestlerName, type Roster, type Titles } from './showView.ts';

function Portrait({ id, name, roster, size }: { id: string; name: string; roster: Roster; size: number }) {
  const member: Snapshot<WrestlerMirror> | undefined = roster[id];
  return member ? <WrestlerPortrait wrestler={member} size={size} className="rounded-lg" /> : <WrestlerAvatar id={id} name={name} size={size} className="rounded-lg" />;
}

/** The participants, side against side; the winning side in gold with a crown. */
export function SegmentParticipants({ segment, roster, compact = false, hideResult = false }: { segment: Segment; roster: Roster; compact?: boolean; hideResult?: boolean }) {
  const result = segment.kind === 'match' && !hideResult ? segment.result : null;
  const winners = new Set(result?.winners ?? []);
  const sides = sidesOfSegment(segment);
  const size = compact ? 32 : 40;
  return (
    <ul className="flex flex-wrap items-center gap-x-2 gap-y-2" aria-label="Participants">
      {sides.map((side, sideIndex) => (
        <li key={sideIndex} className="flex flex-wrap items-center gap-2">
          {sideIndex > 0 && segment.kind === 'match' && (
            <span aria-hidden="true" className="px-1 text-xs font-black tracking-widest text-ink-subtle uppercase italic">
              vs.
            </span>
          )}
          {side.map((id) => {
            const name = wrestlerName(id, roster, segment);
            const won = winners.has(id);
            return (
              <span
                key={id}
                className={cx('flex min-w-0 items-center gap-2 rounded-xl border py-1 pr-3 pl-1', won ? 'border-gold/50 bg-gold-soft' : 'border-line bg-raised/60')}
                data-testid="segment-participant"
                data-winner={won || undefined}
              >
                <Portrait id={id} name={name} roster={roster} size={size} />
                <span className={cx('truncate text-sm font-semibold', won && 'text-gold')}>{name}</span>
                {won && (
                  <>
                    <Trophy aria-hidden="true" className="size-4 shrink-0 text-gold" data-icon="winner" />
                    <span className="sr-only">(winner)</span>
                  </>
                )}
              </span>
            );
          })}
        </li>
      ))}
    </ul>
  );
}

/** Stars as the meter and the number, with the breakdown behind a toggle. */
export function SegmentStars({ segment, testId = 'segment-breakdown' }: { segment: Segment; testId?: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rating = segment.result?.rating;
  if (!rating) return null;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <StarMeter value={rating.value} className="[&>span]:size-5 [&>span]:text-xl [&>span]:leading-5" />
        <span className="text-2xl font-black text-gold tabular-nums" data-testid="segment-stars">
          {formatStars(rating.value)}
        </span>
        <button
          type="button"
          className="ml-auto inline-flex items-center gap-1 rounded-md px-2 py-1 text-xs font-semibold text-ink-muted hover:bg-raised hover:text-ink"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          data-testid="segment-breakdown-toggle"
        >
          {open ? 'Hide' : 'Why'} {formatStars(rating.value)} stars
          <ChevronDown aria-hidden="true" className={cx('size-4 transition-transform', open && 'rotate-180')} />
        </button>
      </div>
      <div id={panelId} hidden={!open}>
        {open && <RatingBreakdown rating={rating} testId={testId} className="rounded-xl border border-line bg-canvas/50 p-3" />}
      </div>
    </div>
  );
}

function Changes({ segment }: { segment: Segment }) {
  const changes = segment.result?.changes ?? [];
  if (!changes.length) return null;
  return (
    <div className="flex flex-col gap-1.5">
      <h4 className="text-[11px] font-semibold tracking-wider text-ink-subtle uppercase">Wrestlers</h4>
      <table className="w-full text-sm" data-testid="segment-changes">
        <thead className="sr-only">
          <tr>
            <th scope="col">Wrestler</th>
            <th scope="col">Popularity</th>
            <th scope="col">Morale</th>
          </tr>
        </thead>
        <tbody>
          {changes.map((change) => (
            <tr key={change.wrestlerId} className="border-t border-line/60 align-top first:border-t-0">
              <th scope="row" className="py-1 pr-2 text-left font-medium">
                {change.name}
                {change.reasons && change.reasons.length > 0 && (
                  <span className="block text-xs font-normal text-ink-muted" data-testid="change-reasons">
                    {change.reasons.map((reason) => `${reason.label} ${signed(reason.amount, 2)}`).join(' · ')}
                  </span>
                )}
              </th>
              <td className={cx('py-1 pr-2 text-right whitespace-nowrap tabular-nums', change.popularity >= 0 ? 'text-success' : 'text-danger-strong')}>{signed(change.popularity)} pop.</td>
              <td className={cx('py-1 text-right whitespace-nowrap tabular-nums', change.morale >= 0 ? 'text-success' : 'text-danger-strong')}>{signed(change.morale, 0)} morale</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function SegmentInjuries({ segment }: { segment: Segment }) {
  const injuries = segment.result?.injuries ?? [];
  if (!injuries.length) return null;
  return (
    <ul className="flex flex-col gap-1" data-testid="segment-injuries">
      {injuries.map((injury) => (
        <li key={injury.wrestlerId} className="flex items-center gap-2 rounded-lg border border-danger/30 bg-danger-soft px-3 py-1.5 text-sm">
          <HeartPulse aria-hidden="true" className="size-4 shrink-0 text-danger-strong" />
          <span>
            <strong className="font-semibold">{injury.name}</strong> is injured: out for {injury.weeks} {injury.weeks === 1 ? 'week' : 'weeks'}.
          </span>
        </li>
      ))}
    </ul>
  );
}

/** What happened: the winners and finish (or the promo), and the title line. */
export function SegmentOutcome({ segment, roster, titles }: { segment: Segment; roster: Roster; titles: Titles }) {
  const names = (id: string) => wrestlerName(id, roster, segment);
  if (segment.kind === 'promo') {
    return segment.result ? <p className="text-base font-bold">{segment.participants.length > 1 ? 'The segment is in the books' : 'The promo is delivered'}</p> : null;
  }
  const result = segment.result;
  if (!result) return null;
  const title = titleOutcome(result, names, titles);
  return (
    <div className="flex flex-col gap-2">
      <p className="text-base font-bold sm:text-lg" data-testid="segment-outcome">
        {matchOutcome(result, names)}
      </p>
      {title && (
        <p
          className={cx('flex items-start gap-2 rounded-xl border px-3 py-2 text-sm', title.tone === 'gold' ? 'border-gold/50 bg-gold-soft' : 'border-line bg-raised/60')}
          data-testid="segment-title-outcome"
        >
          <Crown aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold" data-icon="champion" />
          <span>
            <strong className={cx('mr-1 font-black uppercase', title.tone === 'gold' ? 'text-gold' : 'text-ink')}>{title.headline}</strong>
            {title.text}
          </span>
        </p>
      )}
    </div>
  );
}

export interface SegmentCardProps {
  segment: Segment;
  index: number;
  total: number;
  roster: Roster;
  titles: Titles;
  /** building: participants only with an "in progress" line; shown: everything. */
  stage?: 'building' | 'shown';
  showChanges?: boolean;
  testId: string;
  /** Extra content under the header (the run page's progress). */
  aside?: ReactNode;
  /** How the segment went (its beats): played under the "under way" line, then kept under the crowd line. */
  beats?: ReactNode;
  className?: string;
}

export function SegmentCard({ segment, index, total, roster, titles, stage = 'shown', showChanges = false, testId, aside, beats, className }: SegmentCardProps) {
  const isMain = index === total - 1;
  const Icon = segment.kind === 'match' ? Swords : Mic;
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className={cx('flex flex-col gap-4 rounded-card border bg-surface p-4 shadow-card sm:p-5', isMain ? 'border-gold/40' : 'border-line', className)}
      data-testid={testId}
      data-stage={stage}
    >
      <header className="flex flex-wrap items-start gap-x-3 gap-y-2">
        <span className={cx('grid size-10 shrink-0 place-items-center rounded-xl border', isMain ? 'border-gold/40 bg-gold-soft text-gold' : 'border-line bg-raised text-ink-muted')}>
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <div className="flex flex-wrap items-center gap-2 text-[11px] font-semibold tracking-wider text-ink-subtle uppercase">
            <span>
              Segment {index + 1} of {total}
            </span>
            <span aria-hidden="true">·</span>
            <span>{segmentKindLabel(segment)}</span>
            {isMain && <Badge tone="gold">Main event</Badge>}
            {segment.kind === 'match' && segment.championshipId && <Badge tone="gold">Title match</Badge>}
            {segment.kind === 'match' && segment.isExhibition && <Badge>Exhibition</Badge>}
          </div>
          <h3 id={headingId} className="text-base leading-snug font-bold sm:text-lg" data-testid="segment-title">
            {segment.title}
          </h3>
        </div>
        {aside}
      </header>

      <SegmentParticipants segment={segment} roster={roster} hideResult={stage === 'building'} />

      {stage === 'building' ? (
        <>
        <p className="flex items-center gap-2 text-sm font-semibold text-ink-muted" data-testid="segment-in-progress">
          <span aria-hidden="true" className="flex gap-1">
            <span className="size-1.5 rounded-full bg-gold motion-safe:animate-pulse" />
            <span className="size-1.5 rounded-full bg-gold motion-safe:animate-pulse [animation-delay:150ms]" />
            <span className="size-1.5 rounded-full bg-gold motion-safe:animate-pulse [animation-delay:300ms]" />
          </span>
          {segment.kind === 'match' ? 'The match is under way…' : 'The segment is under way…'}
        </p>
        {beats}
        </>
      ) : (
        segment.result && (
          <div className="flex flex-col gap-3 motion-safe:animate-slide-up">
            <SegmentOutcome segment={segment} roster={roster} titles={titles} />
            <p className="border-l-2 border-gold/50 pl-3 text-sm text-ink-muted italic" data-testid="segment-crowd">
              {segment.result.crowd}
            </p>
            {beats}
            <SegmentStars segment={segment} />
            {showChanges && <Changes segment={segment} />}
            <SegmentInjuries segment={segment} />
          </div>
        )
      )}
    </article>
  );
}
