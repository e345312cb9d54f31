// /companies: every federation that exists or has existed in the world, yours marked "You".
// The rows come from the room's read-only getCompanies, again each week; filter Active / Closed / All,
// sorted by popularity unless the player picks another order. Cards, so it reads on a phone too.
import { Building2, Trophy, Users } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { Snapshot } from 'valtio';
import { Link } from 'wouter';
import { formatDate } from '#shared/rules/calendar.ts';
import type { CompanyRow } from '#shared/sim/world/companies.ts';
import { Badge } from '#client/components/Badge.tsx';
import { Card } from '#client/components/Card.tsx';
import { RetryNotice } from '#client/components/RetryNotice.tsx';
import { FederationMark } from '#client/components/shell/FederationMark.tsx';
import { Spinner } from '#client/components/Spinner.tsx';
import { cx } from '#client/lib/cx.ts';
import { formatPopularity } from '#client/lib/format.ts';
import type { GameMirror } from '#client/state/game.ts';
import { GamePage } from '../GamePage.tsx';
import { GameStateGate } from '../GameStateGate.tsx';
import { selectClass } from '../shows/list/fields.tsx';
import { statusLabel, tierLabel } from './companyFormat.ts';
import { useWorldQuery } from '#client/net/useWorldQuery.ts';
import { PAGE_NOT_LOADED } from './companyFormat.ts';

export const COMPANY_FILTERS = [
  { value: 'active', label: 'Active' },
  { value: 'closed', label: 'Closed' },
  { value: 'all', label: 'All' },
] as const;
type Filter = (typeof COMPANY_FILTERS)[number]['value'];

export const COMPANY_SORTS = {
  popularity: { label: 'Popularity', compare: (a: CompanyRow, b: CompanyRow) => b.popularity - a.popularity },
  name: { label: 'Name', compare: (a: CompanyRow, b: CompanyRow) => a.name.localeCompare(b.name) },
  founded: { label: 'Founded', compare: (a: CompanyRow, b: CompanyRow) => a.founded.weekIndex - b.founded.weekIndex },
  roster: { label: 'Roster size', compare: (a: CompanyRow, b: CompanyRow) => b.rosterSize - a.rosterSize },
} as const;
type Sort = keyof typeof COMPANY_SORTS;

