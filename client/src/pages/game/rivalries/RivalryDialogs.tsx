// The rivalry dialogs: start a feud (title, description, type, 2-6 wrestlers) and end one.
import { Check } from 'lucide-react';
import { useId, useState } from 'react';
import type { Snapshot } from 'valtio';
import { RIVALRY_MAX_WRESTLERS, RIVALRY_MIN_WRESTLERS, RIVALRY_START_INTENSITY, RIVALRY_TYPE_LABELS, RIVALRY_TYPES, type RivalryType } from '#shared/rules/rivalries.ts';
import { STORYLINE_TITLE_CHARS } from '#shared/validation/text.ts';
import { Button } from '#client/components/Button.tsx';
import { TextArea } from '#client/components/forms/TextArea.tsx';
import { Input } from '#client/components/Input.tsx';
import { Modal } from '#client/components/Modal.tsx';
import { WrestlerPortrait } from '#client/components/WrestlerAvatar.tsx';
import { cx } from '#client/lib/cx.ts';
import { runGameAction } from '#client/net/gameActions.ts';
import type { GameMirror, RivalryMirror } from '#client/state/game.ts';

type Roster = Snapshot<GameMirror>['roster'];

export const RIVALRY_TITLE_MAX = 100;
export const RIVALRY_DESCRIPTION_MAX = 1000;

