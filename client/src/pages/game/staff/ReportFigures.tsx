// A staff report's figures, laid out by type: the coach's effectiveness and priorities, the head of
// talent's popularity, morale and contracts, the head of finance's week, the social media followers.
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { SKILL_LABELS, type SkillName } from '#shared/rules/training.ts';
import { cx } from '#client/lib/cx.ts';
import { formatPopularity, formatUsd } from '#client/lib/format.ts';
import type { CoachReportData, FinanceReportData, NamedFigure, ReportData, SocialReportData, TalentReportData } from './reportData.ts';

const count = new Intl.NumberFormat('en-US');
const signed = (value: number, format: (v: number) => string) => `${value > 0 ? '+' : value < 0 ? '−' : '±'}${format(Math.abs(value))}`;
const skillLabel = (skill: SkillName) => SKILL_LABELS[skill] ?? skill;

function Tile({ label, value, note, tone, testId }: { label: string; value: ReactNode; note?: ReactNode; tone?: 'good' | 'bad'; testId?: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5 rounded-lg border border-line bg-canvas/40 px-3 py-2.5" data-testid={testId}>
      <span className="text-[11px] font-semibold tracking-wider text-ink-subtle uppercase">{label}</span>
      <span className={cx('text-lg font-black tabular-nums', tone === 'good' && 'text-success', tone === 'bad' && 'text-danger-strong')}>{value}</span>
      {note && <span className="text-xs text-ink-muted">{note}</span>}
    </div>
  );
}

function WrestlerName({ wrestler }: { wrestler: NamedFigure }) {
  if (!wrestler.wrestlerId) return <span className="font-semibold">{wrestler.name}</span>;
  return (
    <Link href={`/wrestler/${wrestler.wrestlerId}`} className="rounded-sm font-semibold hover:text-gold">
      {wrestler.name}
    </Link>
  );
}

interface NameListProps<T> {
  title: string;
  items: readonly T[];
  empty: string;
  /** The figure shown after each name. */
  value: (item: T) => string;
  alarming?: boolean;
  testId?: string;
}

