// Small parts the world screens share: the popularity sparkline and change, the loading and error states.
import { ArrowDown, ArrowUp } from 'lucide-react';
import { Card } from '#client/components/Card.tsx';
import { RetryNotice } from '#client/components/RetryNotice.tsx';
import { Spinner } from '#client/components/Spinner.tsx';
import { cx } from '#client/lib/cx.ts';
import { formatPopularity } from '#client/lib/format.ts';

/** A popularity trend (0-100, oldest first) as a small line; the text alternative says where it went. */
export function Sparkline({ points, className }: { points: readonly number[]; className?: string }) {
  const width = 96;
  const height = 28;
  if (points.length < 2) return <span className={cx('inline-block h-7 w-24 rounded bg-raised/60', className)} aria-hidden="true" />;
  // At least one popularity point of height, centred, so a flat or barely moving trend sits mid-height.
  const pad = Math.max(0, 1 - (Math.max(...points) - Math.min(...points))) / 2;
  const min = Math.min(...points) - pad;
  const span = Math.max(...points) + pad - min;
  const xy = points.map((p, i) => [(i / (points.length - 1)) * (width - 4) + 2, height - 3 - ((p - min) / span) * (height - 6)] as const);
  const moved = points.at(-1)! - points[0]!;
  // A trend that did not move is neither good nor bad news: neutral, not green.
  // Whole class names, so Tailwind finds them in the source.
  const [stroke, fill] = moved > 0 ? ['stroke-success', 'fill-success'] : moved < 0 ? ['stroke-danger-strong', 'fill-danger-strong'] : ['stroke-ink-muted', 'fill-ink-muted'];
  return (
    <svg viewBox={`0 0 ${width} ${height}`} className={cx('h-7 w-24 shrink-0', className)} aria-hidden="true" data-testid="sparkline">
      <polyline points={xy.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ')} fill="none" strokeWidth="2" strokeLinejoin="round" strokeLinecap="round" className={stroke} />
      <circle cx={xy.at(-1)![0]} cy={xy.at(-1)![1]} r="2.5" className={fill} />
    </svg>
  );
}

/**
 * A popularity change as the screens show it: rounded to the one decimal they print (half away from zero,
 * as formatPopularity), so a change of -0.04 is 0 and reads "steady", never "−0" in red.
 */
export function shownPopularityChange(change: number): number {
  const shown = Number(formatPopularity(Math.abs(change)));
  return shown === 0 ? 0 : Math.sign(change) * shown;
}

/** "+1.4" with an up arrow, "−0.6" with a down arrow, "steady" with none; the screen reader hears the sentence. */
export function PopularityChange({ change: raw, weeks }: { change: number; weeks: number }) {
  const change = shownPopularityChange(raw);
  const Icon = change > 0 ? ArrowUp : change < 0 ? ArrowDown : null;
  const span = weeks <= 1 ? 'this week' : `over ${weeks} weeks`;
  const said = change > 0 ? `up ${formatPopularity(change)} ${span}` : change < 0 ? `down ${formatPopularity(-change)} ${span}` : `unchanged ${span}`;
  return (
    <span className={cx('inline-flex items-center gap-0.5 text-xs font-bold tabular-nums', change > 0 ? 'text-success' : change < 0 ? 'text-danger-strong' : 'text-ink-muted')} data-testid="popularity-change">
      {Icon && <Icon aria-hidden="true" className="size-3.5" />}
      <span aria-hidden="true">{change === 0 ? 'steady' : `${change > 0 ? '+' : '−'}${formatPopularity(Math.abs(change))}`}</span>
      <span className="sr-only">Popularity {said}</span>
    </span>
  );
}

export function WorldLoading({ label }: { label: string }) {
  return (
    <Card className="flex items-center justify-center gap-3 py-14 text-sm text-ink-muted" data-testid="world-loading">
      <Spinner />
      {label}
    </Card>
  );
}

export function WorldError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return <RetryNotice title="Could not load the wrestling world" message={message} onRetry={onRetry} data-testid="world-error" />;
}
