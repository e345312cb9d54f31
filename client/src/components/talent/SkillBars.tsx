// The five skills as bars (0-100): a compact version for cards, a labelled one for the profile.
import { SKILL_LABELS, SKILLS, type SkillName } from '#shared/rules/training.ts';
import { cx } from '#client/lib/cx.ts';

const SHORT: Record<SkillName, string> = { strength: 'STR', agility: 'AGI', technic: 'TEC', charisma: 'CHA', stamina: 'STA' };

function barTone(value: number): string {
  if (value >= 80) return 'bg-gold';
  if (value >= 60) return 'bg-success';
  if (value >= 40) return 'bg-info';
  return 'bg-ink-subtle';
}

export interface SkillBarsProps {
  skills: Readonly<Record<SkillName, number>>;
  variant?: 'mini' | 'full';
  /** The skill in training, marked. */
  highlight?: string;
  className?: string;
}

export function SkillBars({ skills, variant = 'mini', highlight, className }: SkillBarsProps) {
  const mini = variant === 'mini';
  return (
    <dl className={cx('grid', mini ? 'gap-1.5' : 'gap-3', className)} data-testid="skill-bars">
      {SKILLS.map((skill) => {
        const value = skills[skill];
        return (
          <div key={skill} className={cx('grid items-center', mini ? 'grid-cols-[2.25rem_1fr_1.75rem] gap-2' : 'grid-cols-[6.5rem_1fr_2.5rem] gap-3')}>
            <dt className={cx(mini ? 'text-[11px] font-semibold tracking-wider' : 'text-sm', highlight === skill ? 'font-semibold text-info' : mini ? 'text-ink-subtle' : 'text-ink-muted')}>
              {mini ? <abbr title={SKILL_LABELS[skill]} className="no-underline">{SHORT[skill]}</abbr> : SKILL_LABELS[skill]}
            </dt>
            <dd className="contents">
              <span
                className={cx('relative block overflow-hidden rounded-full bg-canvas/80', mini ? 'h-1.5' : 'h-2.5')}
                role="meter"
                aria-label={SKILL_LABELS[skill]}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={value}
              >
                <span className={cx('absolute inset-y-0 left-0 rounded-full', barTone(value))} style={{ width: `${Math.max(0, Math.min(100, value))}%` }} />
              </span>
              <span className={cx('text-right font-semibold tabular-nums', mini ? 'text-xs' : 'text-sm')} data-testid={`skill-${skill}`}>
                {value}
              </span>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
