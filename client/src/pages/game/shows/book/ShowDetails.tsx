// The booking page's header (name, date, venue, price, frequency, with a small inline edit through
// updateShow) and what the announced card promises: expected stars, fans, ticket money, the night's
// costs, the breakdown of the show rating and the wrestlers who cannot appear.
import { CalendarDays, ChevronDown, MapPin, Pencil, Ticket, TriangleAlert } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { Snapshot } from 'valtio';
import { TICKET_PRICE_MAX_USD, TICKET_PRICE_MIN_USD, type ShowFrequency } from '#shared/rules/shows.ts';
import { findVenue, VENUES } from '#shared/data/venues.ts';
import { rentalDifference, venueMoveOutlook } from '#shared/sim/shows/venueMove.ts';
import { showNameSchema } from '#shared/validation/text.ts';
import { Badge } from '#client/components/Badge.tsx';
import { Button } from '#client/components/Button.tsx';
import { Input } from '#client/components/Input.tsx';
import { AttendanceBreakdown } from '#client/components/shows/AttendanceBreakdown.tsx';
import { RatingBreakdown, StarMeter } from '#client/components/shows/RatingBreakdown.tsx';
import { cx } from '#client/lib/cx.ts';
import { formatUsd } from '#client/lib/format.ts';
import { runGameAction } from '#client/net/gameActions.ts';
import type { ShowMirror } from '#client/state/game.ts';
import { SelectField } from '../list/fields.tsx';
import { isJointShow } from './jointRoster.tsx';
import { seats, showDate } from '../list/showFormat.ts';
import { FrequencyBadge } from '../list/UpcomingShowCard.tsx';
import { formatStars, type ExpectedShow } from '../showData.ts';
import { TicketPricePanel } from './TicketPricePanel.tsx';

/** What the venue picker needs beyond the show: the expected card's attendance (its inputs) and the venue upgrades owned. */
export interface VenueMoveContext {
  expected: ExpectedShow | null;
  venueUpgrades: readonly string[];
}

/** "+$2,800 rental" / "−$2,800 rental" in the venue list. */
function rentalText(difference: number): string {
  return `${difference >= 0 ? '+' : '−'}${formatUsd(Math.abs(difference))} rental`;
}

function signedRental(difference: number): string {
  if (difference > 0) return `${formatUsd(difference)} more rental, paid now`;
  if (difference < 0) return `${formatUsd(-difference)} of the rental back`;
  return 'the same rental';
}

/** The chosen venue's outlook for this card: fans, tickets and the rental the move exchanges (shared/sim/shows/venueMove.ts). */
function VenueMoveSummary({ show, venueId, context }: { show: Snapshot<ShowMirror>; venueId: string; context: VenueMoveContext }) {
  const to = findVenue(venueId);
  const from = findVenue(show.venueId);
  const input = context.expected?.attendanceBreakdown?.input;
  if (!to || !from || to.id === from.id) return null;
  const outlook = input ? venueMoveOutlook({ ...input }, context.venueUpgrades, from, to, show.rentalPaid) : null;
  const difference = outlook?.rentalDifference ?? rentalDifference(show.rentalPaid, to);
  return (
    <p className="rounded-lg border border-line bg-canvas/40 px-3 py-2 text-sm text-ink-muted sm:col-span-3" role="status" data-testid="venue-move-summary">
      Moving to <span className="font-semibold text-ink">{to.name}</span>: {signedRental(difference)}.
      {outlook && (
        <>
          {' '}
          This card should draw <span className="font-semibold text-ink">{outlook.fans.value.toLocaleString('en-US')}</span> of {outlook.fans.capacity.toLocaleString('en-US')} seats (now{' '}
          {context.expected!.attendance.toLocaleString('en-US')}), {formatUsd(outlook.ticketRevenue)} in tickets. A TV deal on this show stays with it.
        </>
      )}
    </p>
  );
}

