// Create Show: name, week (this week up to 8 ahead), venue (rental paid now, licensing on the night),
// ticket price (with the fair price for the federation's popularity) and weekly or special. On success
// the booking page of the new show opens.
import { useState } from 'react';
import { useLocation } from 'wouter';
import { findVenue } from '../../../../../../shared/data/venues.ts';
import { weekAhead, type CalendarDate, type MonthName } from '../../../../../../shared/rules/calendar.ts';
import { fairTicketPrice, SHOW_MAX_WEEKS_AHEAD, TICKET_PRICE_MAX_USD, TICKET_PRICE_MIN_USD, type ShowFrequency } from '../../../../../../shared/rules/shows.ts';
import { venueLicensing, venueRental } from '../../../../../../shared/rules/venues.ts';
import { showNameSchema } from '../../../../../../shared/validation/text.ts';
import { Button } from '../../../../components/Button.tsx';
import { Input } from '../../../../components/Input.tsx';
import { Modal } from '../../../../components/Modal.tsx';
import { Notice } from '../../../../components/Notice.tsx';
import { cx } from '../../../../lib/cx.ts';
import { formatUsd } from '../../../../lib/format.ts';
import { runGameAction } from '../../../../net/gameActions.ts';
import { CostRow, SelectField } from './fields.tsx';
import { defaultShowName, seats, showDate, suggestedVenue, venuesByType } from './showFormat.ts';

export interface CreateShowDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  federationName: string;
  funds: number;
  popularity: number;
  calendar: { week: number; month: string; year: number; totalWeeksProgressed: number };
}

const FREQUENCIES: Array<{ value: ShowFrequency; label: string; text: string }> = [
  { value: 'weekly', label: 'Weekly', text: 'Booked again for the next week once it is run.' },
  { value: 'special', label: 'Special event', text: 'A one-off night.' },
];

export function CreateShowDialog({ open, onOpenChange, federationName, funds, popularity, calendar }: CreateShowDialogProps) {
  const [, navigate] = useLocation();
  const fair = Math.round(fairTicketPrice(popularity));
  const [name, setName] = useState(() => defaultShowName(federationName));
  const [weeksAhead, setWeeksAhead] = useState(0);
  const [venueId, setVenueId] = useState(() => suggestedVenue(funds).id);
  const [price, setPrice] = useState(String(fair));
  const [frequency, setFrequency] = useState<ShowFrequency>('weekly');
  const [busy, setBusy] = useState(false);
  const [touched, setTouched] = useState(false);

  const venue = findVenue(venueId)!;
  const rental = venueRental(venue.capacity);
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
  const today: CalendarDate = { ...calendar, month: calendar.month as MonthName };

  async function confirm() {
    setTouched(true);
    if (nameError || priceError || short) return;
    setBusy(true);
    const result = await runGameAction('createShow', { name: name.trim(), weeksAhead, venueId, ticketPrice, frequency }, { title: `${name.trim()} scheduled`, description: `${formatUsd(rental)} rental paid for ${venue.name}.` });
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
      className="max-w-xl"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button onClick={() => void confirm()} disabled={busy || short || !!nameError || !!priceError} busy={busy} data-testid="confirm-create-show">
            Create for {formatUsd(rental)}
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
          hint={`${venue.name}, ${venue.city}: ${seats(venue.capacity)}. Rental ${formatUsd(rental)} now, licensing ${formatUsd(licensing)} on the night.`}
        >
          {venuesByType().map((group) => (
            <optgroup key={group.type} label={group.label}>
              {group.venues.map((v) => (
                <option key={v.id} value={v.id}>
                  {v.name} ({v.city}) · {seats(v.capacity)} · {formatUsd(venueRental(v.capacity))}
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
          <CostRow label="Rental, paid now" value={formatUsd(rental)} tone="gold" testId="create-show-rental" />
          <CostRow label="Licensing, paid on the night" value={formatUsd(licensing)} testId="create-show-licensing" />
          <CostRow label="Funds after" value={formatUsd(after)} tone={short ? 'danger' : undefined} testId="create-show-funds-after" />
        </dl>
        {short && (
          <Notice tone="danger" title="Not enough funds">
            {venue.name} rents for {formatUsd(rental)} and you have {formatUsd(funds)}. Pick a smaller venue.
          </Notice>
        )}
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </form>
    </Modal>
  );
}