function NameList<T extends NamedFigure>({ title, items, empty, value, alarming = false, testId }: NameListProps<T>) {
  return (
    <div className="flex flex-col gap-1.5" data-testid={testId}>
      <h4 className="text-xs font-semibold tracking-wider text-ink-muted uppercase">{title}</h4>
      {items.length === 0 ? (
        <p className="text-sm text-ink-subtle">{empty}</p>
      ) : (
        <ol className="flex flex-col divide-y divide-line/70 rounded-lg border border-line bg-canvas/30">
          {items.map((item) => (
            <li key={item.wrestlerId || item.name} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
              <WrestlerName wrestler={item} />
              <span className={cx('shrink-0 tabular-nums', alarming ? 'font-semibold text-danger-strong' : 'text-ink-muted')}>{value(item)}</span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function CoachFigures({ data }: { data: CoachReportData }) {
  const pct = Math.round(data.effectiveness * 100);
  return (
    <>
      <div className="grid grid-cols-2 gap-2">
        <Tile label="Effectiveness" value={`${pct}%`} tone={pct >= 80 ? 'good' : pct < 70 ? 'bad' : undefined} note={pct >= 80 ? 'Courses 1 week shorter' : 'Below 80%: normal course length'} testId="report-effectiveness" />
        <Tile label="In training" value={data.inTraining.length} note={data.inTraining.length === 1 ? 'wrestler' : 'wrestlers'} />
      </div>
      {data.recommendation && <p className="rounded-lg border border-gold/30 bg-gold-soft px-3 py-2 text-sm text-ink" data-testid="report-recommendation">{data.recommendation}</p>}
      <NameList
        title="Training priorities (weakest skill)"
        items={data.priorities}
        empty="No wrestler has a skill below 60."
        value={(p) => `${skillLabel(p.skill)} ${p.value}`}
        alarming
        testId="report-priorities"
      />
      {data.inTraining.length > 0 && (
        <NameList title="Training now" items={data.inTraining} empty="" value={(t) => `${skillLabel(t.skill)} · ${t.weeksRemaining} wk left`} />
      )}
    </>
  );
}

function TalentFigures({ data }: { data: TalentReportData }) {
  return (
    <>
      <div className="grid grid-cols-2 gap-2">
        <Tile
          label="Popularity"
          value={formatPopularity(data.popularity)}
          note={`${signed(data.popularityChange, formatPopularity)} this week`}
          tone={data.popularityChange > 0 ? 'good' : data.popularityChange < 0 ? 'bad' : undefined}
        />
        <Tile label="Average morale" value={data.averageMorale ?? '—'} note={`${data.rosterSize} on the roster`} tone={data.averageMorale !== null && data.averageMorale <= 40 ? 'bad' : undefined} />
      </div>
      <NameList title="Top stars" items={data.top} empty="Nobody signed yet." value={(t) => `Pop. ${formatPopularity(t.popularity)}`} />
      <NameList title="Unhappy (morale 40 or below)" items={data.unhappy} empty="Nobody is unhappy." value={(u) => `Morale ${u.morale}`} alarming />
      <NameList title="Contracts ending within 4 weeks" items={data.expiring} empty="No contract ends soon." value={(e) => `${e.weeksRemaining} wk left`} />
    </>
  );
}

function FinanceFigures({ data }: { data: FinanceReportData }) {
  return (
    <>
      <div className="grid grid-cols-2 gap-2">
        <Tile label="Revenue" value={formatUsd(data.revenue)} tone="good" />
        <Tile label="Expenses" value={formatUsd(data.expenses)} tone="bad" />
        <Tile label={data.profit >= 0 ? 'Profit' : 'Loss'} value={formatUsd(data.profit)} tone={data.profit >= 0 ? 'good' : 'bad'} />
        <Tile label="Tax" value={formatUsd(data.tax)} />
        <Tile label="Funds" value={formatUsd(data.funds)} />
        <Tile label="Runway" value={data.runwayWeeks === null ? '—' : `${count.format(data.runwayWeeks)} wk`} note={data.runwayWeeks === null ? 'No running costs' : `at ${formatUsd(data.recurringCosts)}/wk, no income`} />
      </div>
      {data.biggest.length > 0 && (
        <div className="flex flex-col gap-1.5">
          <h4 className="text-xs font-semibold tracking-wider text-ink-muted uppercase">Biggest costs</h4>
          <ol className="flex flex-col divide-y divide-line/70 rounded-lg border border-line bg-canvas/30">
            {data.biggest.map((b) => (
              <li key={b.kind} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
                <span>{b.label}</span>
                <span className="font-semibold text-danger-strong tabular-nums">{formatUsd(b.amount)}</span>
              </li>
            ))}
          </ol>
        </div>
      )}
      <Link href="/finances" className="self-start rounded-sm text-sm font-medium text-gold hover:underline">
        Open the ledger
      </Link>
    </>
  );
}

function SocialFigures({ data }: { data: SocialReportData }) {
  return (
    <>
      <div className="grid grid-cols-2 gap-2">
        <Tile label="Followers" value={count.format(data.followers)} />
        <Tile label="This week" value={signed(data.change, (v) => count.format(v))} tone={data.change > 0 ? 'good' : data.change < 0 ? 'bad' : undefined} />
      </div>
      <NameList title="Most talked about" items={data.buzz} empty="Nobody yet: sign some wrestlers." value={(b) => `Pop. ${formatPopularity(b.popularity)}`} />
      {data.fanTalk && <FanTalk talk={data.fanTalk} />}
    </>
  );
}

/** The followers the fans' recent comments move, each comment's reason and share (shared/sim/fans/fanFeed.ts). */
function FanTalk({ talk }: { talk: NonNullable<SocialReportData['fanTalk']> }) {
  return (
    <div className="flex flex-col gap-1.5" data-testid="report-fan-talk">
      <h4 className="flex items-baseline justify-between gap-3 text-xs font-semibold tracking-wider text-ink-muted uppercase">
        What the fans are saying
        {talk.parts.length > 0 && (
          <span className={cx('shrink-0 text-xs whitespace-nowrap tabular-nums', talk.change >= 0 ? 'text-success' : 'text-danger-strong')}>{signed(talk.change, (v) => count.format(v))} followers</span>
        )}
      </h4>
      {talk.parts.length === 0 ? (
        <p className="text-sm text-ink-muted">Nothing lately: the followers follow popularity and the roster alone.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-line/70 rounded-lg border border-line bg-canvas/30">
          {talk.parts.map((part, i) => (
            <li key={`${part.label}-${i}`} className="flex items-start justify-between gap-3 px-3 py-2 text-sm">
              <span className="min-w-0">{part.label}</span>
              <span className={cx('shrink-0 font-semibold tabular-nums', part.amount >= 0 ? 'text-success' : 'text-danger-strong')}>{signed(part.amount, (v) => count.format(v))}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function ReportFigures({ data }: { data: ReportData }) {
  return (
    <div className="flex flex-col gap-3" data-testid={`report-figures-${data.kind}`}>
      {data.kind === 'head_coach' && <CoachFigures data={data} />}
      {data.kind === 'head_of_talent' && <TalentFigures data={data} />}
      {data.kind === 'head_of_finance' && <FinanceFigures data={data} />}
      {data.kind === 'head_of_social_media' && <SocialFigures data={data} />}
    </div>
  );
}
