// Create Show: name, week (this week up to 8 ahead), venue (rental paid now, licensing on the night),
// ticket price (with the fair price for the federation's popularity) and weekly or special. Every venue
// shows its expected fans, ticket revenue, costs and profit at the chosen price (shared/sim/shows/
// venueOutlook.ts, the night's own functions), and the dialog starts on the one that should pay best. On
// success the booking page of the new show opens.
import { useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { findVenue, VENUES } from '#shared/data/venues.ts';
import { weekAhead, type CalendarDate, type MonthName } from '#shared/rules/calendar.ts';
import { SHOW_MAX_WEEKS_AHEAD, TICKET_PRICE_MAX_USD, TICKET_PRICE_MIN_USD, wholeFairTicketPrice, type ShowFrequency } from '#shared/rules/shows.ts';
import { VENUE_DOOR_SPLIT_SHARE, venueLicensing, venueRentalOf } from '#shared/rules/venues.ts';
import { venueOutlook, type OutlookFigure, type VenueOutlook } from '#shared/sim/shows/venueOutlook.ts';
import { showNameSchema } from '#shared/validation/text.ts';
import { Button } from '#client/components/Button.tsx';
import { Input } from '#client/components/Input.tsx';
import { Modal } from '#client/components/Modal.tsx';
import { Notice } from '#client/components/Notice.tsx';
import { cx } from '#client/lib/cx.ts';
import { formatUsd } from '#client/lib/format.ts';
import { runGameAction } from '#client/net/gameActions.ts';
import { CostRow, SelectField } from './fields.tsx';
import { placeInWeekAhead, type OutlookInputs } from './outlookInputs.ts';
import { VenueDemand } from './VenueDemand.tsx';
import { defaultShowName, seats, showDate, startingVenue, venuesByType, venueTerms } from './showFormat.ts';

export interface CreateShowDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  federationName: string;
  funds: number;
  popularity: number;
  /** What the venue outlook reads from the synced state (outlookInputs.ts). */
  outlook: OutlookInputs;
  calendar: { week: number; month: string; year: number; totalWeeksProgressed: number };
}

const FREQUENCIES: Array<{ value: ShowFrequency; label: string; text: string }> = [
  { value: 'weekly', label: 'Weekly', text: 'Booked again for the next week once it is run.' },
  { value: 'special', label: 'Special event', text: 'A one-off night.' },
];

const outlooksAt = (inputs: OutlookInputs, price: number, weeksAhead = 0): VenueOutlook[] => VENUES.map((v) => venueOutlook(inputs.federation, v, price, inputs.cardRating, 0, placeInWeekAhead(inputs, weeksAhead)));

