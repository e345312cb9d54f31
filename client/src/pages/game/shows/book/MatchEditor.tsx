// The match editor (add and edit): type, stipulation, one picker per participant slot (tag team: two
// teams), a championship on the line (its champion must be in the match), exhibition and an optional
// title (empty: the game writes one), and the booked finish: the winner (a side) and how it ends, each
// "Left to the match" by default. Refusals arrive as toasts and the dialog stays open.
import { Crown, Gavel } from 'lucide-react';
import { useState } from 'react';
import { FINISH_RULES, finishesFor, type Finish } from '#shared/rules/finishes.ts';
import { MATCH_TYPE_RULES, MATCH_TYPES, STIPULATION_RULES, STIPULATIONS } from '#shared/rules/matchTypes.ts';
import { sidesOf, type MatchSegment } from '#shared/sim/shows/show.ts';
import { matchTitleSchema } from '#shared/validation/text.ts';
import { Button } from '#client/components/Button.tsx';
import { Input } from '#client/components/Input.tsx';
import { Modal } from '#client/components/Modal.tsx';
import { Notice } from '#client/components/Notice.tsx';
import { runGameAction } from '#client/net/gameActions.ts';
import { SelectField } from '../list/fields.tsx';
import type { Segment } from '../showData.ts';
import { automaticMatchTitle, resizeSlots, rosterByRating, titleAllowed, unavailableReason, wrestlerName, type Championships, type MatchType, type Roster, type Stipulation } from './bookingData.ts';
import { useRosterGroups } from './jointRoster.tsx';

export interface MatchEditorProps {
  showId: string;
  card: readonly Segment[];
  roster: Roster;
  championships: Championships;
  /** The match being edited; null to add one. */
  editing: MatchSegment | null;
  onClose: () => void;
}

export function ParticipantSelect({
  index,
  value,
  onChange,
  roster,
  card,
  exceptSegmentId,
  taken,
  label,
  optional = false,
}: {
  index: number;
  value: string;
  onChange: (id: string) => void;
  roster: Roster;
  card: readonly Segment[];
  exceptSegmentId: string | null;
  taken: readonly string[];
  label: string;
  optional?: boolean;
}) {
  const wrestlers = rosterByRating(roster);
  // A joint show's two rosters, each under its federation's name (jointRoster.tsx).
  const groups = useRosterGroups();
  const missing = value && !roster[value];
  const option = (w: (typeof wrestlers)[number]) => {
    const reason = unavailableReason(w, card, exceptSegmentId) ?? (w.id !== value && taken.includes(w.id) ? 'already in this segment' : null);
    return (
      <option key={w.id} value={w.id} disabled={!!reason}>
        {w.name} · {w.category} {w.totalPoints}
        {reason ? ` (${reason})` : ''}
      </option>
    );
  };
  return (
    <SelectField label={label} value={value} onChange={(event) => onChange(event.target.value)} data-testid={`participant-${index}`}>
      <option value="">{optional ? '— Nobody —' : '— Pick a wrestler —'}</option>
      {missing && (
        <option value={value} disabled>
          {wrestlerName(roster, value)} (no longer on your roster)
        </option>
      )}
      {groups
        ? groups.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {wrestlers.filter((w) => group.ids.includes(w.id)).map(option)}
            </optgroup>
          ))
        : wrestlers.map(option)}
    </SelectField>
  );
}

/** What the chosen finish means, under its select. */
export function finishHint(finish: Finish | ''): string {
  if (!finish) return 'Left to the match: mostly pinfalls, now and then a cheap finish.';
  const rule = FINISH_RULES[finish];
  if (!rule.hasWinner) return 'No winner: small effects, and a title stays where it is.';
  return rule.clean ? 'Clean: full credit to the winner, and it can change a title.' : 'Cheap: less credit to the winner, the loser is protected, and a title never changes hands on it.';
}

