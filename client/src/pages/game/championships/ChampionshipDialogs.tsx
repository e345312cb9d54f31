// The championship dialogs: create a title (its name and, optionally, its first champion), award it to
// a wrestler without a match, and vacate it.
import { useId, useState } from 'react';
import type { Snapshot } from 'valtio';
import { CHAMPIONSHIP_START_PRESTIGE } from '#shared/rules/championships.ts';
import { MATCH_TITLE_CHARS } from '#shared/validation/text.ts';
import { Button } from '#client/components/Button.tsx';
import { Input } from '#client/components/Input.tsx';
import { Modal } from '#client/components/Modal.tsx';
import { runGameAction } from '#client/net/gameActions.ts';
import type { ChampionshipMirror, GameMirror } from '#client/state/game.ts';

type Roster = Snapshot<GameMirror>['roster'];

export const CHAMPIONSHIP_NAME_MAX = 200;

/** The matchTitle rule, in the words of this form (the room checks the same rule). */
export function championshipNameError(name: string, taken: readonly string[]): string | null {
  const trimmed = name.trim();
  if (!trimmed) return 'Championship name is required';
  if (trimmed.length > CHAMPIONSHIP_NAME_MAX) return `Championship name must be ${CHAMPIONSHIP_NAME_MAX} characters or less`;
  if (!MATCH_TITLE_CHARS.test(trimmed)) return "Use letters, digits, spaces and - ' . & ( ) only";
  if (taken.some((other) => other.toLowerCase() === trimmed.toLowerCase())) return 'You already have a championship with that name';
  return null;
}

const selectClass =
  'h-11 w-full rounded-lg border border-line bg-canvas/60 px-3 text-[15px] text-ink outline-none hover:border-line-strong focus:border-gold focus:ring-2 focus:ring-gold/25';

function WrestlerSelect({
  label,
  value,
  onChange,
  roster,
  vacantLabel,
  exclude,
  testId,
  hint,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  roster: Roster;
  vacantLabel?: string;
  exclude?: string;
  testId: string;
  hint?: string;
}) {
  const id = useId();
  const wrestlers = Object.values(roster)
    .filter((w) => w.id !== exclude)
    .toSorted((a, b) => a.name.localeCompare(b.name));
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={selectClass} data-testid={testId} aria-describedby={hint ? `${id}-hint` : undefined}>
        {vacantLabel !== undefined && <option value="">{vacantLabel}</option>}
        {vacantLabel === undefined && (
          <option value="" disabled>
            Choose a wrestler…
          </option>
        )}
        {wrestlers.map((w) => (
          <option key={w.id} value={w.id}>
            {w.name} ({w.category || '–'}, popularity {Math.round(w.popularity)}){w.status !== 'active' ? ` · ${w.status.replace('_', ' ')}` : ''}
          </option>
        ))}
      </select>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-ink-subtle">
          {hint}
        </p>
      )}
    </div>
  );
}

export function CreateChampionshipDialog({ open, onOpenChange, roster, taken }: { open: boolean; onOpenChange: (open: boolean) => void; roster: Roster; taken: readonly string[] }) {
  const [name, setName] = useState('');
  const [holderId, setHolderId] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const error = championshipNameError(name, taken);

  async function confirm() {
    setTouched(true);
    if (error) return;
    setBusy(true);
    const trimmed = name.trim();
    const holder = holderId ? roster[holderId]?.name : null;
    const result = await runGameAction(
      'createChampionship',
      { name: trimmed, holderId: holderId || null },
      { title: `${trimmed} created`, description: holder ? `${holder} is its first champion.` : 'The title is vacant until a match decides it.' },
    );
    setBusy(false);
    if (result.ok) onOpenChange(false);
  }

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Create a championship"
      description={`A new title starts at prestige ${CHAMPIONSHIP_START_PRESTIGE} of 100.`}
      data-testid="championship-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button onClick={() => void confirm()} disabled={busy || !name.trim()} busy={busy} data-testid="confirm-championship">
            Create title
          </Button>
        </>
      }
    >
      <form
        className="flex flex-col gap-5"
        onSubmit={(event) => {
          event.preventDefault();
          void confirm();
        }}
      >
        <Input
          label="Title name"
          required
          value={name}
          maxLength={CHAMPIONSHIP_NAME_MAX}
          placeholder="e.g. Iron Harbor Heavyweight Championship"
          onChange={(event) => setName(event.target.value)}
          onBlur={() => name && setTouched(true)}
          error={touched ? error : null}
          hint="Letters, digits, spaces and - ' . & ( ), up to 200 characters."
          data-testid="championship-name-input"
          autoComplete="off"
        />
        <WrestlerSelect
          label="First champion"
          value={holderId}
          onChange={setHolderId}
          roster={roster}
          vacantLabel="Vacant (decided in a match)"
          testId="championship-holder-select"
          hint="Name a champion now, or leave it vacant and put it on the line in a match."
        />
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </form>
    </Modal>
  );
}

export function AwardDialog({ title, roster, onOpenChange }: { title: Snapshot<ChampionshipMirror> | null; roster: Roster; onOpenChange: (open: boolean) => void }) {
  const [wrestlerId, setWrestlerId] = useState('');
  const [busy, setBusy] = useState(false);
  if (!title) return null;
  const current = title.holderId;

  async function confirm() {
    if (!title || !wrestlerId) return;
    setBusy(true);
    const name = roster[wrestlerId]?.name ?? 'The wrestler';
    const result = await runGameAction('awardChampionship', { championshipId: title.id, wrestlerId }, { title: `${name} is the new champion`, description: `${name} holds the ${title.name}.` });
    setBusy(false);
    if (result.ok) onOpenChange(false);
  }

  return (
    <Modal
      open
      onOpenChange={onOpenChange}
      title={`Award the ${title.name}`}
      description={current ? `${title.holderName} holds it now and loses it.` : 'The title is vacant.'}
      data-testid="award-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button onClick={() => void confirm()} disabled={busy || !wrestlerId} busy={busy} data-testid="confirm-award">
            Award the title
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <WrestlerSelect label="New champion" value={wrestlerId} onChange={setWrestlerId} roster={roster} exclude={current || undefined} testId="award-select" />
        <p className="text-sm text-ink-muted">An award is a decision, not a match: the lineage records it, the reign starts today and prestige does not move.</p>
      </div>
    </Modal>
  );
}

export function VacateDialog({ title, onOpenChange }: { title: Snapshot<ChampionshipMirror> | null; onOpenChange: (open: boolean) => void }) {
  const [busy, setBusy] = useState(false);
  if (!title) return null;

  async function confirm() {
    if (!title) return;
    setBusy(true);
    const result = await runGameAction('vacateChampionship', { championshipId: title.id }, { title: `${title.name} vacated`, description: `${title.holderName}'s reign is over.` });
    setBusy(false);
    if (result.ok) onOpenChange(false);
  }

  return (
    <Modal
      open
      onOpenChange={onOpenChange}
      title={`Vacate the ${title.name}?`}
      description={`${title.holderName} has held it for ${title.reignDays} days.`}
      data-testid="vacate-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Keep the champion
          </Button>
          <Button variant="danger" onClick={() => void confirm()} disabled={busy} busy={busy} data-testid="confirm-vacate">
            Vacate the title
          </Button>
        </>
      }
    >
      <p className="text-sm text-ink-muted">
        {title.holderName}&apos;s reign ends now. The title stays vacant until you award it or a match decides it; a reign that ended keeps the wrestler a recent champion for 12 weeks.
      </p>
    </Modal>
  );
}