function EditShowForm({ show, context, onDone }: { show: Snapshot<ShowMirror>; context: VenueMoveContext; onDone: () => void }) {
  const [name, setName] = useState(show.name);
  const [venueId, setVenueId] = useState(show.venueId);
  const [price, setPrice] = useState(String(show.ticketPrice));
  const [frequency, setFrequency] = useState<ShowFrequency>(show.frequency === 'special' ? 'special' : 'weekly');
  const [busy, setBusy] = useState(false);
  // A joint show's venue, price and frequency were agreed with the other federation (jointRoster.tsx).
  const joint = isJointShow(show);
  const parsed = showNameSchema.safeParse(name);
  const nameError = parsed.success ? null : parsed.error.issues[0]!.message;
  const ticketPrice = Number(price);
  const priceError = price.trim() === '' || !Number.isFinite(ticketPrice) || ticketPrice < TICKET_PRICE_MIN_USD || ticketPrice > TICKET_PRICE_MAX_USD ? `Ticket price must be between $${TICKET_PRICE_MIN_USD} and $${TICKET_PRICE_MAX_USD}.` : null;

  async function save() {
    if (nameError || priceError) return;
    const changes = {
      ...(name.trim() !== show.name ? { name: name.trim() } : {}),
      ...(ticketPrice !== show.ticketPrice ? { ticketPrice } : {}),
      ...(frequency !== show.frequency ? { frequency } : {}),
      ...(venueId !== show.venueId ? { venueId } : {}),
    };
    if (Object.keys(changes).length === 0) return onDone();
    setBusy(true);
    const result = await runGameAction('updateShow', { showId: show.id, ...changes }, { title: 'Show updated' });
    setBusy(false);
    if (result.ok) onDone();
  }

  return (
    <form
      className="grid gap-3 rounded-xl border border-line bg-raised/40 p-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)] sm:items-start"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      data-testid="edit-show-form"
    >
      <Input label="Show name" value={name} maxLength={100} onChange={(event) => setName(event.target.value)} error={nameError} data-testid="edit-show-name" />
      {joint ? (
        <p className="text-sm text-ink-muted sm:col-span-2 sm:pt-8" data-testid="edit-show-joint">
          A joint show is held at the Joint Event Arena at $50 a ticket, as agreed: only its name can change.
        </p>
      ) : (
        <>
          <Input label="Ticket price (USD)" type="number" min={TICKET_PRICE_MIN_USD} max={TICKET_PRICE_MAX_USD} value={price} onChange={(event) => setPrice(event.target.value)} error={priceError} data-testid="edit-show-price" />
          <SelectField label="Frequency" value={frequency} onChange={(event) => setFrequency(event.target.value as ShowFrequency)} data-testid="edit-show-frequency">
            <option value="weekly">Weekly</option>
            <option value="special">Special event</option>
          </SelectField>
          <SelectField
            label="Venue"
            value={venueId}
            onChange={(event) => setVenueId(event.target.value)}
            className="sm:col-span-3"
            hint="A move pays the rental difference now, or gives it back in full."
            data-testid="edit-show-venue"
          >
            {VENUES.map((venue) => (
              <option key={venue.id} value={venue.id}>
                {venue.name}, {venue.city} · {seats(venue.capacity)}
                {venue.id === show.venueId ? ' (booked)' : ` · ${rentalText(rentalDifference(show.rentalPaid, venue))}`}
              </option>
            ))}
          </SelectField>
          <VenueMoveSummary show={show} venueId={venueId} context={context} />
        </>
      )}
      <div className="flex gap-2 sm:col-span-3 sm:justify-end">
        <Button type="button" variant="secondary" onClick={onDone} className="flex-1 sm:min-w-28 sm:flex-none">
          Cancel
        </Button>
        <Button type="submit" disabled={busy || !!nameError || !!priceError} busy={busy} className="flex-1 sm:min-w-28 sm:flex-none" data-testid="save-show">
          Save
        </Button>
      </div>
    </form>
  );
}

export function ShowHeader({ show, isThisWeek, moveContext = { expected: null, venueUpgrades: [] } }: { show: Snapshot<ShowMirror>; isThisWeek: boolean; moveContext?: VenueMoveContext }) {
  const [editing, setEditing] = useState(false);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-bold tracking-[0.2em] text-gold uppercase">Book the card</p>
          <h1 className="text-2xl font-black tracking-tight break-words uppercase italic sm:text-3xl" data-testid="book-show-name">
            {show.name}
          </h1>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted">
            <span className="flex items-center gap-1">
              <CalendarDays aria-hidden="true" className="size-4" />
              {showDate(show)}
            </span>
            <span className="flex min-w-0 items-center gap-1">
              <MapPin aria-hidden="true" className="size-4 shrink-0" />
              {show.venue} · {seats(show.venueCapacity)}
            </span>
            <span className="flex items-center gap-1" data-testid="book-show-price">
              <Ticket aria-hidden="true" className="size-4" />
              {formatUsd(show.ticketPrice)}
            </span>
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {isThisWeek && (
            <Badge tone="success" className="uppercase">
              This week
            </Badge>
          )}
          <FrequencyBadge frequency={show.frequency} />
          {!editing && (
            <Button variant="ghost" size="sm" onClick={() => setEditing(true)} data-testid="edit-show">
              <Pencil aria-hidden="true" className="size-4" />
              Edit details
            </Button>
          )}
        </div>
      </div>
      {editing && <EditShowForm show={show} context={moveContext} onDone={() => setEditing(false)} />}
    </div>
  );
}

