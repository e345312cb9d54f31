// The create-show dialog's demand at the chosen venue: how many fans want to come at the price typed
// against its seats, and the expected profit at a handful of prices (shared/sim/shows/ticketDemand.ts on
// the venue outlook's inputs, each price's costs the outlook's own). Picking a price fills the price field.
import type { Venue } from '#shared/data/venues.ts';
import { GOUGING_TOLERANCE_SHARE } from '#shared/rules/shows.ts';
import { demandSentence, ticketDemand } from '#shared/sim/shows/ticketDemand.ts';
import { outlookAttendanceInput, venueOutlook } from '#shared/sim/shows/venueOutlook.ts';
import { PriceProfitTable } from '#client/components/shows/PriceProfitTable.tsx';
import type { OutlookInputs } from './outlookInputs.ts';

export function VenueDemand({ inputs, venue, price, place, onPrice }: { inputs: OutlookInputs; venue: Venue; price: number; place: number; onPrice: (price: number) => void }) {
  const input = outlookAttendanceInput(inputs.federation, venue, price, inputs.cardRating, 0, place);
  const demand = ticketDemand(input, (at) => venueOutlook(inputs.federation, venue, at, inputs.cardRating, 0, place).costs.value);
  return (
    <section aria-labelledby="venue-demand-title" className="flex flex-col gap-1.5" data-testid="venue-demand">
      <h3 id="venue-demand-title" className="text-sm font-medium text-ink">
        Demand at {venue.name}
      </h3>
      <p className="text-sm font-semibold text-ink" data-testid="create-show-demand-line">
        {demandSentence(demand)}
      </p>
      <PriceProfitTable demand={demand} onSet={onPrice} testId="create-show-price-table" />
      <p className="text-xs text-ink-subtle">Profit is the ticket money less the rental and the licence. More than {Math.round(GOUGING_TOLERANCE_SHARE * 100)}% over the fair price costs popularity after the show.</p>
    </section>
  );
}
