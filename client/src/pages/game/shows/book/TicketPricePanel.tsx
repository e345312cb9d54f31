// The booking page's ticket price: how many fans want to come at the price set against the seats, and the
// expected profit and popularity at a handful of prices (the fair price, the price that just fills the
// venue, the price set and a few around), from shared/sim/shows/ticketDemand.ts on the announced card's
// attendance inputs, the night's own figures. A listed price can be set in one click (updateShow); the
// player chooses.
import { Ticket, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import type { Snapshot } from 'valtio';
import { GOUGING_TOLERANCE_SHARE } from '#shared/rules/shows.ts';
import { demandSentence, ticketDemand, type TicketDemand } from '#shared/sim/shows/ticketDemand.ts';
import { PriceProfitTable } from '#client/components/shows/PriceProfitTable.tsx';
import { formatUsd } from '#client/lib/format.ts';
import { runGameAction } from '#client/net/gameActions.ts';
import type { ShowMirror } from '#client/state/game.ts';
import type { ExpectedShow } from '../showData.ts';

/** One line of advice on the price set: seats left empty, fans turned away, or the crowd overcharged. */
export function demandAdvice(demand: TicketDemand): string | null {
  const current = demand.points.find((p) => p.tags.includes('current'))!;
  if (current.popularity < 0) return `Fans who pay this much over the fair price feel overcharged: ${current.popularity.toFixed(2)} popularity after the show.`;
  if (demand.demand >= demand.capacity * 2) return 'Twice as many want to come as you have seats: a bigger venue would sell far more tickets at the fair price.';
  if (demand.fans < demand.capacity / 2) return 'Most seats would stay empty at this price.';
  return null;
}

export function TicketPricePanel({ show, expected }: { show: Snapshot<ShowMirror>; expected: ExpectedShow | null }) {
  const [setting, setSetting] = useState<number | null>(null);
  const input = expected?.attendanceBreakdown?.input;
  if (!expected || !input) return null;
  if (show.segmentCount === 0) {
    return (
      <p className="rounded-xl border border-line bg-raised/40 px-3 py-2 text-sm text-ink-muted" data-testid="ticket-demand-empty">
        Book the card to see how many fans want to come at each price.
      </p>
    );
  }
  const demand = ticketDemand({ ...input }, show.rentalPaid + expected.nightCosts);
  const advice = demandAdvice(demand);

  async function setPrice(price: number) {
    setSetting(price);
    await runGameAction('updateShow', { showId: show.id, ticketPrice: price }, { title: `Tickets now ${formatUsd(price)}` });
    setSetting(null);
  }

  return (
    <section aria-labelledby="ticket-demand-title" className="flex flex-col gap-2 rounded-xl border border-line bg-raised/40 p-3" data-testid="ticket-demand">
      <h3 id="ticket-demand-title" className="flex items-center gap-1.5 text-[11px] font-semibold tracking-wider text-ink-subtle uppercase">
        <Ticket aria-hidden="true" className="size-4" />
        Ticket price and demand
      </h3>
      <p className="text-base font-semibold text-ink" data-testid="demand-line">
        {demandSentence(demand)}
      </p>
      {advice && (
        <p className="flex items-start gap-1.5 text-sm text-ink-muted" data-testid="demand-advice">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold" />
          {advice}
        </p>
      )}
      <PriceProfitTable demand={demand} busy={setting} onSet={(price) => void setPrice(price)} />
      <p className="text-xs text-ink-subtle">
        Profit is the ticket money less the rental ({formatUsd(show.rentalPaid)}, paid) and the night's licence and fees ({formatUsd(expected.nightCosts)}); merchandise and TV money come on top. Fans stay away fast above the fair
        price, and more than {Math.round(GOUGING_TOLERANCE_SHARE * 100)}% over it costs popularity.
      </p>
    </section>
  );
}
