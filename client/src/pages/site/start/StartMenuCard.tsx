// One card of the start menu: icon, title, text and its action (or a disabled reason).
import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Badge } from '#client/components/Badge.tsx';
import { Button } from '#client/components/Button.tsx';
import { Card } from '#client/components/Card.tsx';
import { cx } from '#client/lib/cx.ts';

export interface StartMenuCardProps {
  icon: LucideIcon;
  title: string;
  description: string;
  /** The button or link; omitted when the card is unavailable. */
  action?: ReactNode;
  /** Badge text for an unavailable card ("Coming Soon"). */
  unavailable?: string;
  highlight?: boolean;
  testId?: string;
}

export function StartMenuCard({ icon: Icon, title, description, action, unavailable, highlight = false, testId }: StartMenuCardProps) {
  const reasonId = useId();
  return (
    <Card highlight={highlight} data-testid={testId} className="flex flex-col gap-4">
      <div className="flex items-start justify-between gap-3">
        <span className={cx('grid size-11 place-items-center rounded-xl border', highlight ? 'border-gold/30 bg-gold-soft text-gold' : 'border-line bg-raised text-ink-muted')}>
          <Icon aria-hidden="true" className="size-5" />
        </span>
        {unavailable && (
          <span id={reasonId}>
            <Badge tone={unavailable === 'Coming Soon' ? 'gold' : 'neutral'}>{unavailable}</Badge>
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1">
        <h2 className="text-lg font-bold tracking-tight">{title}</h2>
        <p className="text-sm text-ink-muted">{description}</p>
      </div>
      {action ??
        (unavailable && (
          <Button variant="secondary" fullWidth disabled aria-describedby={reasonId}>
            {title}
          </Button>
        ))}
    </Card>
  );
}