/** The storylineTitle rule, in this form's words (the room checks the same rule). */
export function rivalryTitleError(title: string): string | null {
  const trimmed = title.trim();
  if (!trimmed) return 'Storyline title is required';
  if (trimmed.length > RIVALRY_TITLE_MAX) return `Storyline title must be ${RIVALRY_TITLE_MAX} characters or less`;
  if (!STORYLINE_TITLE_CHARS.test(trimmed)) return "Use letters, digits, spaces and - ' . & ( ) : only";
  return null;
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && [...a].sort().join('|') === [...b].sort().join('|');

export function CreateRivalryDialog({ onOpenChange, roster, active }: { onOpenChange: (open: boolean) => void; roster: Roster; active: readonly Snapshot<RivalryMirror>[] }) {
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [type, setType] = useState<RivalryType>('personal');
  const [picked, setPicked] = useState<string[]>([]);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const typeId = useId();
  const groupId = useId();
  const titleError = rivalryTitleError(title);
  const descriptionError = description.length > RIVALRY_DESCRIPTION_MAX ? `Description must be ${RIVALRY_DESCRIPTION_MAX} characters or less` : null;
  const duplicate = picked.length >= RIVALRY_MIN_WRESTLERS && active.some((r) => sameSet(r.wrestlers, picked));
  const enough = picked.length >= RIVALRY_MIN_WRESTLERS && picked.length <= RIVALRY_MAX_WRESTLERS;
  const wrestlers = Object.values(roster).toSorted((a, b) => a.name.localeCompare(b.name));
  const full = picked.length >= RIVALRY_MAX_WRESTLERS;

  function toggle(id: string) {
    setPicked((current) => (current.includes(id) ? current.filter((x) => x !== id) : current.length >= RIVALRY_MAX_WRESTLERS ? current : [...current, id]));
  }

  async function confirm() {
    setTouched(true);
    if (titleError || descriptionError || !enough || duplicate) return;
    setBusy(true);
    const trimmed = title.trim();
    const result = await runGameAction(
      'createRivalry',
      { title: trimmed, description: description.trim(), type, wrestlers: picked },
      { title: `${trimmed} begins`, description: `Intensity starts at ${RIVALRY_START_INTENSITY}: book the rivals against each other to heat it up.` },
    );
    setBusy(false);
    if (result.ok) onOpenChange(false);
  }

  return (
    <Modal
      open
      onOpenChange={onOpenChange}
      title="Start a rivalry"
      description={`Pick ${RIVALRY_MIN_WRESTLERS} to ${RIVALRY_MAX_WRESTLERS} wrestlers. A feud raises their matches' stars and draws fans as its intensity grows.`}
      className="sm:max-w-2xl"
      data-testid="rivalry-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button onClick={() => void confirm()} disabled={busy || !enough || !title.trim() || duplicate} busy={busy} data-testid="confirm-rivalry">
            Start the rivalry
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
          label="Storyline title"
          required
          value={title}
          maxLength={RIVALRY_TITLE_MAX}
          placeholder="e.g. Harbor War: Kit vs. Rex"
          onChange={(event) => setTitle(event.target.value)}
          onBlur={() => title && setTouched(true)}
          error={touched ? titleError : null}
          hint="Letters, digits, spaces and - ' . & ( ) :, up to 100 characters."
          data-testid="rivalry-title-input"
          autoComplete="off"
        />
        <TextArea
          label="Description"
          value={description}
          maxLength={RIVALRY_DESCRIPTION_MAX}
          placeholder="How it started, what is at stake…"
          onChange={(event) => setDescription(event.target.value)}
          error={descriptionError}
          className="[&_textarea]:min-h-24"
          data-testid="rivalry-description-input"
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={typeId} className="text-sm font-medium text-ink">
            Type
          </label>
          <select
            id={typeId}
            value={type}
            onChange={(event) => setType(event.target.value as RivalryType)}
            className="h-11 w-full rounded-lg border border-line bg-canvas/60 px-3 text-[15px] text-ink outline-none hover:border-line-strong focus:border-gold focus:ring-2 focus:ring-gold/25"
            data-testid="rivalry-type-select"
          >
            {RIVALRY_TYPES.map((value) => (
              <option key={value} value={value}>
                {RIVALRY_TYPE_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="flex flex-col gap-2" aria-describedby={`${groupId}-count`}>
          <legend className="mb-1.5 flex w-full items-baseline justify-between gap-2 text-sm font-medium text-ink">
            <span>
              Wrestlers<span aria-hidden="true" className="ml-0.5 text-danger">*</span>
            </span>
            <span id={`${groupId}-count`} className={cx('text-xs tabular-nums', enough ? 'text-success' : 'text-ink-subtle')} data-testid="rivalry-picked-count">
              {picked.length} of {RIVALRY_MAX_WRESTLERS} picked{picked.length < RIVALRY_MIN_WRESTLERS ? ` (at least ${RIVALRY_MIN_WRESTLERS})` : ''}
            </span>
          </legend>
          {wrestlers.length === 0 ? (
            <p className="rounded-xl border border-dashed border-line p-4 text-sm text-ink-muted">Your roster is empty: sign wrestlers first.</p>
          ) : (
            <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
              {wrestlers.map((w) => {
                const checked = picked.includes(w.id);
                const disabled = !checked && full;
                return (
                  <li key={w.id}>
                    <label
                      className={cx(
                        'flex cursor-pointer items-center gap-3 rounded-xl border p-2 pr-3 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-gold/50',
                        checked ? 'border-gold/60 bg-gold-soft' : 'border-line bg-raised/40 hover:border-line-strong',
                        disabled && 'cursor-not-allowed opacity-50',
                      )}
                    >
                      <input type="checkbox" className="sr-only" checked={checked} disabled={disabled} onChange={() => toggle(w.id)} data-testid={`rivalry-wrestler-${w.id}`} />
                      <WrestlerPortrait wrestler={w} size={40} className="rounded-lg" />
                      <span className="flex min-w-0 flex-1 flex-col">
                        <span className="truncate text-sm font-semibold">{w.name}</span>
                        <span className="text-xs text-ink-muted">
                          {w.category} · popularity {Math.round(w.popularity)}
                        </span>
                      </span>
                      <span aria-hidden="true" className={cx('grid size-5 shrink-0 place-items-center rounded-md border', checked ? 'border-gold bg-gold text-gold-ink' : 'border-line-strong')}>
                        {checked && <Check className="size-3.5" strokeWidth={3} />}
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
          )}
          {duplicate && (
            <p role="alert" className="text-xs font-medium text-danger-strong">
              These wrestlers are already in a rivalry together.
            </p>
          )}
          {touched && !enough && (
            <p role="alert" className="text-xs font-medium text-danger-strong">
              Pick at least {RIVALRY_MIN_WRESTLERS} wrestlers.
            </p>
          )}
        </fieldset>
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </form>
    </Modal>
  );
}

export function EndRivalryDialog({ rivalry, onOpenChange }: { rivalry: Snapshot<RivalryMirror> | null; onOpenChange: (open: boolean) => void }) {
  const [busy, setBusy] = useState(false);
  if (!rivalry) return null;

  async function confirm() {
    if (!rivalry) return;
    setBusy(true);
    const result = await runGameAction('endRivalry', { rivalryId: rivalry.id }, { title: `${rivalry.title} is over` });
    setBusy(false);
    if (result.ok) onOpenChange(false);
  }

  return (
    <Modal
      open
      onOpenChange={onOpenChange}
      title={`End ${rivalry.title}?`}
      description={`Intensity ${Math.round(rivalry.intensity)} of 100`}
      data-testid="end-rivalry-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Keep it going
          </Button>
          <Button variant="danger" onClick={() => void confirm()} disabled={busy} busy={busy} data-testid="confirm-end-rivalry">
            End the rivalry
          </Button>
        </>
      }
    >
      <p className="text-sm text-ink-muted">
        Their matches lose the rivalry&apos;s stars and its pull on ticket sales, and the heat built so far is gone. The same wrestlers can start a new feud later, from intensity{' '}
        {RIVALRY_START_INTENSITY}.
      </p>
    </Modal>
  );
}
