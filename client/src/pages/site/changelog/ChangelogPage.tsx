// /changelog: our versions (newest first, with highlights and fixes), the roadmap (status and ETA),
// the known issues (severity, status, workaround) and a way to contact us.
import { Bug, CheckCircle2, Mail, Sparkles, Wrench } from 'lucide-react';
import { Badge, type BadgeTone } from '#client/components/Badge.tsx';
import { buttonClass } from '#client/components/buttonClass.ts';
import { HashLink } from '#client/components/site/HashLink.tsx';
import { PageHeader } from '#client/components/site/PageHeader.tsx';
import { SiteLayout } from '#client/components/site/SiteLayout.tsx';
import { useDocumentMeta } from '#client/components/site/useDocumentMeta.ts';
import {
  CHANGELOG,
  ISSUE_STATUS_LABEL,
  KNOWN_ISSUES,
  ROADMAP,
  ROADMAP_NOTE,
  ROADMAP_STATUS_LABEL,
  formatReleaseDate,
  type IssueSeverity,
  type IssueStatus,
  type RoadmapStatus,
} from './changelogData.ts';

const STATUS_TONE: Record<RoadmapStatus, BadgeTone> = { 'in-development': 'gold', planned: 'info', 'under-consideration': 'neutral' };
const SEVERITY_TONE: Record<IssueSeverity, BadgeTone> = { high: 'danger', medium: 'gold', low: 'neutral' };
const ISSUE_STATUS_TONE: Record<IssueStatus, BadgeTone> = {
  'fix-pending': 'info',
  acknowledged: 'neutral',
  'fix-in-next-patch': 'success',
  investigating: 'gold',
};

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const anchorClass = 'rounded-md px-3 py-1.5 text-sm font-medium text-ink-muted hover:bg-raised hover:text-ink';

