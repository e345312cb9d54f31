// The reasons of a rating: each named part with the stars it added (green) or cost (red), and the total.
// Used for segments and whole shows, on the booking, run and summary pages.
import type { Rating } from '../../../../shared/sim/shows/show.ts';
import { cx } from '../../lib/cx.ts';

function signedStars(stars: number): string {
  const text = Math.abs(stars).toFixed(2);
  return stars >= 0 ? `+${text}` : `−${text}`;
}

export function RatingBreakdown({ rating, totalLabel = 'Total', className, testId = 'rating-breakdown' }: { rating: Rating; totalLabel?: string; className?: string; testId?: string }) {
  return (
    <dl className={cx('flex flex-col gap-1 text-sm', className)} data-testid={testId}>
      {rating.parts.map((part, index) => (
        <div key={`${part.label}-${index}`} className="flex items-baseline justify-between gap-3" data-testid="rating-part">
          <dt className="min-w-0 text-ink-muted">{part.label}</dt>
          <dd className={cx('shrink-0 font-semibold tabular-nums', part.stars >= 0 ? 'text-success' : 'text-danger-strong')}>{signedStars(part.stars)}</dd>
        </div>
      ))}
      <div className="mt-1 flex items-baseline justify-between gap-3 border-t border-line pt-1.5">
        <dt className="font-semibold">{totalLabel}</dt>
        <dd className="font-bold text-gold tabular-nums" data-testid={`${testId}-total`}>
          {rating.value.toFixed(2)} ★
        </dd>
      </div>
    </dl>
  );
}

/** Stars as a compact row of 5 icons (a 0-10 rating shown on a 5-star scale, halves included). */
export function StarMeter({ value, className }: { value: number; className?: string }) {
  const filled = Math.round(value) / 2;
  return (
    <span className={cx('inline-flex items-center gap-0.5 text-gold', className)} role="img" aria-label={`${value.toFixed(1)} out of 10 stars`}>
      {Array.from({ length: 5 }, (_, index) => {
        const fill = Math.max(0, Math.min(1, filled - index));
        return (
          <span key={index} aria-hidden="true" className="relative inline-block size-4 leading-4">
            <span className="absolute inset-0 text-ink-subtle/40">★</span>
            <span className="absolute inset-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
              ★
            </span>
          </span>
        );
      })}
    </span>
  );
}
