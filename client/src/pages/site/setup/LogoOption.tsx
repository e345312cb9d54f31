// One choice of the logo gallery: a native radio (arrow keys move between choices) shown as a tile.
import { Check, ImageOff } from 'lucide-react';
import { cx } from '#client/lib/cx.ts';

export interface LogoOptionProps {
  /** The logo URL, or '' for the default (no logo). */
  value: string;
  label: string;
  checked: boolean;
  onSelect: () => void;
  onFocus: () => void;
  testId: string;
}

export function LogoOption({ value, label, checked, onSelect, onFocus, testId }: LogoOptionProps) {
  return (
    <label className="group relative block cursor-pointer" data-testid={testId} data-selected={checked ? 'true' : undefined}>
      <input type="radio" name="federation-logo" value={value} checked={checked} onChange={onSelect} onFocus={onFocus} className="peer sr-only" aria-label={label} />
      <span
        className={cx(
          'flex aspect-square w-full flex-col items-center justify-center gap-2 rounded-xl border-2 bg-raised/60 p-3 transition-all duration-150',
          'group-hover:border-line-strong peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-gold',
          checked ? 'border-gold bg-gold-soft shadow-glow' : 'border-line',
        )}
      >
        {value ? (
          <img src={value} alt="" className="size-full object-contain" loading="lazy" draggable={false} />
        ) : (
          <>
            <ImageOff aria-hidden="true" className="size-8 text-ink-subtle" />
            <span className="text-center text-xs leading-tight font-semibold text-ink-muted">Use Default (No Logo)</span>
          </>
        )}
      </span>
      {checked && (
        <span aria-hidden="true" className="absolute top-1.5 right-1.5 grid size-6 place-items-center rounded-full bg-gold text-gold-ink shadow">
          <Check className="size-4" strokeWidth={3} />
        </span>
      )}
    </label>
  );
}
