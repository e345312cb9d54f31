// /companies/:federationId: one federation's public page: who they are, their roster's public
// facts (never salaries, contracts, morale or funds), their titles and lineages (a closed federation's
// retired titles keep theirs), their recent shows, their story, and why the promoter did what it did.
// Loaded with the room's read-only getCompany, again each week; yours works too, as others see it.
import { ArrowLeft, Brain, CalendarDays, History, Trophy, Tv, Users } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { Snapshot } from 'valtio';
import { Link } from 'wouter';
import { formatDate } from '#shared/rules/calendar.ts';
import type { CompanyHistoryEntry, CompanyPage as CompanyPageData, CompanyTitle } from '#shared/sim/world/companyPage.ts';
import { UNKNOWN_FEDERATION } from '#shared/sim/world/companyPage.ts';
import { Badge, type BadgeTone } from '#client/components/Badge.tsx';
import { buttonClass } from '#client/components/buttonClass.ts';
import { Card } from '#client/components/Card.tsx';
import { Notice } from '#client/components/Notice.tsx';
import { RetryNotice } from '#client/components/RetryNotice.tsx';
import { FederationMark } from '#client/components/shell/FederationMark.tsx';
import { StarMeter } from '#client/components/shows/RatingBreakdown.tsx';
import { Spinner } from '#client/components/Spinner.tsx';
import { cx } from '#client/lib/cx.ts';
import { formatPopularity } from '#client/lib/format.ts';
import type { GameMirror } from '#client/state/game.ts';
import { GamePage } from '../GamePage.tsx';
import { GameStateGate } from '../GameStateGate.tsx';
import { formatStars } from '../shows/showData.ts';
import { PAGE_NOT_LOADED, statusLabel, tierLabel } from './companyFormat.ts';
import { useWorldQuery } from '#client/net/useWorldQuery.ts';
import { RelationsSection } from './relations/RelationsSection.tsx';

function Section({ title, icon: Icon, children, className, testId, count }: { title: string; icon: LucideIcon; children: ReactNode; className?: string; testId?: string; count?: number }) {
  return (
    <Card className={cx('flex min-w-0 flex-col gap-4', className)} data-testid={testId}>
      <h2 className="flex items-center gap-2 font-bold tracking-tight">
        <Icon aria-hidden="true" className="size-5 text-gold" />
        {title}
        {count !== undefined && <span className="text-sm font-medium text-ink-muted">({count})</span>}
      </h2>
      {children}
    </Card>
  );
}

function Empty({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <p className="text-sm text-ink-muted" data-testid={testId}>
      {children}
    </p>
  );
}

function BackLink() {
  return (
    <Link href="/companies" className={buttonClass('ghost', 'sm', 'self-start -ml-2')} data-testid="back-to-companies">
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to Companies
    </Link>
  );
}

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-ink-subtle">{label}</dt>
      <dd className="font-semibold" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

function Header({ page }: { page: CompanyPageData }) {
  const { company } = page;
  const closed = company.status === 'closed';
  return (
    <Card highlight={company.isYou} className="flex flex-col gap-5 sm:flex-row sm:items-start">
      <FederationMark name={company.name} logo={company.logo} className="size-20 self-center text-xl sm:self-start" />
      <div className="flex min-w-0 flex-1 flex-col gap-4">
        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap items-center gap-2">
            {company.isYou && <Badge tone="gold">You</Badge>}
            <Badge>{tierLabel(company)}</Badge>
            <Badge tone={closed ? 'danger' : 'success'}>{closed ? 'Closed' : 'Active'}</Badge>
          </div>
          <h1 className="text-2xl font-black tracking-tight break-words uppercase italic sm:text-4xl" data-testid="company-name">
            {company.name}
          </h1>
          {page.gimmick && <p className="text-sm text-ink-muted">{page.gimmick}</p>}
          {page.personalityHint && (
            <p className="flex items-start gap-2 text-sm">
              <Brain aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold" />
              <span>
                <span className="text-ink-subtle">Promoter: </span>
                <span data-testid="company-personality">{page.personalityHint}</span>
              </span>
            </p>
          )}
          {closed && (
            <p className="text-sm text-danger-strong" data-testid="company-closed">
              {statusLabel(company)}
              {company.closedReason && <span className="text-ink-muted">: {company.closedReason}.</span>}
            </p>
          )}
        </div>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-3 lg:grid-cols-5">
          <Fact label="Founded">{formatDate(company.founded)}</Fact>
          <Fact label={closed ? 'Popularity at closing' : 'Popularity'} testId="company-popularity">
            {formatPopularity(company.popularity)}
          </Fact>
          <Fact label="Roster">{company.rosterSize}</Fact>
          <Fact label={closed ? 'Retired titles' : 'Titles'}>{company.titles}</Fact>
          {page.style && <Fact label="Style">{page.style}</Fact>}
        </dl>
      </div>
    </Card>
  );
}

