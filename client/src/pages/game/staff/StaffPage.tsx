// /staff: the four advisers (head coach, talent, finance, social media): who is hired, the candidates
// with their salary and hiring cost, hire and let go through confirmations, and the weekly reports.
import { Briefcase } from 'lucide-react';
import { useState } from 'react';
import type { Snapshot } from 'valtio';
import { formatUsd } from '#client/lib/format.ts';
import type { GameMirror, StaffMirror } from '#client/state/game.ts';
import { GamePage } from '../GamePage.tsx';
import { GameStateGate } from '../GameStateGate.tsx';
import { FireDialog, HireDialog } from './StaffDialogs.tsx';
import { StaffReports } from './StaffReports.tsx';
import { StaffSection } from './StaffSection.tsx';
import { STAFF_TYPES } from './staffInfo.ts';

function Summary({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="flex min-w-0 flex-col rounded-xl border border-line bg-surface/80 px-4 py-3">
      <span className="text-[11px] font-semibold tracking-wider text-ink-subtle uppercase">{label}</span>
      <span className="text-lg font-black tabular-nums sm:text-xl" data-testid={testId}>
        {value}
      </span>
    </div>
  );
}

function StaffView({ state }: { state: Snapshot<GameMirror> }) {
  const [hiring, setHiring] = useState<Snapshot<StaffMirror> | null>(null);
  const [firing, setFiring] = useState<Snapshot<StaffMirror> | null>(null);
  const { staff, staffCandidates, federation, calendar } = state;
  const payroll = staff.reduce((sum, s) => sum + s.weeklySalary, 0);
  const reports = Object.values(state.staffReports);

  return (
    <GamePage testId="staff-page">
      <div className="flex flex-col gap-1">
        <h1 className="flex items-center gap-3 text-2xl font-black tracking-tight uppercase italic sm:text-3xl">
          <Briefcase aria-hidden="true" className="size-7 text-gold" />
          Staff
        </h1>
        <p className="max-w-2xl text-sm text-ink-muted">
          Four advisers run your federation behind the scenes. Hiring pays 4 weeks of salary at once; each adviser then draws a weekly salary and writes a report every week.
        </p>
      </div>

      <div className="grid grid-cols-3 gap-2 sm:gap-3">
        <Summary label="Advisers" value={`${staff.length} / ${STAFF_TYPES.length}`} testId="staff-count" />
        <Summary label="Weekly payroll" value={formatUsd(payroll)} testId="staff-payroll" />
        <Summary label="Funds" value={formatUsd(federation.funds)} testId="staff-funds" />
      </div>

      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex flex-col gap-4">
          {STAFF_TYPES.map((type) => (
            <StaffSection
              key={type}
              type={type}
              hired={staff.find((s) => s.type === type)}
              candidates={staffCandidates.filter((c) => c.type === type)}
              totalWeeksProgressed={calendar.totalWeeksProgressed}
              funds={federation.funds}
              onHire={setHiring}
              onFire={setFiring}
            />
          ))}
        </div>
        <div className={reports.length > 0 ? 'order-first xl:order-none' : undefined}>
          <StaffReports reports={reports} anyHired={staff.length > 0} />
        </div>
      </div>

      <HireDialog key={`hire-${hiring?.id ?? ''}`} candidate={hiring} funds={federation.funds} onOpenChange={(open) => !open && setHiring(null)} />
      <FireDialog key={`fire-${firing?.id ?? ''}`} member={firing} onOpenChange={(open) => !open && setFiring(null)} />
    </GamePage>
  );
}

export function StaffPage() {
  return <GameStateGate>{(state) => <StaffView state={state} />}</GameStateGate>;
}
