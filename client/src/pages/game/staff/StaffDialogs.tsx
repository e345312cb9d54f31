// The hire and fire confirmations. Hiring pays 4 weeks of salary at once (refused without the funds);
// letting someone go costs nothing, returns them to the candidates, and the hiring cost is not refunded.
import { useState } from 'react';
import type { Snapshot } from 'valtio';
import { Button } from '#client/components/Button.tsx';
import { Modal } from '#client/components/Modal.tsx';
import { Notice } from '#client/components/Notice.tsx';
import { cx } from '#client/lib/cx.ts';
import { formatUsd } from '#client/lib/format.ts';
import { runGameAction } from '#client/net/gameActions.ts';
import type { StaffMirror } from '#client/state/game.ts';
import { coachPercent, staffTypeLabel } from './staffInfo.ts';

function Row({ label, value, tone, testId }: { label: string; value: string; tone?: 'danger' | 'gold'; testId?: string }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2">
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className={cx('font-bold tabular-nums', tone === 'danger' && 'text-danger-strong', tone === 'gold' && 'text-gold')} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

export interface HireDialogProps {
  candidate: Snapshot<StaffMirror> | null;
  funds: number;
  onOpenChange: (open: boolean) => void;
}

export function HireDialog({ candidate, funds, onOpenChange }: HireDialogProps) {
  const [busy, setBusy] = useState(false);
  if (!candidate) return null;
  const after = funds - candidate.hiringCost;
  const short = after < 0;
  const role = staffTypeLabel(candidate.type);

  async function confirm() {
    if (!candidate) return;
    setBusy(true);
    const result = await runGameAction('hireStaff', { candidateId: candidate.id }, { title: `${candidate.name} hired`, description: `Your new ${role} starts now.` });
    setBusy(false);
    if (result.ok) onOpenChange(false);
  }

  return (
    <Modal
      open
      onOpenChange={onOpenChange}
      title={`Hire ${candidate.name}?`}
      description={`${role} · ${candidate.specialization}`}
      data-testid="hire-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button onClick={() => void confirm()} disabled={busy || short} busy={busy} data-testid="confirm-hire">
            Hire for {formatUsd(candidate.hiringCost)}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <dl className="divide-y divide-line rounded-xl border border-line bg-raised/50 px-4">
          <Row label="Hiring cost, paid now (4 weeks of salary)" value={formatUsd(candidate.hiringCost)} tone="gold" testId="hire-cost" />
          <Row label="Weekly salary, from the next week advance" value={formatUsd(candidate.weeklySalary)} testId="hire-salary" />
          <Row label="Funds now" value={formatUsd(funds)} />
          <Row label="Funds after hiring" value={formatUsd(after)} tone={short ? 'danger' : undefined} testId="hire-funds-after" />
        </dl>
        <p className="text-sm text-ink-muted">
          Skill {candidate.skill}, experience {candidate.experience} years
          {candidate.type === 'head_coach' ? `, ${coachPercent(candidate.skill, candidate.experience)}% training effectiveness` : ''}. The salary is multiplied by the
          expense multiplier like every weekly cost.
        </p>
        {short && (
          <Notice tone="danger" title="Not enough funds">
            Hiring costs {formatUsd(candidate.hiringCost)} and you have {formatUsd(funds)}.
          </Notice>
        )}
      </div>
    </Modal>
  );
}

export interface FireDialogProps {
  member: Snapshot<StaffMirror> | null;
  onOpenChange: (open: boolean) => void;
}

export function FireDialog({ member, onOpenChange }: FireDialogProps) {
  const [busy, setBusy] = useState(false);
  if (!member) return null;
  const role = staffTypeLabel(member.type);

  async function confirm() {
    if (!member) return;
    setBusy(true);
    const result = await runGameAction('fireStaff', { staffId: member.id }, { title: `${member.name} let go`, description: `They are back among the ${role} candidates.` });
    setBusy(false);
    if (result.ok) onOpenChange(false);
  }

  return (
    <Modal
      open
      onOpenChange={onOpenChange}
      title={`Let ${member.name} go?`}
      description={role}
      data-testid="fire-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Keep {member.name.split(' ')[0]}
          </Button>
          <Button variant="danger" onClick={() => void confirm()} disabled={busy} busy={busy} data-testid="confirm-fire">
            Let go
          </Button>
        </>
      }
    >
      <ul className="flex list-disc flex-col gap-2 pl-5 text-sm text-ink-muted marker:text-ink-subtle">
        <li>Letting someone go costs nothing, and their {formatUsd(member.weeklySalary)} weekly salary is no longer paid.</li>
        <li>
          The hiring cost you paid ({formatUsd(member.hiringCost)}) is <strong className="text-ink">not refunded</strong>; hiring them again costs it again.
        </li>
        <li>{member.name} returns to the {role} candidates, and you can hire another {role}.</li>
        <li>Their weekly report stops until a new {role} is hired.</li>
      </ul>
    </Modal>
  );
}
