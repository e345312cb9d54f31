// /history's Years: each year as it ended (funds, popularity, place in the global ranking by power score,
// shows run) and the year in progress as a live row, with the charts of popularity and funds by year and
// of the shows' mean rating by month. On a phone each year is a card.
import { CalendarDays, TrendingUp } from 'lucide-react';
import { Link } from 'wouter';
import type { YearByYear as YearByYearData } from '#shared/sim/history/yearByYear.ts';
import { Badge } from '#client/components/Badge.tsx';
import { Card } from '#client/components/Card.tsx';
import { cx } from '#client/lib/cx.ts';
import { formatFunds, formatPopularity } from '#client/lib/format.ts';
import { useWorldQuery } from '#client/net/useWorldQuery.ts';
import { RatingsChart, YearsChart } from './HistoryCharts.tsx';
import { EmptyHistory } from './EmptyHistory.tsx';
import { SectionState } from './SectionState.tsx';

function YearsTable({ data }: { data: YearByYearData }) {
  const rows = [...data.years].reverse();
  return (
    <>
      <ul className="flex flex-col gap-2 sm:hidden" aria-label="Your federation year by year, the year in progress first">
        {rows.map((row) => (
          <li key={row.year} className={cx('rounded-card border px-4 py-3 shadow-card', row.live ? 'border-gold/40 bg-gold-soft/30' : 'border-line bg-surface')} data-testid="year-card">
            <p className="flex items-center gap-2 font-bold">
              {row.year} {row.live && <Badge tone="gold">So far</Badge>}
              <span className="ml-auto text-sm font-normal text-ink-muted tabular-nums">
                <span className="font-bold text-ink">#{row.rank}</span> of {row.federations} · power {row.power.toFixed(1)}
              </span>
            </p>
            <dl className="mt-2 grid grid-cols-3 gap-2 text-sm">
              <div>
                <dt className="text-[11px] font-semibold tracking-wider text-ink-subtle uppercase">Funds</dt>
                <dd className="tabular-nums">{formatFunds(row.funds)}</dd>
              </div>
              <div>
                <dt className="text-[11px] font-semibold tracking-wider text-ink-subtle uppercase">Popularity</dt>
                <dd className="tabular-nums">{formatPopularity(row.popularity)}</dd>
              </div>
              <div>
                <dt className="text-[11px] font-semibold tracking-wider text-ink-subtle uppercase">Shows</dt>
                <dd className="tabular-nums">{row.showsRun}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      <Card padded={false} className="hidden overflow-x-auto sm:block">
        <table className="w-full min-w-[36rem] text-sm" data-testid="years-table">
          <caption className="sr-only">Your federation year by year, the year in progress first.</caption>
          <thead>
            <tr className="border-b border-line text-left text-[11px] tracking-wide text-ink-muted uppercase">
              <th scope="col" className="px-2 py-3 pl-4 font-semibold">Year</th>
              <th scope="col" className="px-2 py-3 text-right font-semibold">Funds</th>
              <th scope="col" className="px-2 py-3 text-right font-semibold">Popularity</th>
              <th scope="col" className="px-2 py-3 text-right font-semibold">Rank</th>
              <th scope="col" className="px-2 py-3 text-right font-semibold">Power</th>
              <th scope="col" className="px-2 py-3 pr-4 text-right font-semibold">Shows</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.year} className={cx('border-b border-line/60 last:border-0', row.live && 'bg-gold-soft/40')} data-testid="year-row" data-live={row.live || undefined}>
                <th scope="row" className="px-2 py-2.5 pl-4 text-left font-bold whitespace-nowrap">
                  {row.year} {row.live && <Badge tone="gold">So far</Badge>}
                </th>
                <td className="px-2 py-2.5 text-right tabular-nums">{formatFunds(row.funds)}</td>
                <td className="px-2 py-2.5 text-right tabular-nums">{formatPopularity(row.popularity)}</td>
                <td className="px-2 py-2.5 text-right whitespace-nowrap tabular-nums">
                  <span className="font-bold">#{row.rank}</span> <span className="text-ink-subtle">of {row.federations}</span>
                </td>
                <td className="px-2 py-2.5 text-right text-ink-muted tabular-nums">{row.power.toFixed(1)}</td>
                <td className="px-2 py-2.5 pr-4 text-right tabular-nums">{row.showsRun}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
    </>
  );
}

export function YearByYear({ refresh }: { refresh: unknown }) {
  const query = useWorldQuery('getYearByYear', {}, { select: (answer) => answer.yearByYear, refresh });
  return (
    <SectionState query={query} what="The years" testId="years">
      {(data) =>
        data.years.length === 0 ? (
          <EmptyHistory icon={CalendarDays} testId="years-empty" text="Each year of your federation will be recorded here when it ends: funds, popularity and your place among the federations." />
        ) : (
          <div className="flex flex-col gap-4" data-testid="years">
            <YearsTable data={data} />
            <p className="text-xs text-ink-subtle">
              Each year is recorded as January opens; the year in progress shows today's figures. Rank is your place by power score on the{' '}
              <Link href="/global-ranking" className="underline hover:text-gold">
                global ranking
              </Link>
              .
            </p>
            <div className="grid gap-4 lg:grid-cols-2">
              <Card className="flex flex-col gap-2">
                <h3 className="flex items-center gap-2 font-bold">
                  <TrendingUp aria-hidden="true" className="size-4 text-gold" />
                  Popularity and funds by year
                </h3>
                <YearsChart years={data.years} />
                {data.years.length === 1 && <p className="text-xs text-ink-subtle">The line grows a point each year your federation completes.</p>}
              </Card>
              <Card className="flex flex-col gap-2">
                <h3 className="flex items-center gap-2 font-bold">
                  <TrendingUp aria-hidden="true" className="size-4 text-gold" />
                  Show ratings by month
                </h3>
                {data.ratingsByMonth.length === 0 ? <p className="py-10 text-center text-sm text-ink-muted">Your shows' mean rating will be drawn here month by month.</p> : <RatingsChart months={data.ratingsByMonth} />}
              </Card>
            </div>
          </div>
        )
      }
    </SectionState>
  );
}
