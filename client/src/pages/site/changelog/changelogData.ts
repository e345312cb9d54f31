// Our version history, roadmap and known issues, read from content/changelog/*.json (spec entities:
// changelog entry, roadmap item, known issue). The newest release comes first and is the latest.
import knownIssuesJson from '#content/changelog/known-issues.json';
import releasesJson from '#content/changelog/releases.json';
import roadmapJson from '#content/changelog/roadmap.json';

export interface ChangelogEntry {
  version: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  title: string;
  summary: string;
  highlights: string[];
  fixes: string[];
  isLatest: boolean;
}

export type RoadmapStatus = 'in-development' | 'planned' | 'under-consideration';
export interface RoadmapItem {
  title: string;
  description: string;
  status: RoadmapStatus;
  eta: string;
}

export type IssueSeverity = 'high' | 'medium' | 'low';
export type IssueStatus = 'fix-pending' | 'acknowledged' | 'fix-in-next-patch' | 'investigating';
export interface KnownIssue {
  issue: string;
  severity: IssueSeverity;
  status: IssueStatus;
  workaround: string;
}

/** Newest first, by date then by version. */
export const CHANGELOG: ChangelogEntry[] = [...releasesJson.releases]
  .sort((a, b) => b.date.localeCompare(a.date) || compareVersions(b.version, a.version))
  .map((entry, i) => ({ ...entry, isLatest: i === 0 }));

export const ROADMAP: RoadmapItem[] = roadmapJson.roadmap as RoadmapItem[];
export const ROADMAP_NOTE: string = roadmapJson.note;
export const KNOWN_ISSUES: KnownIssue[] = knownIssuesJson.knownIssues as KnownIssue[];

export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i += 1) {
    const diff = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

/** "November 21, 2026" (the date is a calendar day: no time zone shift). */
export function formatReleaseDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1)).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

export const ROADMAP_STATUS_LABEL: Record<RoadmapStatus, string> = {
  'in-development': 'In development',
  planned: 'Planned',
  'under-consideration': 'Under consideration',
};

export const ISSUE_STATUS_LABEL: Record<IssueStatus, string> = {
  'fix-pending': 'Fix pending',
  acknowledged: 'Acknowledged',
  'fix-in-next-patch': 'Fix in next patch',
  investigating: 'Investigating',
};
