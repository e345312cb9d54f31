// A signed wrestler's status: active, training (skill and weeks left), injured or on loan.
import { Activity, Dumbbell, HeartPulse, Plane } from 'lucide-react';
import { Badge } from '../Badge.tsx';
import { skillLabel } from './talentFormat.ts';

export interface StatusSource {
  status: string;
  trainingSkill: string;
  trainingWeeksRemaining: number;
}

export function statusText(wrestler: StatusSource): string {
  switch (wrestler.status) {
    case 'training':
      return `Training ${skillLabel(wrestler.trainingSkill)} · ${wrestler.trainingWeeksRemaining} wk${wrestler.trainingWeeksRemaining === 1 ? '' : 's'} left`;
    case 'injured':
      return 'Injured';
    case 'on_loan':
      return 'On loan';
    default:
      return 'Active';
  }
}

/** `compact`: "Training" alone (the caller shows the skill and weeks next to it). */
export function StatusBadge({ wrestler, className, compact = false }: { wrestler: StatusSource; className?: string; compact?: boolean }) {
  const text = compact && wrestler.status === 'training' ? 'Training' : statusText(wrestler);
  if (wrestler.status === 'training')
    return (
      <Badge tone="info" className={className}>
        <Dumbbell aria-hidden="true" className="size-3" />
        {text}
      </Badge>
    );
  if (wrestler.status === 'injured')
    return (
      <Badge tone="danger" className={className}>
        <HeartPulse aria-hidden="true" className="size-3" />
        {text}
      </Badge>
    );
  if (wrestler.status === 'on_loan')
    return (
      <Badge tone="neutral" className={className}>
        <Plane aria-hidden="true" className="size-3" />
        {text}
      </Badge>
    );
  return (
    <Badge tone="success" className={className}>
      <Activity aria-hidden="true" className="size-3" />
      {text}
    </Badge>
  );
}
