// The reasons of an attendance figure (shared/sim/shows/attendanceBreakdown.ts): the crowd the card and
// popularity draw, then each step in plain words with the fans it added (green) or cost (red), and the
// total. The booking page shows the expected crowd, the show summary the crowd that came.
import type { AttendanceBreakdown as Breakdown } from '#shared/sim/shows/attendanceBreakdown.ts';
import { cx } from '#client/lib/cx.ts';
import { Badge } from '../Badge.tsx';

const fans = (n: number) => Math.abs(n).toLocaleString('en-US');

function signedFans(n: number): string {
  return n >= 0 ? `+${fans(n)}` : `−${fans(n)}`;
}

export function AttendanceBreakdown({ breakdown, totalLabel = 'Fans', className, testId = 'attendance-breakdown' }: { breakdown: Breakdown; totalLabel?: string; className?: string; testId?: string }) {
  return (
    <dl className={cx('flex flex-col gap-1 text-sm', className)} data-testid={testId}>
      {breakdown.parts.map((part, index) => (
        <div key={`${part.kind}-${index}`} className="flex items-baseline justify-between gap-3" data-testid="attendance-part">
          <dt className="min-w-0 text-ink-muted">{part.label}</dt>
          <dd className={cx('shrink-0 font-semibold tabular-nums', index === 0 ? 'text-ink' : part.fans >= 0 ? 'text-success' : 'text-danger-strong')}>{index === 0 ? fans(part.fans) : signedFans(part.fans)}</dd>
        </div>
      ))}
      <div className="mt-1 flex items-baseline justify-between gap-3 border-t border-line pt-1.5">
        <dt className="font-semibold">
          {totalLabel}
          {breakdown.soldOut && (
            <Badge tone="gold" className="ml-2 uppercase">
              Sold out
            </Badge>
          )}
        </dt>
        <dd className="font-bold text-gold tabular-nums" data-testid={`${testId}-total`}>
          {breakdown.value.toLocaleString('en-US')} / {breakdown.capacity.toLocaleString('en-US')}
        </dd>
      </div>
    </dl>
  );
}
