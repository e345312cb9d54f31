// The building blocks of a wrestler's page (WrestlerPage.tsx) and a retired wrestler's (RetiredProfile.tsx):
// the way back, a titled section, the profile's facts, the match record and a grid of figures.
import { ArrowLeft, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { ContractHolder } from '#shared/sim/world/wrestlerView.ts';
import { buttonClass } from '#client/components/buttonClass.ts';
import { Card } from '#client/components/Card.tsx';
import { cx } from '#client/lib/cx.ts';

export function Section({ title, icon: Icon, children, className, testId }: { title: string; icon: LucideIcon; children: ReactNode; className?: string; testId?: string }) {
  return (
    <Card className={cx('flex flex-col gap-4', className)} data-testid={testId}>
      <h2 className="flex items-center gap-2 font-bold tracking-tight">
        <Icon aria-hidden="true" className="size-5 text-gold" />
        {title}
      </h2>
      {children}
    </Card>
  );
}

/** The facts of a wrestler's profile, the same for an active wrestler and a retired one (whose age is at retirement). */
export function ProfileFacts({ person, ageLabel }: { person: { style: string; nationality: string; age: number; gender: string; masked: boolean; yearsInIndustry: number }; ageLabel: string }) {
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-3">
      <Fact label="Style">{person.style}</Fact>
      <Fact label="Nationality">{person.nationality}</Fact>
      <Fact label={ageLabel}>{person.age}</Fact>
      <Fact label="Gender">{person.gender === 'female' ? 'Female' : 'Male'}</Fact>
      <Fact label="Masked">{person.masked ? 'Yes' : 'No'}</Fact>
      <Fact label="In the business">{weeksOrYears(person.yearsInIndustry)}</Fact>
    </dl>
  );
}

/** Wins, losses, draws and matches: the same on an active wrestler's page and a retired one's. */
export function MatchStats({ stats }: { stats: { wins: number; losses: number; draws: number; totalMatches: number } }) {
  return (
    <StatGrid
      items={[
        { label: 'Wins', value: String(stats.wins), testId: 'stat-wins' },
        { label: 'Losses', value: String(stats.losses), testId: 'stat-losses' },
        { label: 'Draws', value: String(stats.draws), testId: 'stat-draws' },
        { label: 'Matches', value: String(stats.totalMatches), testId: 'stat-matches' },
      ]}
    />
  );
}

export function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-ink-subtle">{label}</dt>
      <dd className="truncate font-semibold" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

function weeksOrYears(years: number): string {
  return `${years} ${years === 1 ? 'year' : 'years'}`;
}

export function StatGrid({ items }: { items: Array<{ label: string; value: string; testId?: string }> }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-2 xl:grid-cols-4">
      {items.map((item) => (
        <div key={item.label} className="rounded-xl border border-line bg-raised/50 px-3 py-2.5">
          <dt className="text-xs text-ink-subtle">{item.label}</dt>
          <dd className="text-lg font-black tabular-nums" data-testid={item.testId}>
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Back to the roster, or for a rival's wrestler to the company page of the federation holding them. */
export function BackLink({ rival = null }: { rival?: ContractHolder | null }) {
  return (
    <Link href={rival ? `/companies/${rival.federationId}` : '/roster'} className={buttonClass('ghost', 'sm', 'self-start -ml-2')} data-testid={rival ? 'back-link' : 'back-to-roster'}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {rival ? `Back to ${rival.name}` : 'Back to Roster'}
    </Link>
  );
}
