// One save slot: federation, logo, date, funds and when it was saved; or the empty-slot label.
// The slot itself is the button (save here / load this); Delete sits beside it for an occupied slot.
import { FolderOpen, Save, Trash2 } from 'lucide-react';
import type { SaveSlot } from '#client/net/gameApi.ts';
import { cx } from '#client/lib/cx.ts';
import { formatFunds } from '#client/lib/format.ts';
import { FederationMark } from '../shell/FederationMark.tsx';
import { Spinner } from '../Spinner.tsx';
import { formatSavedAt } from './formatSavedAt.ts';

export type SaveDialogMode = 'save' | 'load';

export interface SaveSlotCardProps {
  slot: SaveSlot;
  /** The slot the game being played autosaves to. */
  autosave?: boolean;
  mode: SaveDialogMode;
  busy: boolean;
  disabled: boolean;
  onPick: () => void;
  onDelete: () => void;
}

export function SaveSlotCard({ slot, autosave = false, mode, busy, disabled, onPick, onDelete }: SaveSlotCardProps) {
  const { save, slotNumber } = slot;
  const emptyLabel = mode === 'save' ? 'Empty Slot - Click to Save' : 'No Save Data';
  const unusable = !save && mode === 'load';
  const actionLabel = mode === 'load' ? `Load Slot ${slotNumber}` : save ? `Overwrite Slot ${slotNumber}` : `Save to Slot ${slotNumber}`;
  const ActionIcon = mode === 'load' ? FolderOpen : Save;

  return (
    <li className="relative" data-testid={`save-slot-${slotNumber}`} data-empty={save ? undefined : 'true'}>
      <button
        type="button"
        onClick={onPick}
        disabled={disabled || unusable}
        aria-label={(save ? `${actionLabel}: ${save.federationName}` : `Slot ${slotNumber}: ${emptyLabel}`) + (autosave ? ' (autosave slot)' : '')}
        className={cx(
          'flex w-full items-center gap-4 rounded-xl border p-4 text-left transition-colors duration-150',
          unusable ? 'cursor-not-allowed border-dashed border-line bg-canvas/40 text-ink-subtle' : 'border-line bg-raised/60 hover:border-gold/50 hover:bg-raised',
          save && 'pr-14',
          'disabled:cursor-not-allowed',
          disabled && !unusable && 'opacity-60',
        )}
        data-testid={`save-slot-${slotNumber}-pick`}
      >
        <span className="flex w-12 shrink-0 flex-col items-center gap-1">
          {save ? (
            <FederationMark name={save.federationName} logo={save.federationLogo} className="size-12" />
          ) : (
            <span className="grid size-12 place-items-center rounded-lg border border-dashed border-line-strong text-ink-subtle">
              <ActionIcon aria-hidden="true" className="size-5" />
            </span>
          )}
          <span className="text-[10px] font-semibold tracking-widest text-ink-subtle uppercase">Slot {slotNumber}</span>
          {autosave && (
            <span className="rounded-full bg-gold/15 px-1.5 py-0.5 text-[9px] font-bold tracking-wider text-gold uppercase" data-testid={`save-slot-${slotNumber}-autosave`}>
              Autosave
            </span>
          )}
        </span>
        {save ? (
          <span className="flex min-w-0 flex-1 flex-col gap-1">
            <span className="line-clamp-2 font-bold break-words text-ink" data-testid={`save-slot-${slotNumber}-name`}>
              {save.federationName || 'Unnamed federation'}
            </span>
            <span className="text-sm text-ink-muted" data-testid={`save-slot-${slotNumber}-date`}>
              Week {save.currentWeek}, {save.currentMonth} {save.currentYear}
            </span>
            <span className="flex flex-wrap items-center gap-x-3 gap-y-0.5 text-xs text-ink-subtle">
              <span className="font-semibold text-gold tabular-nums" data-testid={`save-slot-${slotNumber}-funds`}>
                {formatFunds(save.funds)}
              </span>
              <span>Saved {formatSavedAt(save.savedAt)}</span>
            </span>
          </span>
        ) : (
          <span className="flex-1 text-sm font-medium" data-testid={`save-slot-${slotNumber}-empty`}>
            {emptyLabel}
          </span>
        )}
        {busy && <Spinner size="sm" className="text-gold" />}
      </button>
      {save && (
        <button
          type="button"
          onClick={onDelete}
          disabled={disabled}
          aria-label={`Delete the save in Slot ${slotNumber}`}
          title="Delete save"
          className="absolute top-1/2 right-3 grid size-9 -translate-y-1/2 place-items-center rounded-lg text-ink-subtle transition-colors hover:bg-danger-soft hover:text-danger-strong disabled:opacity-50"
          data-testid={`save-slot-${slotNumber}-delete`}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      )}
    </li>
  );
}
