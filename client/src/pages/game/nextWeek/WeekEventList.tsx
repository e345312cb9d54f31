// The week's events in sections (weekSections.ts), one readable line each; the week's show results as
// one row per show (rating, fans, profit, popularity) linking to its summary; the settled ledger as its
// figures with a link to /finances, staff news with a link to the reports.
import { ArrowRight, CalendarCheck, Info, Star, TrendingDown, TrendingUp } from 'lucide-react';
import { Link } from 'wouter';
import type { SimEvent } from '#shared/sim/events.ts';
import { formatUsd } from '#client/lib/format.ts';
import { describeEvent, eventTone } from './describeEvent.ts';
import { weekSections, type WeekSection } from './weekSections.ts';
import { WrestlerChangesTable } from './WrestlerChangesTable.tsx';

const icons = {
  calendar: { icon: CalendarCheck, className: 'text-gold' },
  up: { icon: TrendingUp, className: 'text-success' },
  down: { icon: TrendingDown, className: 'text-danger-strong' },
  info: { icon: Info, className: 'text-info' },
} as const;

type LedgerSettled = Extract<SimEvent, { kind: 'ledgerSettled' }>;
type ShowCompleted = Extract<SimEvent, { kind: 'showCompleted' }>;

const SECTION_LINKS: Partial<Record<WeekSection['name'], { href: string; label: string }>> = {
  results: { href: '/messages?filter=results', label: 'All results' },
  shows: { href: '/shows', label: 'Go to shows' },
  money: { href: '/finances', label: 'Open the ledger' },
  contracts: { href: '/roster', label: 'Go to the roster' },
  training: { href: '/roster', label: 'Go to the roster' },
  wrestlers: { href: '/roster', label: 'Go to the roster' },
  staff: { href: '/staff', label: 'Read the reports' },
};

function LedgerFigures({ event }: { event: LedgerSettled }) {
  const figures = [
    { label: 'Revenue', value: event.revenue, testId: 'week-ledger-revenue' },
    { label: 'Expenses', value: event.expenses, testId: 'week-ledger-expenses' },
    { label: 'Tax', value: event.tax, testId: 'week-ledger-tax' },
    { label: 'After tax', value: event.afterTax, testId: 'week-ledger-after-tax' },
  ];
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4" data-testid="week-report-event">
      {figures.map((figure) => (
        <div key={figure.label} className="flex flex-col gap-0.5 rounded-xl border border-line bg-raised/50 px-3 py-2.5">
          <dt className="text-[10px] font-semibold tracking-[0.16em] text-ink-subtle uppercase">{figure.label}</dt>
          <dd className={`font-bold tabular-nums ${figure.label === 'After tax' ? (figure.value < 0 ? 'text-danger-strong' : figure.value > 0 ? 'text-success' : '') : ''}`} data-testid={figure.testId}>
            {formatUsd(figure.value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function ShowResultRow({ event }: { event: ShowCompleted }) {
  const figures = [
    { label: 'Rating', value: `${event.rating.toFixed(1)}★`, testId: 'week-show-rating', tone: '' },
    { label: 'Fans', value: event.attendance.toLocaleString('en-US'), testId: 'week-show-attendance', tone: '' },
    { label: 'Profit', value: formatUsd(event.profit), testId: 'week-show-profit', tone: event.profit < 0 ? 'text-danger-strong' : 'text-success' },
    {
      label: 'Popularity',
      value: `${event.popularityChange >= 0 ? '+' : ''}${event.popularityChange}`,
      testId: 'week-show-popularity',
      tone: event.popularityChange < 0 ? 'text-danger-strong' : event.popularityChange > 0 ? 'text-success' : '',
    },
  ];
  return (
    <li className="flex flex-col gap-2.5 rounded-xl border border-line bg-raised/50 px-4 py-3 animate-slide-up" data-testid="week-show-result">
      <Link
        href={`/show-summary/${event.showId}`}
        className="flex items-center gap-2 self-start rounded-sm font-bold text-ink hover:text-gold"
        data-testid="week-show-link"
      >
        <Star aria-hidden="true" className="size-4 shrink-0 text-gold" />
        <span className="min-w-0 break-words" data-testid="week-show-name">
          {event.name}
        </span>
        <span className="sr-only">: open the show summary</span>
        <ArrowRight aria-hidden="true" className="size-3.5 shrink-0 text-ink-subtle" />
      </Link>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1.5 text-sm sm:grid-cols-4">
        {figures.map((figure) => (
          <div key={figure.label} className="flex items-baseline justify-between gap-2 sm:flex-col sm:justify-start sm:gap-0">
            <dt className="text-[10px] font-semibold tracking-[0.16em] text-ink-subtle uppercase">{figure.label}</dt>
            <dd className={`font-bold tabular-nums ${figure.tone}`} data-testid={figure.testId}>
              {figure.value}
            </dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

function EventLine({ event }: { event: SimEvent }) {
  const { icon: Icon, className } = icons[eventTone(event)];
  return (
    <li className="flex items-start gap-3 rounded-xl border border-line bg-raised/50 px-4 py-3 text-sm animate-slide-up" data-testid="week-report-event">
      <Icon aria-hidden="true" className={`mt-0.5 size-4 shrink-0 ${className}`} />
      <span className="min-w-0">{describeEvent(event)}</span>
    </li>
  );
}

function Section({ section }: { section: WeekSection }) {
  const link = SECTION_LINKS[section.name];
  const titleId = `week-section-${section.name}`;
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-2" data-testid={`week-report-section-${section.name}`}>
      <div className="flex items-baseline justify-between gap-3">
        <h3 id={titleId} className="text-xs font-semibold tracking-[0.16em] text-gold uppercase">
          {section.title}
        </h3>
        {link && (
          <Link href={link.href} className="flex shrink-0 items-center gap-1 rounded-sm text-xs font-semibold whitespace-nowrap text-ink-muted hover:text-gold">
            {link.label}
            <ArrowRight aria-hidden="true" className="size-3.5" />
          </Link>
        )}
      </div>
      <ul className="flex flex-col gap-2">
        {section.events.map((event, index) =>
          event.kind === 'ledgerSettled' ? (
            <li key={index}>
              <LedgerFigures event={event} />
            </li>
          ) : event.kind === 'showCompleted' ? (
            <ShowResultRow key={index} event={event} />
          ) : event.kind === 'wrestlerWeekChanges' ? (
            <li key={index}>
              <WrestlerChangesTable changes={event.changes} />
            </li>
          ) : (
            <EventLine key={index} event={event} />
          ),
        )}
      </ul>
    </section>
  );
}

export function WeekEventList({ events }: { events: readonly SimEvent[] }) {
  const sections = weekSections(events);
  if (sections.length === 0) return <p className="text-sm text-ink-muted">A quiet week: nothing else to report.</p>;
  return (
    <div className="flex flex-col gap-5" data-testid="week-report">
      {sections.map((section) => (
        <Section key={section.name} section={section} />
      ))}
    </div>
  );
}
