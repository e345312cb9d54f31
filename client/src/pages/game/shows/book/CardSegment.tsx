// One segment of the card on the booking page: its place (the last is the MAIN EVENT), title, format,
// wrestlers with portraits and sides, title on the line, exhibition, expected stars with their
// breakdown, and Edit / Remove / Move up / Move down. The grip drags it (dnd-kit, pointer or keyboard).
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, ChevronDown, Crown, Gavel, GripVertical, Mic, Pencil, Swords, Trash2 } from 'lucide-react';
import { Fragment, useState } from 'react';
import type { Rating } from '#shared/sim/shows/show.ts';
import { Badge } from '#client/components/Badge.tsx';
import { Button } from '#client/components/Button.tsx';
import { RatingBreakdown, StarMeter } from '#client/components/shows/RatingBreakdown.tsx';
import { WrestlerPortrait } from '#client/components/WrestlerAvatar.tsx';
import { cx } from '#client/lib/cx.ts';
import { formatStars, type Segment } from '../showData.ts';
import { FatigueBadge } from '#client/components/talent/FatigueBadge.tsx';
import { bookedFinishText, segmentKindLabel, segmentSides, wrestlerName, type Championships, type Roster } from './bookingData.ts';

export interface CardSegmentProps {
  segment: Segment;
  position: number;
  count: number;
  expected: Rating | undefined;
  roster: Roster;
  championships: Championships;
  busy: boolean;
  onEdit: () => void;
  onRemove: () => void;
  onMove: (delta: -1 | 1) => void;
}

function Participant({ id, roster }: { id: string; roster: Roster }) {
  const wrestler = roster[id];
  const name = wrestlerName(roster, id);
  return (
    <span className="flex min-w-0 items-center gap-2">
      {wrestler ? (
        <WrestlerPortrait wrestler={wrestler} size={36} className="size-9 rounded-lg" />
      ) : (
        <span aria-hidden="true" className="size-9 shrink-0 rounded-lg border border-line bg-raised" />
      )}
      <span className={cx('truncate text-sm font-semibold', !wrestler && 'text-danger-strong', wrestler && wrestler.status !== 'active' && 'text-danger-strong')}>{name}</span>
    </span>
  );
}

/** How tired each wrestler of the segment is before the show (a Tired or Exhausted one costs stars). */
function SegmentFatigue({ ids, roster }: { ids: readonly string[]; roster: Roster }) {
  const known = ids.filter((id) => roster[id]);
  if (known.length === 0) return null;
  return (
    <ul className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-ink-subtle" aria-label="Fatigue" data-testid="segment-fatigue">
      <li aria-hidden="true" className="text-[11px] font-semibold tracking-wide uppercase">
        Fatigue
      </li>
      {known.map((id) => (
        <li key={id} className="flex items-center gap-1.5">
          <span className="max-w-36 truncate">{wrestlerName(roster, id)}</span>
          <FatigueBadge fatigue={roster[id]!.fatigue} small />
        </li>
      ))}
    </ul>
  );
}

