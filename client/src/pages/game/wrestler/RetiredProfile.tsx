// A retired wrestler's page: the record the world kept when they retired (shared/sim/roster/retired.ts).
import { Armchair, Award, Swords } from 'lucide-react';
import { Link } from 'wouter';
import { formatDate } from '#shared/rules/calendar.ts';
import type { RetiredWrestler } from '#shared/sim/roster/retired.ts';
import { Badge } from '#client/components/Badge.tsx';
import { Card } from '#client/components/Card.tsx';
import { CategoryBadge } from '#client/components/talent/CategoryBadge.tsx';
import { WrestlerPortrait } from '#client/components/WrestlerAvatar.tsx';
import { formatPopularity } from '#client/lib/format.ts';
import { GamePage } from '../GamePage.tsx';
import { BackLink, MatchStats, ProfileFacts, Section } from './profileParts.tsx';

/** "Retired (<date>, aged N), last with <Federation>" (shared/sim/roster/retired.ts retiredLine), the federation linked. */
function RetiredLine({ record }: { record: RetiredWrestler }) {
  const when = `Retired (${formatDate(record.retiredOn)}, aged ${record.age})`;
  return (
    <p className="border-t border-line pt-4 text-sm text-ink-muted" data-testid="retired-line">
      {record.lastFederationId && record.lastFederationName ? (
        <>
          {when}, last with{' '}
          <Link href={`/companies/${record.lastFederationId}`} className="font-semibold text-gold hover:underline">
            {record.lastFederationName}
          </Link>
        </>
      ) : (
        `${when} as a free agent`
      )}
    </p>
  );
}

/** A retired wrestler's page: the record the world kept when they retired. */
export function RetiredProfile({ record }: { record: RetiredWrestler }) {
  const stats = record.matchStats;
  return (
    <GamePage testId="wrestler-retired">
      <BackLink />
      <Card className="flex flex-col gap-5 sm:flex-row sm:items-start">
        <WrestlerPortrait wrestler={record} size={128} className="self-center grayscale sm:self-start" />
        <div className="flex min-w-0 flex-1 flex-col gap-4">
          <div className="flex flex-col gap-2">
            <div className="flex flex-wrap items-center gap-2">
              <Badge>
                <Armchair aria-hidden="true" className="size-3.5" />
                Retired
              </Badge>
              {record.titlesHeld.length > 0 && <Badge tone="gold">Former champion</Badge>}
            </div>
            <h1 className="text-2xl font-black tracking-tight uppercase italic sm:text-4xl" data-testid="wrestler-name">
              {record.name}
            </h1>
            {record.bio && <p className="max-w-2xl text-sm text-ink-muted">{record.bio}</p>}
          </div>
          <ProfileFacts person={record} ageLabel="Age at retirement" />
          <RetiredLine record={record} />
        </div>
        <div className="flex shrink-0 items-center gap-3 rounded-xl border border-line bg-raised/60 px-4 py-3 sm:flex-col sm:items-center sm:px-5">
          <CategoryBadge category={record.category} className="size-12 text-2xl" />
          <div className="sm:text-center">
            <p className="text-xs text-ink-subtle">Final rating</p>
            <p className="text-2xl font-black tabular-nums" data-testid="wrestler-rating">
              {record.totalPoints}
            </p>
          </div>
        </div>
      </Card>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <Section title="Career record" icon={Swords} testId="profile-matches">
          <MatchStats stats={stats} />
          <p className="text-xs text-ink-subtle">Popularity at retirement: {formatPopularity(record.popularity)}</p>
        </Section>
        <Section title="Titles held" icon={Award} testId="profile-titles">
          {record.titlesHeld.length === 0 ? (
            <p className="text-sm text-ink-muted">Never held a championship.</p>
          ) : (
            <ul className="flex flex-col gap-1.5 text-sm">
              {record.titlesHeld.map((name) => (
                <li key={name} className="font-semibold">
                  {name}
                </li>
              ))}
            </ul>
          )}
        </Section>
      </div>
    </GamePage>
  );
}
