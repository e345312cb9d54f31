// One figure of the dashboard: label, icon, big value and a line under it (trend or note).
import { Minus, TrendingDown, TrendingUp, type LucideIcon } from 'lucide-react';
import { Card } from '#client/components/Card.tsx';
import { cx } from '#client/lib/cx.ts';
import type { Trend } from './trend.ts';

export interface StatCardProps {
  label: string;
  icon: LucideIcon;
  value: string;
  trend?: Trend;
  note?: string;
  testId: string;
}

const trendLook = {
  up: { icon: TrendingUp, className: 'text-success' },
  down: { icon: TrendingDown, className: 'text-danger-strong' },
  flat: { icon: Minus, className: 'text-ink-subtle' },
} as const;

export function StatCard({ label, icon: Icon, value, trend, note, testId }: StatCardProps) {
  const look = trend ? trendLook[trend.direction] : null;
  const TrendIcon = look?.icon;
  return (
    <Card padded={false} className="flex flex-col gap-2 p-4 sm:gap-3 sm:p-6" data-testid={testId}>
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-xs font-medium text-ink-muted sm:text-sm">{label}</h2>
        <span className="hidden size-9 shrink-0 place-items-center rounded-lg border border-gold/25 bg-gold-soft text-gold sm:grid">
          <Icon aria-hidden="true" className="size-[18px]" />
        </span>
      </div>
      <p className="text-xl font-black tracking-tight tabular-nums sm:text-3xl" data-testid={`${testId}-value`}>
        {value}
      </p>
      {trend && TrendIcon && (
        <p className={cx('flex items-center gap-1.5 text-xs font-medium', look.className)} data-testid={`${testId}-trend`}>
          <TrendIcon aria-hidden="true" className="size-3.5 shrink-0" />
          {trend.text}
        </p>
      )}
      {note && <p className="text-xs text-ink-subtle">{note}</p>}
    </Card>
  );
}