function Stat({ label, children, testId, className }: { label: string; children: ReactNode; testId: string; className?: string }) {
  return (
    <div className={cx('flex min-w-0 flex-col gap-0.5', className)}>
      <dt className="text-[11px] font-semibold tracking-wider text-ink-subtle uppercase">{label}</dt>
      <dd className="text-lg font-black tabular-nums" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

export function ExpectedPanel({ show, expected }: { show: Snapshot<ShowMirror>; expected: ExpectedShow | null }) {
  const [open, setOpen] = useState(false);
  const [fansOpen, setFansOpen] = useState(false);
  const fans = expected?.attendanceBreakdown;
  const empty = show.segmentCount === 0;
  return (
    <section aria-label="What the card promises" className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4 shadow-card sm:p-5" data-testid="expected-panel">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-4">
        <Stat label="Expected rating" testId="expected-rating">
          {expected && !empty ? (
            <span className="flex flex-wrap items-center gap-x-2">
              <StarMeter value={expected.rating.value} />
              <span className="text-gold">{formatStars(expected.rating.value)}</span>
            </span>
          ) : (
            <span className="text-base text-ink-subtle">No card yet</span>
          )}
        </Stat>
        <Stat label="Expected fans" testId="expected-attendance">
          {expected ? expected.attendance.toLocaleString('en-US') : '—'}
          <span className="text-sm font-semibold text-ink-subtle"> / {show.venueCapacity.toLocaleString('en-US')}</span>
        </Stat>
        <Stat label="Ticket revenue" testId="expected-tickets">
          {expected ? formatUsd(expected.ticketRevenue) : '—'}
        </Stat>
        <Stat label="Night costs" testId="expected-costs">
          {expected ? formatUsd(expected.nightCosts) : '—'}
        </Stat>
      </dl>
      <p className="text-xs text-ink-subtle">
        Fans buy tickets on the announced card. Rental of {formatUsd(show.rentalPaid)} already paid; licensing and per-appearance fees are paid on the night from your funds plus the ticket money; merchandise comes on top.
      </p>
      <TicketPricePanel show={show} expected={expected} />
      {expected && !empty && (
        <div>
          <button
            type="button"
            onClick={() => setOpen((v) => !v)}
            aria-expanded={open}
            className="flex items-center gap-1 rounded-lg text-sm font-semibold text-ink-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-gold"
            data-testid="toggle-show-breakdown"
          >
            <ChevronDown aria-hidden="true" className={cx('size-4 transition-transform', open && 'rotate-180')} />
            {open ? 'Hide' : 'Show'} the rating breakdown
          </button>
          {open && <RatingBreakdown rating={expected.rating} totalLabel="Expected show rating" className="mt-2 rounded-xl border border-line bg-raised/40 p-3" testId="show-breakdown" />}
        </div>
      )}
      {fans && (
        <div>
          <button
            type="button"
            onClick={() => setFansOpen((v) => !v)}
            aria-expanded={fansOpen}
            className="flex items-center gap-1 rounded-lg text-sm font-semibold text-ink-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-gold"
            data-testid="toggle-attendance-breakdown"
          >
            <ChevronDown aria-hidden="true" className={cx('size-4 transition-transform', fansOpen && 'rotate-180')} />
            {fansOpen ? 'Hide' : 'Show'} why {fans.value.toLocaleString('en-US')} fans
          </button>
          {fansOpen && <AttendanceBreakdown breakdown={fans} totalLabel="Expected fans" className="mt-2 rounded-xl border border-line bg-raised/40 p-3" testId="expected-attendance-breakdown" />}
        </div>
      )}
      {expected && expected.problems.length > 0 && (
        <ul className="flex flex-col gap-1 rounded-xl border border-danger/30 bg-danger-soft px-3 py-2 text-sm" data-testid="book-problems" role="alert">
          {expected.problems.map((problem) => (
            <li key={problem} className="flex items-start gap-2">
              <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-danger-strong" />
              {problem}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
