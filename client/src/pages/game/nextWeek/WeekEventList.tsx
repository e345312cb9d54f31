// Every event of the week advance, one readable line each.
import { CalendarCheck, Info, TrendingDown, TrendingUp } from 'lucide-react';
import type { SimEvent } from '../../../../../shared/sim/events.ts';
import { describeEvent, eventTone } from './describeEvent.ts';

const icons = {
  calendar: { icon: CalendarCheck, className: 'text-gold' },
  up: { icon: TrendingUp, className: 'text-success' },
  down: { icon: TrendingDown, className: 'text-danger-strong' },
  info: { icon: Info, className: 'text-info' },
} as const;

export function WeekEventList({ events }: { events: readonly SimEvent[] }) {
  if (events.length === 0) return <p className="text-sm text-ink-muted">A quiet week: nothing else to report.</p>;
  return (
    <ul className="flex flex-col gap-2" data-testid="week-report">
      {events.map((event, index) => {
        const { icon: Icon, className } = icons[eventTone(event)];
        return (
          <li key={index} className="flex items-start gap-3 rounded-xl border border-line bg-raised/50 px-4 py-3 text-sm animate-slide-up" data-testid="week-report-event">
            <Icon aria-hidden="true" className={`mt-0.5 size-4 shrink-0 ${className}`} />
            <span>{describeEvent(event)}</span>
          </li>
        );
      })}
    </ul>
  );
}