export function ChangelogPage() {
  useDocumentMeta({
    title: 'Changelog',
    description: 'Every Main Event Mogul release with its highlights and fixes, the roadmap with honest ETAs, and the known issues we are working on.',
  });

  return (
    <SiteLayout>
      <PageHeader eyebrow="Changelog" title="What's new in Main Event Mogul" lead="Every release with its highlights and fixes, what we are building next, and the problems we know about.">
        <nav aria-label="On this page" className="mt-6 flex flex-wrap gap-1">
          <a href="#versions" className={anchorClass}>
            Versions
          </a>
          <a href="#roadmap" className={anchorClass}>
            Roadmap
          </a>
          <a href="#known-issues" className={anchorClass}>
            Known Issues
          </a>
        </nav>
      </PageHeader>

      <div className="mx-auto grid w-full max-w-6xl gap-16 px-4 pb-20 sm:px-6">
        <section id="versions" aria-labelledby="versions-title" className="scroll-mt-24">
          <h2 id="versions-title" className="text-2xl font-extrabold tracking-tight">
            Versions
          </h2>
          <ol className="mt-6 grid gap-6 border-l border-line pl-6 sm:pl-8" data-testid="changelog-versions">
            {CHANGELOG.map((entry) => (
              <li key={entry.version} className="relative">
                <span
                  aria-hidden="true"
                  className={`absolute top-7 -left-[31px] size-3.5 rounded-full border-2 sm:-left-[39px] ${entry.isLatest ? 'border-gold bg-gold' : 'border-line-strong bg-canvas'}`}
                />
                <article className={`rounded-card border bg-surface/90 p-6 shadow-card sm:p-7 ${entry.isLatest ? 'border-gold/40' : 'border-line'}`}>
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
                    <h3 className="text-xl font-extrabold tracking-tight">v{entry.version}</h3>
                    {entry.isLatest && <Badge tone="gold">Latest</Badge>}
                    <time dateTime={entry.date} className="text-sm text-ink-subtle">
                      {formatReleaseDate(entry.date)}
                    </time>
                  </div>
                  <p className="mt-1 text-lg font-semibold text-ink">{entry.title}</p>
                  <p className="mt-1 text-ink-muted">{entry.summary}</p>
                  <div className="mt-5 grid gap-6 md:grid-cols-2">
                    <div>
                      <h4 className="flex items-center gap-2 text-sm font-bold tracking-wide text-gold uppercase">
                        <Sparkles aria-hidden="true" className="size-4" /> Highlights
                      </h4>
                      <ul className="mt-3 grid gap-2 text-sm text-ink-muted">
                        {entry.highlights.map((item) => (
                          <li key={item} className="flex gap-2">
                            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                            <span>{item}</span>
                          </li>
                        ))}
                      </ul>
                    </div>
                    <div>
                      <h4 className="flex items-center gap-2 text-sm font-bold tracking-wide text-info uppercase">
                        <Wrench aria-hidden="true" className="size-4" /> Fixes
                      </h4>
                      <ul className="mt-3 grid gap-2 text-sm text-ink-muted">
                        {entry.fixes.map((item) => (
                          <li key={item} className="flex gap-2">
                            <Bug aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-info" />
                            <span>{item}</span>
                          </li>
                        ))}
                      </ul>
                    </div>
                  </div>
                </article>
              </li>
            ))}
          </ol>
        </section>

        <section id="roadmap" aria-labelledby="roadmap-title" className="scroll-mt-24">
          <h2 id="roadmap-title" className="text-2xl font-extrabold tracking-tight">
            Roadmap
          </h2>
          <p className="mt-1 text-ink-muted">{ROADMAP_NOTE}</p>
          <ul className="mt-6 grid gap-4 md:grid-cols-2" data-testid="roadmap">
            {ROADMAP.map((item) => (
              <li key={item.title} className="flex flex-col rounded-card border border-line bg-surface/90 p-5 shadow-card">
                <div className="flex items-start justify-between gap-3">
                  <h3 className="font-bold">{item.title}</h3>
                  <Badge tone={STATUS_TONE[item.status]}>{ROADMAP_STATUS_LABEL[item.status]}</Badge>
                </div>
                <p className="mt-2 flex-1 text-sm text-ink-muted">{item.description}</p>
                <p className="mt-4 text-xs font-semibold tracking-wide text-ink-subtle uppercase">
                  ETA <span className="text-ink">{item.eta}</span>
                </p>
              </li>
            ))}
          </ul>
        </section>

        <section id="known-issues" aria-labelledby="issues-title" className="scroll-mt-24">
          <h2 id="issues-title" className="text-2xl font-extrabold tracking-tight">
            Known Issues
          </h2>
          <p className="mt-1 text-ink-muted">Problems we know about, how bad they are and what you can do meanwhile.</p>
          <ul className="mt-6 grid gap-4 md:hidden">
            {KNOWN_ISSUES.map((issue) => (
              <li key={issue.issue} className="rounded-card border border-line bg-surface/90 p-5 shadow-card">
                <p className="font-semibold text-ink">{issue.issue}</p>
                <div className="mt-3 flex flex-wrap gap-2">
                  <Badge tone={SEVERITY_TONE[issue.severity]}>Severity: {capitalize(issue.severity)}</Badge>
                  <Badge tone={ISSUE_STATUS_TONE[issue.status]}>{ISSUE_STATUS_LABEL[issue.status]}</Badge>
                </div>
                <p className="mt-3 text-sm text-ink-muted">
                  <span className="font-semibold text-ink">Workaround: </span>
                  {issue.workaround}
                </p>
              </li>
            ))}
          </ul>
          <div className="mt-6 hidden overflow-x-auto rounded-card border border-line bg-surface/90 shadow-card md:block">
            <table className="w-full text-left text-sm" data-testid="known-issues">
              <thead className="border-b border-line text-xs tracking-wide text-ink-subtle uppercase">
                <tr>
                  <th scope="col" className="px-5 py-3 font-semibold">
                    Issue
                  </th>
                  <th scope="col" className="px-5 py-3 font-semibold">
                    Severity
                  </th>
                  <th scope="col" className="px-5 py-3 font-semibold">
                    Status
                  </th>
                  <th scope="col" className="px-5 py-3 font-semibold">
                    Workaround
                  </th>
                </tr>
              </thead>
              <tbody>
                {KNOWN_ISSUES.map((issue) => (
                  <tr key={issue.issue} className="border-b border-line/60 align-top last:border-0">
                    <td className="px-5 py-4 text-ink">{issue.issue}</td>
                    <td className="px-5 py-4">
                      <Badge tone={SEVERITY_TONE[issue.severity]}>{capitalize(issue.severity)}</Badge>
                    </td>
                    <td className="px-5 py-4">
                      <Badge tone={ISSUE_STATUS_TONE[issue.status]}>{ISSUE_STATUS_LABEL[issue.status]}</Badge>
                    </td>
                    <td className="px-5 py-4 text-ink-muted">{issue.workaround}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>

        <section aria-labelledby="report-title" className="flex flex-col gap-4 rounded-card border border-gold/30 bg-gold-soft p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
          <div>
            <h2 id="report-title" className="text-xl font-extrabold tracking-tight">
              Found something we missed?
            </h2>
            <p className="mt-1 text-ink-muted">Report a bug or suggest a feature: it goes straight to the people building the game.</p>
          </div>
          <HashLink section="contact" className={buttonClass('primary', 'md')}>
            <Mail aria-hidden="true" className="size-4" />
            Contact us
          </HashLink>
        </section>
      </div>
    </SiteLayout>
  );
}