export function MatchEditor({ showId, card, roster, championships, editing, onClose }: MatchEditorProps) {
  const [type, setType] = useState<MatchType>(editing?.type ?? 'singles');
  const [stipulation, setStipulation] = useState<Stipulation>(editing?.stipulation ?? 'standard');
  const [slots, setSlots] = useState<string[]>(() => resizeSlots(editing?.participants ?? [], editing?.type ?? 'singles'));
  const [championshipId, setChampionshipId] = useState<string>(editing?.championshipId ?? '');
  const [isExhibition, setExhibition] = useState(editing?.isExhibition ?? false);
  const [title, setTitle] = useState(() => (editing && editing.title !== automaticMatchTitle(roster, championships, editing) ? editing.title : ''));
  const [winnerId, setWinnerId] = useState<string>(editing?.winnerId ?? '');
  const [finish, setFinish] = useState<Finish | ''>(editing?.finish ?? '');
  const [busy, setBusy] = useState(false);

  const rule = MATCH_TYPE_RULES[type];
  // What the booker can choose: the finishes this type and stipulation allow, and a side (none for a finish without a winner).
  const allowedFinishes = finishesFor(type, stipulation);
  const bookedFinish = finish && allowedFinishes.includes(finish) ? finish : '';
  const finishHasWinner = !bookedFinish || FINISH_RULES[bookedFinish].hasWinner;
  const sides = sidesOf({ type, participants: slots });
  const winnerSide = finishHasWinner && winnerId ? sides.find((side) => side.includes(winnerId)) : undefined;
  const bookedWinner = winnerSide && winnerSide.every(Boolean) ? winnerSide[0]! : '';
  const filled = slots.every(Boolean);
  const canHaveTitle = titleAllowed(type, isExhibition);
  const titleId = canHaveTitle ? championshipId || null : null;
  const championship = titleId ? championships[titleId] : undefined;
  const holderMissing = !!championship?.holderId && !slots.includes(championship.holderId);
  const titleCheck = title.trim() ? matchTitleSchema.safeParse(title) : null;
  const titleError = titleCheck && !titleCheck.success ? titleCheck.error.issues[0]!.message : null;
  const preview = automaticMatchTitle(roster, championships, { type, stipulation, participants: slots, championshipId: titleId });
  const titlesElsewhere = new Set(card.filter((s) => s.kind === 'match' && s.id !== editing?.id && s.championshipId).map((s) => (s as MatchSegment).championshipId));
  const championshipList = Object.values(championships).toSorted((a, b) => b.prestige - a.prestige);

  function chooseType(next: MatchType) {
    setType(next);
    setSlots((before) => resizeSlots(before, next));
  }

  function pick(index: number, id: string) {
    setSlots((before) => before.map((value, i) => (i === index ? id : value)));
  }

  async function save() {
    setBusy(true);
    const match = { type, stipulation, participants: slots, championshipId: titleId, isExhibition, title: title.trim(), winnerId: bookedWinner || null, finish: bookedFinish || null };
    const result = editing
      ? await runGameAction('updateMatch', { showId, segmentId: editing.id, ...match }, { title: 'Match updated' })
      : await runGameAction('addMatch', { showId, ...match }, { title: 'Match added', description: title.trim() || preview });
    setBusy(false);
    if (result.ok) onClose();
  }

  const slotSelect = (index: number, label: string) => (
    <ParticipantSelect
      key={index}
      index={index}
      label={label}
      value={slots[index] ?? ''}
      onChange={(id) => pick(index, id)}
      roster={roster}
      card={card}
      exceptSegmentId={editing?.id ?? null}
      taken={slots.filter((_, i) => i !== index)}
    />
  );

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={editing ? 'Edit match' : 'Add a match'}
      description="Each wrestler appears once a night. Injured, training and already booked wrestlers are greyed out."
      data-testid="match-editor"
      className="max-w-2xl"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void save()} disabled={busy || !filled || holderMissing || !!titleError} busy={busy} data-testid="save-match">
            {editing ? 'Save match' : 'Add match'}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label="Match type" value={type} onChange={(event) => chooseType(event.target.value as MatchType)} data-testid="match-type-select" hint={`${rule.participants} wrestlers${type === 'tag_team' ? ' in two teams' : ''}`}>
            {MATCH_TYPES.map((t) => (
              <option key={t} value={t}>
                {MATCH_TYPE_RULES[t].label}
              </option>
            ))}
          </SelectField>
          <SelectField label="Stipulation" value={stipulation} onChange={(event) => setStipulation(event.target.value as Stipulation)} data-testid="stipulation-select">
            {STIPULATIONS.map((s) => (
              <option key={s} value={s}>
                {STIPULATION_RULES[s].label}
              </option>
            ))}
          </SelectField>
        </div>

        <fieldset className="flex flex-col gap-3 rounded-xl border border-line bg-raised/30 p-3 sm:p-4">
          <legend className="px-1 text-sm font-semibold">Wrestlers</legend>
          {type === 'tag_team' ? (
            <div className="grid items-end gap-3 sm:grid-cols-[1fr_auto_1fr]">
              <div className="flex flex-col gap-3">
                {slotSelect(0, 'Team 1, wrestler 1')}
                {slotSelect(1, 'Team 1, wrestler 2')}
              </div>
              <span className="self-center text-center text-sm font-black text-gold uppercase italic">vs.</span>
              <div className="flex flex-col gap-3">
                {slotSelect(2, 'Team 2, wrestler 1')}
                {slotSelect(3, 'Team 2, wrestler 2')}
              </div>
            </div>
          ) : (
            <div className="grid gap-3 sm:grid-cols-2">{slots.map((_, index) => slotSelect(index, `Wrestler ${index + 1}`))}</div>
          )}
        </fieldset>

        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={
              <span className="flex items-center gap-1.5">
                <Crown aria-hidden="true" className="size-4 text-gold" />
                Championship on the line
              </span>
            }
            value={canHaveTitle ? championshipId : ''}
            onChange={(event) => setChampionshipId(event.target.value)}
            disabled={!canHaveTitle || championshipList.length === 0}
            data-testid="title-select"
            hint={
              !canHaveTitle
                ? isExhibition
                  ? 'An exhibition cannot have a title on the line.'
                  : 'Titles are defended in singles, triple threat and fatal four-way matches.'
                : championshipList.length === 0
                  ? 'Create a championship on the Championships page first.'
                  : 'The champion must be in the match.'
            }
          >
            <option value="">No title</option>
            {championshipList.map((c) => (
              <option key={c.id} value={c.id} disabled={titlesElsewhere.has(c.id)}>
                {c.name} ({c.holderId ? c.holderName : 'vacant'}){titlesElsewhere.has(c.id) ? ' · on the line in another match' : ''}
              </option>
            ))}
          </SelectField>
          <label className="flex cursor-pointer items-start gap-3 self-start rounded-xl border border-line bg-raised/30 p-3 sm:mt-7">
            <input type="checkbox" checked={isExhibition} onChange={(event) => setExhibition(event.target.checked)} className="mt-1 size-4 accent-gold" data-testid="exhibition-toggle" />
            <span className="flex flex-col">
              <span className="text-sm font-semibold">Exhibition</span>
              <span className="text-xs text-ink-muted">Counts for no record and no title.</span>
            </span>
          </label>
        </div>
        {holderMissing && championship && (
          <Notice tone="warning" title="The champion is not in this match" data-testid="champion-missing">
            {championship.holderName} holds the {championship.name}: put them in the match, or choose no title.
          </Notice>
        )}

        <fieldset className="flex flex-col gap-3 rounded-xl border border-line bg-raised/30 p-3 sm:p-4" data-testid="finish-fields">
          <legend className="flex items-center gap-1.5 px-1 text-sm font-semibold">
            <Gavel aria-hidden="true" className="size-4 text-gold" />
            The finish
          </legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label="Winner"
              value={bookedWinner}
              onChange={(event) => setWinnerId(event.target.value)}
              disabled={!finishHasWinner}
              data-testid="winner-select"
              hint={
                !finishHasWinner
                  ? `A ${FINISH_RULES[bookedFinish as Finish].label.toLowerCase()} has no winner.`
                  : bookedWinner
                    ? 'Booked: they win, whatever the odds. Beating a clear favourite clean is an upset.'
                    : 'Left to the match: the stronger side usually wins.'
              }
            >
              <option value="">Left to the match</option>
              {sides.map((side, index) => (
                <option key={index} value={side[0] ?? ''} disabled={!side.every(Boolean)}>
                  {side.every(Boolean) ? side.map((id) => wrestlerName(roster, id)).join(' & ') : type === 'tag_team' ? `Team ${index + 1} (pick both wrestlers)` : `Wrestler ${index + 1} (pick a wrestler)`}
                </option>
              ))}
            </SelectField>
            <SelectField
              label="Finish"
              value={bookedFinish}
              onChange={(event) => setFinish(event.target.value as Finish | '')}
              data-testid="finish-select"
              hint={finishHint(bookedFinish)}
            >
              <option value="">Left to the match</option>
              {allowedFinishes.map((f) => (
                <option key={f} value={f}>
                  {FINISH_RULES[f].label}
                </option>
              ))}
            </SelectField>
          </div>
        </fieldset>

        <Input label="Match title (optional)" value={title} maxLength={200} onChange={(event) => setTitle(event.target.value)} placeholder={preview} error={titleError} hint="Leave it empty and the game writes one." data-testid="match-title-input" />
      </div>
    </Modal>
  );
}
