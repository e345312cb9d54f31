// A federation's logo, or its initials on the gold shield colours when it has none.
import { useState } from 'react';
import { cx } from '#client/lib/cx.ts';

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

export function FederationMark({ name, logo, className }: { name: string; logo: string; className?: string }) {
  const [broken, setBroken] = useState(false);
  const box = cx('grid shrink-0 place-items-center overflow-hidden rounded-lg border border-line bg-raised', className ?? 'size-9');
  if (logo && !broken) {
    return (
      <span className={box}>
        <img src={logo} alt="" className="size-full object-contain p-0.5" onError={() => setBroken(true)} />
      </span>
    );
  }
  return (
    <span aria-hidden="true" className={cx(box, 'border-gold/30 bg-gold-soft text-xs font-black tracking-tight text-gold')}>
      {initials(name)}
    </span>
  );
}
