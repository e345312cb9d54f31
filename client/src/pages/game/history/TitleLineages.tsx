// /history's Titles: each of the federation's championships (active first) with its lineage, the current
// reign first: holder, won and lost dates, weeks held and defenses; how each reign began and ended in
// the lineage's words. Rows stack on a phone.
import { Crown, Trophy } from 'lucide-react';
import { Link } from 'wouter';
import type { Reign, TitleLineage } from '#shared/sim/history/reigns.ts';
import { Badge } from '#client/components/Badge.tsx';
import { Card } from '#client/components/Card.tsx';
import { cx } from '#client/lib/cx.ts';
import { useWorldQuery } from '#client/net/useWorldQuery.ts';
import { EmptyHistory } from './EmptyHistory.tsx';
import { SectionState } from './SectionState.tsx';

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

function ReignRow({ reign }: { reign: Reign }) {
  return (
    <li className={cx('grid gap-x-4 gap-y-1 px-4 py-3 text-sm sm:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,1fr)_5rem_5rem]', reign.current && 'bg-gold-soft/40 shadow-[inset_3px_0_0_var(--color-gold)]')} data-testid="reign-row" data-current={reign.current || undefined}>
      <div className="flex min-w-0 items-center gap-2">
        {reign.current && <Crown aria-label="Current champion" className="size-4 shrink-0 text-gold" />}
        <Link href={`/wrestler/${reign.holderId}`} className="truncate font-semibold hover:text-gold hover:underline">
          {reign.holderName}
        </Link>
      </div>
      <p className="text-ink-muted" title={reign.wonHow}>
        <span className="text-ink-subtle sm:hidden">Won </span>
        {reign.wonOn}
      </p>
      <p className={reign.current ? 'text-gold' : 'text-ink-muted'} title={reign.lostHow ?? undefined}>
        <span className="text-ink-subtle sm:hidden">Lost </span>
        {reign.lostOn ?? 'Champion now'}
      </p>
      <p className="flex gap-3 tabular-nums sm:contents">
        <span className="sm:text-right">{plural(reign.weeksHeld, 'week')}</span>
        <span className="text-ink-muted sm:text-right">{plural(reign.defenses, 'defense')}</span>
      </p>
    </li>
  );
}

function LineageCard({ title }: { title: TitleLineage }) {
  return (
    <Card padded={false} data-testid="title-lineage">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-line px-4 py-3">
        <div className="min-w-0">
          <h3 className="flex items-center gap-2 font-bold">
            <Trophy aria-hidden="true" className="size-4 text-gold" />
            {title.name}
          </h3>
          <p className="text-xs text-ink-muted">
            {title.holderName ? `Champion: ${title.holderName}` : 'Vacant'} · {plural(title.reigns.length, 'reign')}
          </p>
        </div>
        <div className="flex items-center gap-2">
          {!title.isActive && <Badge>Retired</Badge>}
          <Badge tone="gold">Prestige {Math.round(title.prestige)}</Badge>
        </div>
      </div>
      {title.reigns.length === 0 ? (
        <p className="px-4 py-3 text-sm text-ink-muted">No champion yet: put the title on the line in a match, or award it on the Championships page.</p>
      ) : (
        <>
          <div className="hidden grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,1fr)_5rem_5rem] gap-x-4 border-b border-line/60 px-4 py-2 text-[11px] font-semibold tracking-wide text-ink-muted uppercase sm:grid" aria-hidden="true">
            <span>Holder</span>
            <span>Won</span>
            <span>Lost</span>
            <span className="text-right">Held</span>
            <span className="text-right">Defenses</span>
          </div>
          <ol className="divide-y divide-line/60" aria-label={`${title.name} lineage, newest reign first`}>
            {title.reigns.map((reign) => (
              <ReignRow key={`${reign.holderId}-${reign.wonWeekIndex}`} reign={reign} />
            ))}
          </ol>
        </>
      )}
    </Card>
  );
}

export function TitleLineages({ refresh }: { refresh: unknown }) {
  const query = useWorldQuery('getTitleLineages', {}, { select: (answer) => answer.titleLineages, refresh });
  return (
    <SectionState query={query} what="The title lineages" testId="lineages">
      {(titles) =>
        titles.length === 0 ? (
          <EmptyHistory icon={Trophy} testId="lineages-empty" text="Your championships and every reign in them will be listed here: who held each title, when they won and lost it, how long they held it and how often they defended it. Create a title on the Championships page." />
        ) : (
          <div className="flex flex-col gap-4" data-testid="lineages">
            {titles.map((title) => (
              <LineageCard key={title.id} title={title} />
            ))}
          </div>
        )
      }
    </SectionState>
  );
}