export function CreateShowDialog({ open, onOpenChange, federationName, funds, popularity, outlook, calendar }: CreateShowDialogProps) {
  const [, navigate] = useLocation();
  const fair = wholeFairTicketPrice(popularity);
  const [name, setName] = useState(() => defaultShowName(federationName));
  const [weeksAhead, setWeeksAhead] = useState(0);
  const [venueId, setVenueId] = useState(() => startingVenue(outlooksAt(outlook, fair), funds).id);
  const [price, setPrice] = useState(String(fair));
  const [frequency, setFrequency] = useState<ShowFrequency>('weekly');
  const [busy, setBusy] = useState(false);
  const [touched, setTouched] = useState(false);

  const venue = findVenue(venueId)!;
  const rental = venueRentalOf(venue);
  const doorSplit = venue.terms === 'doorSplit';
  const splitPercent = Math.round(VENUE_DOOR_SPLIT_SHARE * 100);
  const licensing = venueLicensing(venue.type);
  const after = funds - rental;
  const short = after < 0;
  const parsedName = showNameSchema.safeParse(name);
  const nameError = parsedName.success ? null : parsedName.error.issues[0]!.message;
  const ticketPrice = Number(price);
  const priceError =
    price.trim() === '' || !Number.isFinite(ticketPrice) || ticketPrice < TICKET_PRICE_MIN_USD || ticketPrice > TICKET_PRICE_MAX_USD
      ? `Ticket price must be between $${TICKET_PRICE_MIN_USD} and $${TICKET_PRICE_MAX_USD}.`
      : null;
  const outlookPrice = priceError ? fair : ticketPrice;
  const outlooks = useMemo(() => outlooksAt(outlook, outlookPrice, weeksAhead), [outlook, outlookPrice, weeksAhead]);
  const chosen = outlooks.find((o) => o.venueId === venueId)!;
  const today: CalendarDate = { ...calendar, month: calendar.month as MonthName };

  async function confirm() {
    setTouched(true);
    if (nameError || priceError || short) return;
    setBusy(true);
    const result = await runGameAction('createShow', { name: name.trim(), weeksAhead, venueId, ticketPrice, frequency }, { title: `${name.trim()} scheduled`, description: doorSplit ? `No rental at ${venue.name}: it keeps ${splitPercent}% of the tickets on the night.` : `${formatUsd(rental)} rental paid for ${venue.name}.` });
    setBusy(false);
    if (!result.ok) return;
    onOpenChange(false);
    const id = result.answer.show?.id;
    if (id) navigate(`/shows/${id}/book`);
  }

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Create a show"
      description="Pick the night, the building and the price. The venue's rental is paid now."
      data-testid="create-show-dialog"
      className="max-w-2xl"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button onClick={() => void confirm()} disabled={busy || short || !!nameError || !!priceError} busy={busy} data-testid="confirm-create-show">
            {doorSplit ? 'Create (no rental)' : `Create for ${formatUsd(rental)}`}
          </Button>
        </>
      }
    >
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void confirm();
        }}
      >
        <Input
          label="Show name"
          value={name}
          maxLength={100}
          onChange={(event) => setName(event.target.value)}
          onBlur={() => setTouched(true)}
          error={touched || name !== '' ? nameError : null}
          hint="Letters, digits, spaces and - ' . & ( ) :"
          data-testid="show-name-input"
          required
        />
        <SelectField label="Week" value={weeksAhead} onChange={(event) => setWeeksAhead(Number(event.target.value))} data-testid="show-week-select">
          {Array.from({ length: SHOW_MAX_WEEKS_AHEAD + 1 }, (_, weeks) => (
            <option key={weeks} value={weeks}>
              {weeks === 0 ? 'This week' : `+${weeks} week${weeks === 1 ? '' : 's'}`} · {showDate(weekAhead(today, weeks))}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Venue"
          value={venueId}
          onChange={(event) => setVenueId(event.target.value)}
          data-testid="show-venue-select"
          hint={
            doorSplit
              ? `${venue.name}, ${venue.city}: ${seats(venue.capacity)}. No rental: the venue keeps ${splitPercent}% of the ticket money on the night.`
              : `${venue.name}, ${venue.city}: ${seats(venue.capacity)}. Rental ${formatUsd(rental)} now, licensing ${formatUsd(licensing)} on the night.`
          }
        >
          {venuesByType().map((group) => (
            <optgroup key={group.type} label={group.label}>
              {group.venues.map((v) => (
                <option key={v.id} value={v.id}>
                  {v.name} ({v.city}) · {seats(v.capacity)} · {venueTerms(v)}
                </option>
              ))}
            </optgroup>
          ))}
        </SelectField>
        <Input
          label="Ticket price (USD)"
          type="number"
          inputMode="decimal"
          min={TICKET_PRICE_MIN_USD}
          max={TICKET_PRICE_MAX_USD}
          step={1}
          value={price}
          onChange={(event) => setPrice(event.target.value)}
          error={priceError}
          hint={`Fair price at your popularity: ${formatUsd(fair)}. Dearer tickets sell fewer seats; cheaper ones sell more.`}
          data-testid="show-price-input"
          required
        />
        <VenueDemand inputs={outlook} venue={venue} price={outlookPrice} place={placeInWeekAhead(outlook, weeksAhead)} onPrice={(next) => setPrice(String(next))} />
        <VenueOutlookTable outlooks={outlooks} chosenId={venueId} price={outlookPrice} inputs={outlook} onPick={setVenueId} />
        <fieldset className="flex flex-col gap-1.5">
          <legend className="mb-1.5 text-sm font-medium text-ink">Frequency</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {FREQUENCIES.map((option) => (
              <label
                key={option.value}
                className={cx(
                  'flex cursor-pointer gap-3 rounded-xl border p-3 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-gold',
                  frequency === option.value ? 'border-gold/60 bg-gold-soft' : 'border-line bg-raised/40 hover:border-line-strong',
                )}
              >
                <input
                  type="radio"
                  name="show-frequency"
                  value={option.value}
                  checked={frequency === option.value}
                  onChange={() => setFrequency(option.value)}
                  className="mt-1 accent-gold"
                  data-testid={`show-frequency-${option.value}`}
                />
                <span className="flex flex-col">
                  <span className="text-sm font-semibold">{option.label}</span>
                  <span className="text-xs text-ink-muted">{option.text}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <dl className="divide-y divide-line rounded-xl border border-line bg-raised/50 px-4" data-testid="create-show-summary">
          <CostRow label={<FiguresLabel label="Expected fans" figure={chosen.fans} unit="fans" />} value={`${chosen.fans.value.toLocaleString('en-US')} of ${chosen.capacity.toLocaleString('en-US')}`} testId="create-show-fans" />
          <CostRow label="Expected ticket revenue" value={formatUsd(chosen.ticketRevenue.value)} testId="create-show-tickets" />
          {doorSplit ? (
            <CostRow label={`Door split (${splitPercent}% of tickets), on the night`} value={formatUsd(chosen.costs.value - licensing)} tone="gold" testId="create-show-door-split" />
          ) : (
            <CostRow label="Rental, paid now" value={formatUsd(rental)} tone="gold" testId="create-show-rental" />
          )}
          <CostRow label="Licensing, paid on the night" value={formatUsd(licensing)} testId="create-show-licensing" />
          <CostRow label={doorSplit ? 'Expected profit (tickets less the split and licence)' : 'Expected profit (tickets less rental and licence)'} value={formatUsd(chosen.profit.value)} tone={chosen.profit.value < 0 ? 'danger' : 'success'} testId="create-show-profit" />
          <CostRow label="Funds after" value={formatUsd(after)} tone={short ? 'danger' : undefined} testId="create-show-funds-after" />
        </dl>
        {short && (
          <Notice tone="danger" title="Not enough funds">
            {venue.name} rents for {formatUsd(rental)} and you have {formatUsd(funds)}. Pick a smaller venue, or the community gym: no rental, it keeps {splitPercent}% of the tickets.
          </Notice>
        )}
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </form>
    </Modal>
  );
}

/** "Expected fans" with the parts of the figure under it: what draws them, the price, the boosts, the seats. */
function FiguresLabel({ label, figure, unit }: { label: string; figure: OutlookFigure; unit: string }) {
  return (
    <span className="flex flex-col">
      <span>{label}</span>
      <span className="text-xs text-ink-subtle" data-testid="create-show-fans-parts">
        {figure.parts.map((part, index) => (
          <span key={part.label} className="block">
            {part.label}: {index > 0 && part.amount > 0 ? '+' : ''}
            {part.amount.toLocaleString('en-US')} {unit}
          </span>
        ))}
      </span>
    </span>
  );
}

/** Every venue's expected fans, ticket revenue, costs and profit at this price; a venue's name picks it. */
function VenueOutlookTable({ outlooks, chosenId, price, inputs, onPick }: { outlooks: VenueOutlook[]; chosenId: string; price: number; inputs: OutlookInputs; onPick: (id: string) => void }) {
  const rows = outlooks.toSorted((a, b) => a.capacity - b.capacity);
  return (
    <section className="flex flex-col gap-1.5" aria-labelledby="venue-outlook-title" data-testid="venue-outlook">
      <h3 id="venue-outlook-title" className="text-sm font-medium text-ink">
        Expected at {formatUsd(price)} a ticket
      </h3>
      <p className="text-xs text-ink-subtle" data-testid="venue-outlook-basis">
        Forecast on a {inputs.cardRating.toFixed(1)}-star card ({inputs.fromShow ? `the expected rating of ${inputs.fromShow}` : 'a typical first card'}). Costs are the rental (or a door split) and the licence; appearance fees, merchandise and TV money depend on the card and the night.
      </p>
      <div className="max-h-72 overflow-auto rounded-xl border border-line">
        <table className="w-full text-[11px] tabular-nums sm:text-sm">
          <thead className="sticky top-0 bg-raised text-ink-muted">
            <tr>
              <th scope="col" className="w-full py-1.5 pr-1 pl-2 text-left font-medium sm:px-3">Venue</th>
              <th scope="col" className="whitespace-nowrap px-1 py-1.5 text-right font-medium sm:px-1.5">Fans</th>
              <th scope="col" className="whitespace-nowrap px-1 py-1.5 text-right font-medium sm:px-1.5">Tickets</th>
              <th scope="col" className="whitespace-nowrap px-1 py-1.5 text-right font-medium sm:px-1.5">Costs</th>
              <th scope="col" className="whitespace-nowrap py-1.5 pr-2 pl-1 text-right font-medium sm:px-3">Profit</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {rows.map((row) => {
              const venue = findVenue(row.venueId)!;
              const chosen = row.venueId === chosenId;
              return (
                <tr key={row.venueId} className={cx(chosen ? 'bg-gold-soft' : 'hover:bg-raised/60')} data-testid={`venue-outlook-${row.venueId}`} aria-current={chosen ? 'true' : undefined}>
                  <th scope="row" className="py-1.5 pr-1 pl-2 text-left font-normal sm:px-3">
                    <button
                      type="button"
                      onClick={() => onPick(row.venueId)}
                      aria-pressed={chosen}
                      className={cx('flex flex-col text-left rounded focus-visible:outline-2 focus-visible:outline-gold', chosen ? 'text-gold' : 'text-ink hover:text-gold')}
                    >
                      <span className="font-semibold leading-tight">{venue.name}</span>
                      <span className="text-[11px] text-ink-subtle">
                        {seats(row.capacity)}
                        {venue.terms === 'doorSplit' && <span data-testid="outlook-door-split"> · no rental, keeps {Math.round(VENUE_DOOR_SPLIT_SHARE * 100)}% of tickets</span>}
                      </span>
                    </button>
                  </th>
                  <td className="whitespace-nowrap px-1 py-1.5 text-right sm:px-1.5" data-testid="outlook-fans">{row.fans.value.toLocaleString('en-US')}</td>
                  <td className="whitespace-nowrap px-1 py-1.5 text-right sm:px-1.5" data-testid="outlook-tickets">{formatUsd(row.ticketRevenue.value)}</td>
                  <td className="whitespace-nowrap px-1 py-1.5 text-right sm:px-1.5" data-testid="outlook-costs">{formatUsd(row.costs.value)}</td>
                  <td className={cx('whitespace-nowrap py-1.5 pr-2 pl-1 text-right font-bold sm:px-3', row.profit.value < 0 ? 'text-danger-strong' : 'text-success')} data-testid="outlook-profit">
                    {formatUsd(row.profit.value)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
