// /history's Records: the federation's best match and show, longest reign, most defenses, biggest crowd
// and most wins (wins in your own matches), each with who, what, when and a link to its show or wrestler.
import { Award, Crown, Medal, Shield, Star, Swords, Users, type LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import type { HistoryRecord, HistoryRecordKey } from '#shared/sim/history/records.ts';
import { Card } from '#client/components/Card.tsx';
import { useWorldQuery } from '#client/net/useWorldQuery.ts';
import { EmptyHistory } from './EmptyHistory.tsx';
import { SectionState } from './SectionState.tsx';

const ICONS: Record<HistoryRecordKey, LucideIcon> = { bestMatch: Swords, bestShow: Star, longestReign: Crown, mostDefenses: Shield, biggestCrowd: Users, mostWins: Medal };

export function recordFigure(record: Pick<HistoryRecord, 'value' | 'unit'>): string {
  switch (record.unit) {
    case 'stars':
      return `${record.value.toFixed(1)} ★`;
    case 'fans':
      return `${record.value.toLocaleString('en-US')} fans`;
    case 'weeks':
      return `${record.value} week${record.value === 1 ? '' : 's'}`;
    case 'defenses':
      return `${record.value} defense${record.value === 1 ? '' : 's'}`;
    case 'wins':
      return `${record.value} win${record.value === 1 ? '' : 's'}`;
  }
}

function RecordCard({ record }: { record: HistoryRecord }) {
  const Icon = ICONS[record.key];
  const href = record.link.kind === 'show' ? `/show-summary/${record.link.showId}` : `/wrestler/${record.link.wrestlerId}`;
  return (
    <li data-testid="history-record" data-key={record.key}>
      <Card className="flex h-full flex-col gap-2">
        <p className="flex items-center gap-2 text-[11px] font-semibold tracking-wider text-ink-subtle uppercase">
          <Icon aria-hidden="true" className="size-4 text-gold" />
          {record.label}
        </p>
        <p className="text-2xl font-black text-gold tabular-nums" data-testid="record-figure">
          {recordFigure(record)}
        </p>
        <Link href={href} className="font-semibold hover:text-gold hover:underline" data-testid="record-link">
          {record.who}
        </Link>
        <p className="mt-auto text-xs text-ink-muted">
          {record.detail && <>{record.detail} · </>}
          {record.when}
        </p>
      </Card>
    </li>
  );
}

export function HistoryRecords({ refresh }: { refresh: unknown }) {
  const query = useWorldQuery('getHistoryRecords', {}, { select: (answer) => answer.historyRecords, refresh });
  return (
    <SectionState query={query} what="The records" testId="records">
      {(records) =>
        records.length === 0 ? (
          <EmptyHistory icon={Award} testId="records-empty" text="Your federation's records will stand here once you run shows: the best-rated match and show, the biggest crowd, the longest reign, the most title defenses and the most wins in your matches." />
        ) : (
          <div className="flex flex-col gap-3">
            <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" data-testid="history-records">
              {records.map((record) => (
                <RecordCard key={record.key} record={record} />
              ))}
            </ul>
            <p className="text-xs text-ink-subtle">Most wins counts wins in your federation's own matches (a tag-team win counts for each partner). A record belongs to the first to set it: a later tie does not take it.</p>
          </div>
        )
      }
    </SectionState>
  );
}