function Stat({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="flex min-w-0 flex-col">
      <dt className="text-[11px] font-semibold tracking-wider text-ink-subtle uppercase">{label}</dt>
      <dd className="font-semibold tabular-nums" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

function CompanyCard({ row }: { row: CompanyRow }) {
  const closed = row.status === 'closed';
  return (
    <li className="min-w-0">
      <Link
        href={`/companies/${row.id}`}
        className={cx(
          'group flex h-full flex-col gap-4 rounded-card border bg-surface p-4 shadow-card transition-colors hover:border-gold/50 focus-visible:border-gold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold/40',
          row.isYou ? 'border-gold/40' : 'border-line',
          closed && 'opacity-80',
        )}
        data-testid="company-card"
        data-federation-id={row.id}
        data-status={row.status}
      >
        <div className="flex items-start gap-3">
          <FederationMark name={row.name} logo={row.logo} className="size-12" />
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <p className="font-bold leading-snug break-words group-hover:text-gold" data-testid="company-name">
              {row.name}
            </p>
            <div className="flex flex-wrap items-center gap-1.5">
              {row.isYou && <Badge tone="gold">You</Badge>}
              <Badge>{tierLabel(row)}</Badge>
              <Badge tone={closed ? 'danger' : 'success'}>{closed ? 'Closed' : 'Active'}</Badge>
            </div>
          </div>
        </div>
        <p className="text-xs text-ink-muted" data-testid="company-status">
          Founded {formatDate(row.founded)}
          {closed && (
            <>
              {' · '}
              {statusLabel(row)}
              {row.closedReason && <span className="block pt-1 text-ink-subtle">{row.closedReason}.</span>}
            </>
          )}
        </p>
        <dl className="mt-auto grid grid-cols-3 gap-2 text-sm">
          <Stat label={closed ? 'Pop. at close' : 'Popularity'} testId="company-popularity">
            {formatPopularity(row.popularity)}
          </Stat>
          <Stat label="Roster" testId="company-roster">
            <span className="inline-flex items-center gap-1">
              <Users aria-hidden="true" className="size-3.5 text-ink-subtle" />
              {row.rosterSize}
            </span>
          </Stat>
          <Stat label={closed ? 'Retired titles' : 'Titles'} testId="company-titles">
            <span className="inline-flex items-center gap-1">
              <Trophy aria-hidden="true" className="size-3.5 text-ink-subtle" />
              {row.titles}
            </span>
          </Stat>
        </dl>
      </Link>
    </li>
  );
}

function CompaniesView({ state }: { state: Snapshot<GameMirror> }) {
  // Nothing of it is synced (the join payload stays small): asked on open and again each week.
  const load = useWorldQuery('getCompanies', {}, { select: (answer) => answer.companies, refresh: state.calendar.totalWeeksProgressed, missing: PAGE_NOT_LOADED });
  const [filter, setFilter] = useState<Filter>('active');
  const [sort, setSort] = useState<Sort>('popularity');
  const rows = load.status === 'error' ? null : load.data;
  const shown = (rows ?? []).filter((row) => filter === 'all' || row.status === filter).toSorted((a, b) => COMPANY_SORTS[sort].compare(a, b) || a.name.localeCompare(b.name));
  const counts = { active: rows?.filter((r) => r.status === 'active').length ?? 0, closed: rows?.filter((r) => r.status === 'closed').length ?? 0, all: rows?.length ?? 0 };

  return (
    <GamePage testId="companies-page">
      <div className="flex flex-col gap-1">
        <h1 className="flex items-center gap-3 text-2xl font-black tracking-tight uppercase italic sm:text-3xl">
          <Building2 aria-hidden="true" className="size-7 text-gold" />
          Companies
        </h1>
        <p className="max-w-2xl text-sm text-ink-muted">Every federation of the wrestling world, past and present. Open one to see its roster, its titles, its shows and its story.</p>
      </div>

      <div className="flex flex-wrap items-end justify-between gap-3">
        <div role="group" aria-label="Show companies" className="inline-flex rounded-xl border border-line bg-surface p-1">
          {COMPANY_FILTERS.map(({ value, label }) => (
            <button
              key={value}
              type="button"
              aria-pressed={filter === value}
              onClick={() => setFilter(value)}
              className={cx(
                'min-h-9 rounded-lg px-3 text-sm font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold/40',
                filter === value ? 'bg-gold-soft text-gold' : 'text-ink-muted hover:text-ink',
              )}
              data-testid={`company-filter-${value}`}
            >
              {label} <span className="tabular-nums text-ink-subtle">({counts[value]})</span>
            </button>
          ))}
        </div>
        <label className="flex items-center gap-2 text-sm whitespace-nowrap text-ink-muted">
          Sort by
          <select value={sort} onChange={(event) => setSort(event.target.value as Sort)} className={cx(selectClass, 'h-10 w-auto')} data-testid="company-sort">
            {Object.entries(COMPANY_SORTS).map(([value, { label }]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
      </div>

      {load.status === 'loading' && !rows && (
        <Card className="flex items-center gap-3 text-sm text-ink-muted" data-testid="companies-loading">
          <Spinner size="sm" />
          Loading the companies…
        </Card>
      )}
      {load.status === 'error' && (
        <RetryNotice title="The companies could not be loaded" message={load.error.message} onRetry={load.retry} data-testid="companies-error" />
      )}
      {rows && shown.length === 0 && (
        <Card className="text-sm text-ink-muted" data-testid="companies-empty">
          {filter === 'closed' ? 'No federation has closed its doors yet.' : 'No federation to show.'}
        </Card>
      )}
      {shown.length > 0 && (
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3" data-testid="company-list">
          {shown.map((row) => (
            <CompanyCard key={row.id} row={row} />
          ))}
        </ul>
      )}
    </GamePage>
  );
}

export function CompaniesPage() {
  return <GameStateGate>{(state) => <CompaniesView state={state} />}</GameStateGate>;
}
