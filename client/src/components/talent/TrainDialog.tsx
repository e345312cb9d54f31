// Start a training course: pick a skill (its level, cost and weeks: trainingCost and trainingWeeks
// with the hired head coach, as the server computes them), see the odds of the gain, confirm.
import { useState } from 'react';
import type { Snapshot } from 'valtio';
import { useSnapshot } from 'valtio';
import { SKILL_LABELS, SKILL_MAX, SKILLS, TRAINING_COACH_MIN_EFFECTIVENESS, TRAINING_GAINS, trainingCost, trainingWeeks, type SkillName } from '#shared/rules/training.ts';
import { formatUsd } from '#client/lib/format.ts';
import { runGameAction } from '#client/net/gameActions.ts';
import { game, type WrestlerMirror } from '#client/state/game.ts';
import { Button } from '../Button.tsx';
import { Modal } from '../Modal.tsx';
import { Notice } from '../Notice.tsx';
import { OptionCards } from './OptionCards.tsx';
import { headCoachEffectivenessOf, percent, weeksText } from './talentFormat.ts';

/** "+1 (50%) · +2 (25%) · ..." from the spec's distribution. */
export const GAIN_ODDS_TEXT = TRAINING_GAINS.map(([points, chance]) => `+${points} (${percent(chance)})`).join(' · ');

function firstTrainable(wrestler: Snapshot<WrestlerMirror>): SkillName {
  let best: SkillName = SKILLS[0];
  for (const skill of SKILLS) if (wrestler[skill] < wrestler[best]) best = skill;
  return best;
}

interface TrainDialogProps {
  wrestler: Snapshot<WrestlerMirror>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function TrainDialog(props: TrainDialogProps) {
  // Mounted while open: every opening starts on the weakest skill.
  return props.open ? <TrainDialogBody {...props} /> : null;
}

function TrainDialogBody({ wrestler, onOpenChange }: TrainDialogProps) {
  const snap = useSnapshot(game);
  const funds = snap.state?.federation.funds ?? 0;
  const coach = headCoachEffectivenessOf(snap.state?.staff ?? []);
  const [skill, setSkill] = useState<SkillName>(() => firstTrainable(wrestler));
  const [busy, setBusy] = useState(false);

  const level = wrestler[skill];
  const cost = trainingCost(level);
  const weeks = trainingWeeks(level, coach);
  const coachShortens = coach >= TRAINING_COACH_MIN_EFFECTIVENESS;

  async function confirm() {
    setBusy(true);
    const result = await runGameAction('startTraining', { wrestlerId: wrestler.id, skill }, { title: `${wrestler.name} started training`, description: `${SKILL_LABELS[skill]}: ${weeksText(weeks)}, ${formatUsd(cost)}` });
    setBusy(false);
    if (result.ok) onOpenChange(false);
  }

  return (
    <Modal
      open
      onOpenChange={onOpenChange}
      title={`Train ${wrestler.name}`}
      description="A course raises one skill. While training they cannot appear on shows."
      data-testid="train-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button onClick={() => void confirm()} disabled={busy || level >= SKILL_MAX} busy={busy} data-testid="confirm-train">
            Train {SKILL_LABELS[skill]} · {formatUsd(cost)}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-5">
        <fieldset>
          <legend className="mb-2 text-sm font-semibold">Skill</legend>
          <OptionCards
            label="Skill to train"
            columns={1}
            value={skill}
            onChange={setSkill}
            options={SKILLS.map((option) => {
              const value = wrestler[option];
              const maxed = value >= SKILL_MAX;
              return {
                value: option,
                testId: `train-skill-${option}`,
                disabled: maxed,
                label: `${SKILL_LABELS[option]} ${value}`,
                content: (
                  <span className="flex w-full items-center gap-3">
                    <span className="w-24 text-sm font-bold">{SKILL_LABELS[option]}</span>
                    <span className="relative h-1.5 flex-1 overflow-hidden rounded-full bg-canvas/80" aria-hidden="true">
                      <span className="absolute inset-y-0 left-0 rounded-full bg-info" style={{ width: `${value}%` }} />
                    </span>
                    <span className="w-8 text-right text-sm font-bold tabular-nums">{value}</span>
                    <span className="hidden w-28 text-right text-xs text-ink-muted tabular-nums sm:block">
                      {maxed ? 'Maxed' : `${formatUsd(trainingCost(value))} · ${trainingWeeks(value, coach)} wk`}
                    </span>
                  </span>
                ),
              };
            })}
          />
        </fieldset>
        <dl className="grid grid-cols-2 gap-2">
          <div className="rounded-xl border border-gold/30 bg-gold-soft px-3.5 py-3">
            <dt className="text-xs text-ink-muted">Cost, paid now</dt>
            <dd className="text-lg font-black text-gold tabular-nums" data-testid="train-cost">
              {formatUsd(cost)}
            </dd>
          </div>
          <div className="rounded-xl border border-line bg-raised/60 px-3.5 py-3">
            <dt className="text-xs text-ink-muted">Duration</dt>
            <dd className="text-lg font-black tabular-nums" data-testid="train-weeks">
              {weeksText(weeks)}
            </dd>
          </div>
        </dl>
        <div className="flex flex-col gap-1 text-xs text-ink-muted">
          <p>
            <span className="font-semibold text-ink">Gain when it ends:</span> <span data-testid="train-odds">{GAIN_ODDS_TEXT}</span>, up to {SKILL_MAX}.
          </p>
          <p data-testid="train-coach">
            {coachShortens
              ? `Your head coach (${percent(coach)} effective) shortens every course by a week.`
              : coach > 0
                ? `Your head coach is ${percent(coach)} effective: from ${percent(TRAINING_COACH_MIN_EFFECTIVENESS)} a coach shortens every course by a week.`
                : `No head coach: one at ${percent(TRAINING_COACH_MIN_EFFECTIVENESS)} effectiveness or more shortens every course by a week.`}
          </p>
        </div>
        {funds < cost && (
          <Notice tone="danger" title="Not enough funds">
            The course costs {formatUsd(cost)} and you have {formatUsd(funds)}.
          </Notice>
        )}
      </div>
    </Modal>
  );
}
