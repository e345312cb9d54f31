// Expected fans, ticket money, profit and popularity at a handful of ticket prices (shared/sim/shows/
// ticketDemand.ts), the price set highlighted; each other price can be picked. The booking page sets the
// show's price with it, the create-show dialog its price field.
import type { PricePoint, PricePointTag, TicketDemand } from '#shared/sim/shows/ticketDemand.ts';
import { cx } from '#client/lib/cx.ts';
import { formatUsd } from '#client/lib/format.ts';
import { Badge } from '../Badge.tsx';
import { Button } from '../Button.tsx';

const TAG_TEXT: Record<PricePointTag, string> = { current: 'Set now', fair: 'Fair price', fills: 'Fills the venue' };

export interface PriceProfitTableProps {
  demand: TicketDemand;
  /** The price being set (its button spins; the others wait), or null. */
  busy?: number | null;
  onSet: (price: number) => void;
  /** The pick button's words ("Use"). */
  actionLabel?: string;
  testId?: string;
}

export function PriceProfitTable({ demand, busy = null, onSet, actionLabel = 'Use', testId = 'price-profit-table' }: PriceProfitTableProps) {
  return (
    <div className="overflow-x-auto rounded-lg border border-line">
      <table className="w-full text-xs tabular-nums sm:text-sm" data-testid={testId}>
        <caption className="sr-only">Expected fans, ticket money, profit and popularity at each ticket price</caption>
        <thead className="bg-raised text-ink-muted">
          <tr>
            <th scope="col" className="px-2 py-1.5 text-left font-medium sm:px-3">Price</th>
            <th scope="col" className="px-1.5 py-1.5 text-right font-medium">Fans</th>
            <th scope="col" className="hidden px-1.5 py-1.5 text-right font-medium sm:table-cell">Tickets</th>
            <th scope="col" className="px-1.5 py-1.5 text-right font-medium">Profit</th>
            <th scope="col" className="hidden px-1.5 py-1.5 text-right font-medium sm:table-cell">
              <abbr title="Popularity after the show, from the price" className="no-underline">Pop.</abbr>
            </th>
            <th scope="col" className="py-1.5 pr-2 pl-1 text-right font-medium sm:pr-3">
              <span className="sr-only">Set this price</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {demand.points.map((point) => (
            <PriceRow key={point.price} point={point} capacity={demand.capacity} busy={busy} onSet={onSet} actionLabel={actionLabel} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PriceRow({ point, capacity, busy, onSet, actionLabel }: { point: PricePoint; capacity: number; busy: number | null; onSet: (price: number) => void; actionLabel: string }) {
  const current = point.tags.includes('current');
  return (
    <tr className={cx(current && 'bg-gold-soft')} aria-current={current ? 'true' : undefined} data-testid={`price-row-${point.price}`} data-current={current || undefined}>
      <th scope="row" className="px-2 py-1.5 text-left font-normal sm:px-3">
        <span className={cx('font-bold', current ? 'text-gold' : 'text-ink')}>{formatUsd(point.price)}</span>
        <span className="mt-0.5 flex flex-wrap gap-1">
          {point.tags.map((tag) => (
            <Badge key={tag} tone={tag === 'current' ? 'gold' : tag === 'fills' ? 'success' : 'neutral'} className="px-1.5 py-0 text-[10px]">
              {TAG_TEXT[tag]}
            </Badge>
          ))}
        </span>
      </th>
      <td className="px-1.5 py-1.5 text-right" data-testid="price-row-fans">
        {point.fans.toLocaleString('en-US')}
        {point.demand > capacity && <span className="block text-[10px] whitespace-nowrap text-ink-subtle">{point.demand.toLocaleString('en-US')} want</span>}
      </td>
      <td className="hidden px-1.5 py-1.5 text-right sm:table-cell">{formatUsd(point.tickets)}</td>
      <td className={cx('px-1.5 py-1.5 text-right font-bold', point.profit < 0 ? 'text-danger-strong' : 'text-success')}>
        <span data-testid="price-row-profit">{formatUsd(point.profit)}</span>
        {point.popularity < 0 && <span className="block text-[10px] font-normal whitespace-nowrap text-danger-strong sm:hidden">{point.popularity.toFixed(2)} pop.</span>}
      </td>
      <td className={cx('hidden px-1.5 py-1.5 text-right sm:table-cell', point.popularity < 0 ? 'text-danger-strong' : 'text-ink-subtle')}>{point.popularity < 0 ? point.popularity.toFixed(2) : '—'}</td>
      <td className="py-1.5 pr-1 pl-0.5 text-right sm:pr-3 sm:pl-1">
        {!current && (
          <Button variant="ghost" size="sm" className="px-2! sm:px-3!" onClick={() => onSet(point.price)} disabled={busy !== null} busy={busy === point.price} aria-label={`Set tickets to ${formatUsd(point.price)}`} data-testid={`set-price-${point.price}`}>
            {actionLabel}
          </Button>
        )}
      </td>
    </tr>
  );
}