function Roster({ page }: { page: CompanyPageData }) {
  return (
    <Section title="Roster" icon={Users} testId="company-roster" count={page.roster.length}>
      {page.roster.length === 0 ? (
        <Empty testId="company-roster-empty">{page.company.status === 'closed' ? 'Its wrestlers left when it closed.' : 'No wrestler under contract.'}</Empty>
      ) : (
        <ul className="-mx-2 flex flex-col divide-y divide-line">
          {page.roster.map((w) => (
            <li key={w.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-2 py-2.5 text-sm" data-testid="company-wrestler">
              <div className="flex min-w-0 flex-1 basis-40 flex-col">
                <Link href={`/wrestler/${w.id}`} className="truncate font-semibold hover:text-gold hover:underline">
                  {w.name}
                </Link>
                <span className="text-xs text-ink-subtle">{w.style}</span>
                {w.titles.length > 0 && (
                  <span className="mt-1 flex flex-wrap gap-1">
                    {w.titles.map((title) => (
                      <Badge key={title} tone="gold" className="max-w-full">
                        <Trophy aria-hidden="true" className="size-3 shrink-0" />
                        <span className="min-w-0 whitespace-normal">{title}</span>
                      </Badge>
                    ))}
                  </span>
                )}
              </div>
              <span className="flex gap-3 text-xs text-ink-muted tabular-nums">
                <span>
                  Pop. <span className="font-semibold text-ink">{formatPopularity(w.popularity)}</span>
                </span>
                <span>
                  Rating <span className="font-semibold text-ink">{Math.round(w.rating)}</span>
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

const LINEAGE_EVENTS: Record<string, { label: string; tone: BadgeTone }> = {
  created: { label: 'Introduced', tone: 'info' },
  awarded: { label: 'Awarded', tone: 'gold' },
  won: { label: 'Title change', tone: 'gold' },
  defended: { label: 'Defended', tone: 'success' },
  vacated: { label: 'Vacated', tone: 'danger' },
};

function Title({ title }: { title: CompanyTitle }) {
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-line bg-raised/40 p-3" data-testid="company-title">
      <div className="flex flex-wrap items-center gap-2">
        <p className="min-w-0 flex-1 font-semibold">{title.name}</p>
        {!title.isActive && <Badge tone="danger">Retired</Badge>}
        <span className="text-xs text-ink-subtle tabular-nums">Prestige {Math.round(title.prestige)}</span>
      </div>
      <p className="text-sm text-ink-muted">
        {title.isActive ? 'Champion: ' : 'Last holder: '}
        <span className="font-semibold text-ink">{title.isActive ? title.holderName : ([...title.lineage].reverse().find((e) => e.holderId)?.holderName ?? 'None')}</span>
      </p>
      <details className="group text-sm">
        <summary className="cursor-pointer rounded text-xs font-semibold text-gold hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold/40">Lineage ({title.lineage.length})</summary>
        <ol className="mt-2 flex max-h-64 flex-col gap-2 overflow-y-auto pr-1" data-testid="company-lineage">
          {[...title.lineage].reverse().map((entry, index) => {
            const event = LINEAGE_EVENTS[entry.event] ?? { label: entry.event, tone: 'neutral' as const };
            return (
              <li key={`${entry.weekIndex}-${index}`} className="flex flex-col gap-0.5" data-testid="company-lineage-entry">
                <span className="flex flex-wrap items-center gap-2 text-xs text-ink-subtle">
                  {formatDate(entry)}
                  <Badge tone={event.tone}>{event.label}</Badge>
                </span>
                <span>
                  <span className="font-semibold">{entry.holderName}</span>
                  <span className="text-ink-muted"> · {entry.eventDescription}</span>
                </span>
              </li>
            );
          })}
        </ol>
      </details>
    </li>
  );
}

function Titles({ page }: { page: CompanyPageData }) {
  return (
    <Section title="Titles" icon={Trophy} testId="company-titles" count={page.titles.length}>
      {page.titles.length === 0 ? (
        <Empty testId="company-titles-empty">No title yet.</Empty>
      ) : (
        <ul className="flex flex-col gap-3">
          {page.titles.map((title) => (
            <Title key={title.id} title={title} />
          ))}
        </ul>
      )}
    </Section>
  );
}

function Shows({ page }: { page: CompanyPageData }) {
  return (
    <Section title="Recent shows" icon={Tv} testId="company-shows" count={page.showsTotal}>
      {page.shows.length === 0 ? (
        <Empty testId="company-shows-empty">No show has run yet.</Empty>
      ) : (
        <ul className="-mx-2 flex flex-col divide-y divide-line">
          {page.shows.map((show) => (
            <li key={show.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-2 py-2.5 text-sm" data-testid="company-show">
              <div className="flex min-w-0 flex-1 basis-48 flex-col">
                <span className="font-semibold">{show.name}</span>
                <span className="text-xs text-ink-subtle">{formatDate(show)}</span>
                {show.mainEvent && (
                  <span className="text-xs text-ink-muted">
                    Main event: {show.mainEvent}
                    {show.mainEventResult && ` (${show.mainEventResult})`}
                  </span>
                )}
              </div>
              <span className="flex items-center gap-2">
                <StarMeter value={show.rating} />
                <span className="font-black text-gold tabular-nums">{formatStars(show.rating)} ★</span>
              </span>
            </li>
          ))}
        </ul>
      )}
      {page.showsTotal > page.shows.length && <p className="text-xs text-ink-subtle">The newest {page.shows.length} of {page.showsTotal} shows.</p>}
    </Section>
  );
}

const HISTORY_TONES: Partial<Record<CompanyHistoryEntry['kind'], BadgeTone>> = { founded: 'success', closed: 'danger', titleChange: 'gold', titleRetired: 'danger', signing: 'info' };

function Story({ page }: { page: CompanyPageData }) {
  return (
    <Section title="History" icon={History} testId="company-history">
      <ol className="flex flex-col gap-3">
        {page.history.map((entry, index) => (
          <li key={`${entry.weekIndex}-${index}`} className="flex gap-3" data-testid="company-history-entry" data-kind={entry.kind}>
            <span aria-hidden="true" className={cx('mt-1.5 size-2.5 shrink-0 rounded-full border-2 bg-canvas', entry.kind === 'closed' ? 'border-danger' : 'border-gold')} />
            <div className="flex min-w-0 flex-col gap-0.5">
              <span className="flex flex-wrap items-center gap-2 text-xs text-ink-subtle">
                <CalendarDays aria-hidden="true" className="size-3.5" />
                {formatDate(entry)}
                {HISTORY_TONES[entry.kind] && <Badge tone={HISTORY_TONES[entry.kind]}>{entry.kind === 'titleChange' ? 'Title change' : entry.kind === 'titleRetired' ? 'Title retired' : entry.kind[0]!.toUpperCase() + entry.kind.slice(1)}</Badge>}
              </span>
              <p className="text-sm font-semibold">{entry.headline}</p>
              {entry.text && <p className="text-sm text-ink-muted">{entry.text}</p>}
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}

function Decisions({ page }: { page: CompanyPageData }) {
  if (page.company.controller !== 'ai') return null;
  return (
    <Section title="Why they did it" icon={Brain} testId="company-decisions">
      {page.decisions.length === 0 ? (
        <Empty testId="company-decisions-empty">The promoter has made no move yet.</Empty>
      ) : (
        <ul className="flex flex-col gap-3">
          {page.decisions.map((decision, index) => (
            <li key={`${decision.weekIndex}-${index}`} className="flex flex-col gap-1" data-testid="company-decision">
              <span className="flex flex-wrap items-center gap-2 text-xs text-ink-subtle">
                <Badge tone="info">{decision.label}</Badge>
                {formatDate(decision)}
              </span>
              <p className="text-sm text-ink-muted">{decision.reason}</p>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function CompanyView({ federationId, state }: { federationId: string; state: Snapshot<GameMirror> }) {
  // Asked again each week and after a dealing with it (a poach moves its roster and popularity); while the same company refreshes, its page stays on screen.
  const [dealings, setDealings] = useState(0);
  const load = useWorldQuery('getCompany', { federationId }, { select: (answer) => answer.company, refresh: `${state.calendar.totalWeeksProgressed}:${dealings}`, missing: PAGE_NOT_LOADED });
  if (load.status === 'error' && load.error.refused && load.error.message === UNKNOWN_FEDERATION) {
    return (
      <GamePage testId="company-page">
        <BackLink />
        <Notice tone="warning" title="This federation does not exist" data-testid="company-not-found" actions={<Link href="/companies" className={buttonClass('secondary', 'sm')}>See every company</Link>}>
          It may have been a wrong link. Every federation that exists or has existed is listed on Companies.
        </Notice>
      </GamePage>
    );
  }
  if (load.status === 'error') {
    return (
      <GamePage testId="company-page">
        <BackLink />
        <RetryNotice title="This company could not be loaded" message={load.error.message} onRetry={load.retry} data-testid="company-error" />
      </GamePage>
    );
  }
  const page = load.data;
  if (!page) {
    return (
      <GamePage testId="company-page">
        <BackLink />
        <Card className="flex items-center gap-3 text-sm text-ink-muted" data-testid="company-loading">
          <Spinner size="sm" />
          Loading the company…
        </Card>
      </GamePage>
    );
  }
  return (
    <GamePage testId="company-page">
      <BackLink />
      <Header page={page} />
      {!page.company.isYou && <RelationsSection federationId={federationId} week={state.calendar.totalWeeksProgressed} funds={state.federation.funds} onDealt={() => setDealings((n) => n + 1)} />}
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <Roster page={page} />
        <Titles page={page} />
        <Shows page={page} />
        <Story page={page} />
        <Decisions page={page} />
      </div>
    </GamePage>
  );
}

export function CompanyPage({ federationId }: { federationId: string }) {
  return <GameStateGate>{(state) => <CompanyView federationId={federationId} state={state} />}</GameStateGate>;
}

