// One wrestler of the catalog: portrait, name, category and rating, style, nationality and age, the
// five skills as bars, popularity, weekly salary and the federation popularity needed to sign them.
import { Lock } from 'lucide-react';
import { memo } from 'react';
import type { PredefinedWrestler } from '#shared/data/wrestlers.ts';
import { WrestlerAvatar } from '#client/components/WrestlerAvatar.tsx';
import { formatUsd } from '#client/lib/format.ts';
import { CategoryBadge } from './CategoryBadge.tsx';

const SKILLS = [
  ['strength', 'Strength'],
  ['agility', 'Agility'],
  ['technic', 'Technical'],
  ['charisma', 'Charisma'],
  ['stamina', 'Stamina'],
] as const;

function SkillRow({ label, value }: { label: string; value: number }) {
  return (
    <div className="grid grid-cols-[5.25rem_1fr] items-center gap-2">
      <dt className="text-xs text-ink-muted">{label}</dt>
      <dd className="flex items-center gap-2">
        <span aria-hidden="true" className="h-1.5 flex-1 overflow-hidden rounded-full bg-raised">
          <span className="block h-full rounded-full bg-gold" style={{ width: `${value}%` }} />
        </span>
        <span className="w-7 text-right text-xs font-semibold text-ink tabular-nums">{value}</span>
      </dd>
    </div>
  );
}

export const WrestlerCard = memo(function WrestlerCard({ wrestler: w }: { wrestler: PredefinedWrestler }) {
  const headingId = `wrestler-${w.id}`;
  return (
    <article
      aria-labelledby={headingId}
      data-testid="wrestler-card"
      className="flex h-full flex-col gap-4 rounded-card border border-line bg-surface p-4 shadow-card transition-colors hover:border-line-strong sm:p-5"
    >
      <div className="flex items-start gap-3">
        <WrestlerAvatar id={w.id} name={w.name} style={w.style} gender={w.gender} masked={w.masked} size={72} className="size-18" />
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="text-base leading-tight font-bold break-words">
            {w.name}
          </h2>
          <p className="mt-1 text-xs font-semibold tracking-wide text-gold uppercase">{w.style}</p>
          <p className="mt-0.5 text-xs text-ink-muted">
            {w.nationality} · {w.age} yrs
          </p>
        </div>
        <div className="flex shrink-0 flex-col items-center gap-1">
          <CategoryBadge category={w.category} />
          <p className="text-center leading-none">
            <span className="block text-lg font-black text-ink tabular-nums">{w.totalPoints}</span>
            <span className="text-[10px] font-semibold tracking-wider text-ink-muted uppercase">Rating</span>
          </p>
        </div>
      </div>

      <p className="text-sm text-ink-muted">{w.bio}</p>

      <dl className="grid gap-1.5" aria-label={`Skills of ${w.name}`}>
        {SKILLS.map(([key, label]) => (
          <SkillRow key={key} label={label} value={w[key]} />
        ))}
      </dl>

      <dl className="mt-auto grid grid-cols-2 gap-x-3 gap-y-2 border-t border-line pt-3">
        <div>
          <dt className="text-xs text-ink-muted">Popularity</dt>
          <dd className="font-semibold tabular-nums">{w.popularity}</dd>
        </div>
        <div>
          <dt className="text-xs text-ink-muted">Salary</dt>
          <dd className="font-semibold whitespace-nowrap tabular-nums">
            {formatUsd(w.baseSalary)}
            <span className="text-xs font-normal text-ink-muted"> / week</span>
          </dd>
        </div>
        <div className="col-span-2">
          <dt className="sr-only">To sign</dt>
          <dd className="flex items-center gap-1.5 text-xs text-ink-muted">
            <Lock aria-hidden="true" className="size-3.5 shrink-0" />
            <span>
              Requires popularity <span className="font-semibold text-ink tabular-nums">{w.minFederationPopularityRequired}</span>
            </span>
          </dd>
        </div>
      </dl>
    </article>
  );
});
