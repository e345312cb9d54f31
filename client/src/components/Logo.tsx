// The game's mark (a gold championship shield with a star) and wordmark. Original artwork, inline SVG.
import { useId } from 'react';
import { cx } from '../lib/cx.ts';

export interface LogoProps {
  /** 'full' = mark + wordmark, 'mark' = the shield only. */
  variant?: 'full' | 'mark';
  className?: string;
}

function LogoMark({ className }: { className?: string }) {
  const gradientId = `logo-gold-${useId().replace(/:/g, '')}`;
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false" className={cx('shrink-0', className)}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffd766" />
          <stop offset="1" stopColor="#d98a00" />
        </linearGradient>
      </defs>
      <path d="M20 2 35 8v12c0 9-6.5 15.5-15 18C11.5 35.5 5 29 5 20V8Z" fill={`url(#${gradientId})`} />
      <path d="M20 4.6 32.6 9.6V20c0 7.6-5.4 13-12.6 15.4C12.8 33 7.4 27.6 7.4 20V9.6Z" fill="none" stroke="#14110a" strokeOpacity=".35" strokeWidth="1" />
      <path d="M20 9.5l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4-5.7-3.2-5.7 3.2 1.2-6.4-4.7-4.4 6.4-.8Z" fill="#14110a" />
    </svg>
  );
}

export function Logo({ variant = 'full', className }: LogoProps) {
  if (variant === 'mark') return <LogoMark className={className} />;
  return (
    <span className={cx('inline-flex items-center gap-2.5', className)}>
      <LogoMark className="size-8" />
      <span className="flex flex-col leading-none">
        <span className="text-[15px] font-black tracking-tight text-ink uppercase italic">Main Event</span>{' '}
        <span className="text-[11px] font-extrabold tracking-[0.32em] text-gold uppercase">Mogul</span>
      </span>
    </span>
  );
}