export function CardSegment({ segment, position, count, expected, roster, championships, busy, onEdit, onRemove, onMove }: CardSegmentProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: segment.id, disabled: busy });
  const [open, setOpen] = useState(false);
  const isMain = position === count - 1;
  const championship = segment.kind === 'match' && segment.championshipId ? championships[segment.championshipId] : undefined;
  const sides = segmentSides(segment);
  const Icon = segment.kind === 'match' ? Swords : Mic;

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cx(
        'relative flex gap-2 rounded-card border bg-surface p-3 shadow-card sm:gap-3 sm:p-4',
        isMain ? 'border-gold/50 shadow-glow' : 'border-line',
        isDragging && 'z-10 opacity-90 ring-2 ring-gold',
      )}
      data-testid="card-segment"
      data-segment-id={segment.id}
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        className="flex w-7 shrink-0 cursor-grab touch-none flex-col items-center justify-start gap-1 rounded-lg pt-1 text-ink-subtle hover:bg-raised hover:text-ink focus-visible:outline-2 focus-visible:outline-gold active:cursor-grabbing"
        aria-label={`Drag to reorder: ${segment.title}`}
        data-testid={`drag-${segment.id}`}
        {...attributes}
        {...listeners}
      >
        <span className="text-xs font-black tabular-nums">{position + 1}</span>
        <GripVertical aria-hidden="true" className="size-5" />
      </button>

      <div className="flex min-w-0 flex-1 flex-col gap-2.5">
        <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
          <div className="min-w-0 flex-1 basis-56">
            {isMain && (
              <p className="text-[11px] font-black tracking-[0.2em] text-gold uppercase" data-testid="main-event-label">
                Main event
              </p>
            )}
            <h3 className="font-bold break-words" data-testid="segment-title">
              {segment.title}
            </h3>
            <p className="mt-0.5 flex flex-wrap items-center gap-1.5 text-xs text-ink-muted">
              <Icon aria-hidden="true" className="size-3.5" />
              <span data-testid="segment-kind">{segmentKindLabel(segment)}</span>
              {championship && (
                <Badge tone="gold" className="py-0">
                  <Crown aria-hidden="true" className="size-3" />
                  {championship.name}
                </Badge>
              )}
              {segment.kind === 'match' && segment.isExhibition && <Badge className="py-0">Exhibition</Badge>}
            </p>
          </div>
          {expected && (
            <button
              type="button"
              onClick={() => setOpen((v) => !v)}
              aria-expanded={open}
              className="flex items-center gap-1.5 rounded-lg px-1.5 py-1 hover:bg-raised focus-visible:outline-2 focus-visible:outline-gold"
              data-testid={`segment-stars-${segment.id}`}
            >
              <StarMeter value={expected.value} />
              <span className="font-black text-gold tabular-nums" data-testid="segment-expected">
                {formatStars(expected.value)}
              </span>
              <ChevronDown aria-hidden="true" className={cx('size-4 text-ink-subtle transition-transform', open && 'rotate-180')} />
              <span className="sr-only">{open ? 'Hide' : 'Show'} why</span>
            </button>
          )}
        </div>

        <div className="flex flex-wrap items-center gap-x-3 gap-y-2" data-testid="segment-participants">
          {sides.map((side, index) => (
            <Fragment key={index}>
              {index > 0 && <span className="text-xs font-black text-gold uppercase italic">vs.</span>}
              <span className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-2">
                {side.map((id) => (
                  <Participant key={id} id={id} roster={roster} />
                ))}
              </span>
            </Fragment>
          ))}
        </div>
        <SegmentFatigue ids={segment.participants} roster={roster} />

        {segment.kind === 'match' && (
          <div className="flex flex-col gap-0.5 text-xs">
            <p className={cx('flex items-start gap-1.5 break-words', segment.winnerId || segment.finish ? 'font-semibold text-ink' : 'text-ink-muted')} data-testid="segment-finish">
              <Gavel aria-hidden="true" className="mt-px size-3.5 shrink-0 text-gold" />
              <span className="min-w-0">
                <span className="sr-only">Booked finish: </span>
                {bookedFinishText(roster, segment)}
              </span>
            </p>
            {segment.bookingReason && (
              <p className="pl-5 break-words text-ink-muted italic" data-testid="segment-booking-reason">
                Auto-book: {segment.bookingReason}
              </p>
            )}
          </div>
        )}

        {open && expected && (
          <div className="rounded-xl border border-line bg-raised/40 p-3">
            <RatingBreakdown rating={expected} totalLabel="Expected" testId={`segment-breakdown-${segment.id}`} />
          </div>
        )}

        <div className="flex flex-wrap gap-1.5">
          {segment.kind === 'match' && (
            <Button variant="secondary" size="sm" onClick={onEdit} disabled={busy} data-testid={`edit-segment-${segment.id}`}>
              <Pencil aria-hidden="true" className="size-4" />
              Edit
            </Button>
          )}
          <Button variant="ghost" size="sm" className="text-danger-strong" onClick={onRemove} disabled={busy} data-testid={`remove-segment-${segment.id}`}>
            <Trash2 aria-hidden="true" className="size-4" />
            Remove
          </Button>
          <span className="ml-auto flex gap-1.5">
            <Button variant="ghost" size="sm" className="w-9 px-0" onClick={() => onMove(-1)} disabled={busy || position === 0} aria-label={`Move up: ${segment.title}`} data-testid={`move-up-${segment.id}`}>
              <ArrowUp aria-hidden="true" className="size-4" />
            </Button>
            <Button variant="ghost" size="sm" className="w-9 px-0" onClick={() => onMove(1)} disabled={busy || position === count - 1} aria-label={`Move down: ${segment.title}`} data-testid={`move-down-${segment.id}`}>
              <ArrowDown aria-hidden="true" className="size-4" />
            </Button>
          </span>
        </div>
      </div>
    </li>
  );
}
