// Latest Updates: the newest releases from our changelog, the newest marked New!, and a way to the
// full changelog.
import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { Badge } from '#client/components/Badge.tsx';
import { buttonClass } from '#client/components/buttonClass.ts';
import { SectionHeading } from '#client/components/site/PageHeader.tsx';
import { formatReleaseDate, type ChangelogEntry } from '../changelog/changelogData.ts';

export function LatestUpdates({ entries }: { entries: ChangelogEntry[] }) {
  return (
    <section aria-labelledby="updates-title" className="px-4 py-14 sm:px-6 sm:py-20">
      <div className="mx-auto w-full max-w-6xl">
        <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
          <SectionHeading id="updates-title" eyebrow="Changelog" title="Latest Updates" intro="What changed in the game lately." />
          <Link href="/changelog" className={buttonClass('secondary', 'md', 'self-start sm:self-auto')}>
            View Full Changelog
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
        <ol className="mt-10 grid gap-4" data-testid="latest-updates">
          {entries.map((entry) => (
            <li key={entry.version}>
              <article className={`rounded-card border bg-surface/90 p-6 shadow-card ${entry.isLatest ? 'border-gold/40' : 'border-line'}`}>
                <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
                  <Badge tone={entry.isLatest ? 'gold' : 'neutral'}>v{entry.version}</Badge>
                  {entry.isLatest && <Badge tone="success">New!</Badge>}
                  <time dateTime={entry.date} className="text-sm text-ink-subtle">
                    {formatReleaseDate(entry.date)}
                  </time>
                </div>
                <h3 className="mt-3 text-lg font-bold tracking-tight">{entry.title}</h3>
                <p className="mt-1 text-sm text-ink-muted">{entry.summary}</p>
              </article>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
