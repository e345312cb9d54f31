// One staff type on /staff: what the role does, the hired adviser (with Let go) and the candidates
// (with Hire). One adviser per type: while one is hired the candidates wait (the sim refuses a second).
import { BadgeDollarSign, Dumbbell, Megaphone, UserPlus, UserRoundCheck, UserX, Users, type LucideIcon } from 'lucide-react';
import type { Snapshot } from 'valtio';
import { Badge } from '#client/components/Badge.tsx';
import { Button } from '#client/components/Button.tsx';
import { Card } from '#client/components/Card.tsx';
import { formatUsd } from '#client/lib/format.ts';
import type { StaffMirror } from '#client/state/game.ts';
import { Figure, SkillMeter } from './StaffFigures.tsx';
import { coachPercent, STAFF_ROLE_LINES, STAFF_TYPE_LABELS, weeksEmployed, type StaffType } from './staffInfo.ts';

export const STAFF_ICONS: Readonly<Record<StaffType, LucideIcon>> = {
  head_coach: Dumbbell,
  head_of_talent: Users,
  head_of_finance: BadgeDollarSign,
  head_of_social_media: Megaphone,
};

export interface StaffSectionProps {
  type: StaffType;
  hired: Snapshot<StaffMirror> | undefined;
  candidates: readonly Snapshot<StaffMirror>[];
  totalWeeksProgressed: number;
  funds: number;
  onHire: (candidate: Snapshot<StaffMirror>) => void;
  onFire: (member: Snapshot<StaffMirror>) => void;
}

/** The coach's training effectiveness as a chip: green at 80%+ (courses one week shorter), red below 70%. */
function CoachChip({ member, testId, withNote = false }: { member: Snapshot<StaffMirror>; testId?: string; withNote?: boolean }) {
  const pct = coachPercent(member.skill, member.experience);
  const tone = pct >= 80 ? 'success' : pct < 70 ? 'danger' : 'gold';
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1" data-testid={testId}>
      <Badge tone={tone}>
        <Dumbbell aria-hidden="true" className="size-3" />
        {pct}% training effectiveness
      </Badge>
      {withNote && pct >= 80 && <span className="text-xs text-ink-muted">Courses 1 week shorter</span>}
    </span>
  );
}

function HiredCard({ member, totalWeeksProgressed, onFire }: { member: Snapshot<StaffMirror>; totalWeeksProgressed: number; onFire: () => void }) {
  const weeks = weeksEmployed(member.hiredWeek, totalWeeksProgressed);
  return (
    <div className="flex flex-col gap-4 rounded-xl border border-gold/30 bg-gold-soft/30 p-4" data-testid="staff-hired">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <span className="grid size-10 shrink-0 place-items-center rounded-full border border-gold/40 bg-gold-soft text-gold">
            <UserRoundCheck aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0">
            <p className="truncate font-bold" data-testid="staff-hired-name">
              {member.name}
            </p>
            <p className="truncate text-xs text-ink-muted">{member.specialization}</p>
          </div>
        </div>
        <Button variant="secondary" size="sm" onClick={onFire} data-testid={`fire-${member.id}`} aria-label={`Let ${member.name} go`}>
          <UserX aria-hidden="true" className="size-4" />
          Let go
        </Button>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-4">
        <Figure label="Skill">
          <SkillMeter skill={member.skill} />
        </Figure>
        <Figure label="Experience">{member.experience} yrs</Figure>
        <Figure label="Salary">
          {formatUsd(member.weeklySalary)}
          <span className="text-xs font-medium text-ink-muted"> /wk</span>
        </Figure>
        <Figure label="On staff">{weeks === 0 ? 'This week' : `${weeks} wk${weeks === 1 ? '' : 's'}`}</Figure>
      </dl>
      {member.type === 'head_coach' && <CoachChip member={member} testId={`coach-effectiveness-${member.id}`} withNote />}
    </div>
  );
}

function CandidateRow({ candidate, blocked, funds, onHire }: { candidate: Snapshot<StaffMirror>; blocked: boolean; funds: number; onHire: () => void }) {
  const short = funds < candidate.hiringCost;
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-line bg-raised/40 p-4 sm:flex-row sm:items-center sm:gap-4" data-testid="staff-candidate">
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="min-w-0">
          <p className="truncate font-semibold" data-testid="staff-candidate-name">
            {candidate.name}
          </p>
          <p className="truncate text-xs text-ink-muted">{candidate.specialization}</p>
        </div>
        {candidate.type === 'head_coach' && (
          <span className="self-start">
            <CoachChip member={candidate} />
          </span>
        )}
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-4">
          <Figure label="Skill">
            <SkillMeter skill={candidate.skill} />
          </Figure>
          <Figure label="Experience">{candidate.experience} yrs</Figure>
          <Figure label="Weekly" testId="candidate-salary">
            {formatUsd(candidate.weeklySalary)}
          </Figure>
          <Figure label="To hire" testId="candidate-hiring-cost">
            <span className={short ? 'text-danger-strong' : 'text-gold'}>{formatUsd(candidate.hiringCost)}</span>
          </Figure>
        </dl>
      </div>
      <Button
        size="sm"
        variant={blocked ? 'secondary' : 'primary'}
        disabled={blocked}
        onClick={onHire}
        data-testid={`hire-${candidate.id}`}
        aria-label={`Hire ${candidate.name} for ${formatUsd(candidate.hiringCost)}`}
        className="shrink-0 sm:self-center"
      >
        <UserPlus aria-hidden="true" className="size-4" />
        Hire
      </Button>
    </li>
  );
}

export function StaffSection({ type, hired, candidates, totalWeeksProgressed, funds, onHire, onFire }: StaffSectionProps) {
  const Icon = STAFF_ICONS[type];
  const label = STAFF_TYPE_LABELS[type];
  const titleId = `staff-section-${type}-title`;
  return (
    <Card className="flex flex-col gap-4" role="region" aria-labelledby={titleId} data-testid={`staff-section-${type}`}>
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-lg border border-gold/25 bg-gold-soft text-gold">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={titleId} className="text-lg font-bold tracking-tight">
              {label}
            </h2>
            {hired ? <Badge tone="success">Hired</Badge> : <Badge tone="neutral">Vacant</Badge>}
          </div>
          <p className="mt-0.5 text-sm text-ink-muted">{STAFF_ROLE_LINES[type]}</p>
        </div>
      </div>

      {hired && <HiredCard member={hired} totalWeeksProgressed={totalWeeksProgressed} onFire={() => onFire(hired)} />}

      <div className="flex flex-col gap-2">
        <h3 className="text-xs font-semibold tracking-wider text-ink-muted uppercase">
          Candidates <span className="text-ink-subtle">({candidates.length})</span>
        </h3>
        {hired && candidates.length > 0 && (
          <p className="text-xs text-ink-muted" data-testid={`staff-one-per-type-${type}`}>
            One {label} at a time: let {hired.name} go before hiring another. The candidates wait.
          </p>
        )}
        {candidates.length === 0 ? (
          <p className="rounded-xl border border-dashed border-line-strong px-4 py-5 text-center text-sm text-ink-muted">No {label} candidates right now.</p>
        ) : (
          <ul className="flex flex-col gap-2" aria-label={`${label} candidates`}>
            {candidates.map((candidate) => (
              <CandidateRow key={candidate.id} candidate={candidate} blocked={!!hired} funds={funds} onHire={() => onHire(candidate)} />
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}
