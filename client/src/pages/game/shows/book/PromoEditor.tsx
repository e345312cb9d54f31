// The promo editor: a promo (1 wrestler), a backstage interview (1-2) or an in-ring confrontation (2-4),
// with an optional title. Refusals arrive as toasts and the dialog stays open.
import { useState } from 'react';
import { PROMO_TYPE_RULES, PROMO_TYPES } from '#shared/rules/matchRating.ts';
import { promoTitleSchema } from '#shared/validation/text.ts';
import { Button } from '#client/components/Button.tsx';
import { Input } from '#client/components/Input.tsx';
import { Modal } from '#client/components/Modal.tsx';
import { runGameAction } from '#client/net/gameActions.ts';
import { SelectField } from '../list/fields.tsx';
import type { Segment } from '../showData.ts';
import { promoSlots, type PromoType, type Roster } from './bookingData.ts';
import { ParticipantSelect } from './MatchEditor.tsx';

export interface PromoEditorProps {
  showId: string;
  card: readonly Segment[];
  roster: Roster;
  onClose: () => void;
}

export function PromoEditor({ showId, card, roster, onClose }: PromoEditorProps) {
  const [promoType, setPromoType] = useState<PromoType>('promo');
  const [slots, setSlots] = useState<string[]>(() => promoSlots([], 'promo'));
  const [title, setTitle] = useState('');
  const [busy, setBusy] = useState(false);

  const rule = PROMO_TYPE_RULES[promoType];
  const participants = slots.filter(Boolean);
  const enough = participants.length >= rule.minParticipants;
  const titleCheck = title.trim() ? promoTitleSchema.safeParse(title) : null;
  const titleError = titleCheck && !titleCheck.success ? titleCheck.error.issues[0]!.message : null;
  const count = rule.minParticipants === rule.maxParticipants ? `${rule.minParticipants} wrestler` : `${rule.minParticipants}-${rule.maxParticipants} wrestlers`;

  function chooseType(next: PromoType) {
    setPromoType(next);
    setSlots((before) => promoSlots(before.filter(Boolean), next));
  }

  async function save() {
    setBusy(true);
    const result = await runGameAction('addPromo', { showId, promoType, participants, title: title.trim() }, { title: `${rule.label} added` });
    setBusy(false);
    if (result.ok) onClose();
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title="Add a promo"
      description="Mic work: the wrestlers' charisma carries it. Promos weigh half a match in the show rating."
      data-testid="promo-editor"
      className="max-w-xl"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void save()} disabled={busy || !enough || !!titleError} busy={busy} data-testid="save-promo">
            Add {rule.label.toLowerCase()}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <SelectField label="Segment type" value={promoType} onChange={(event) => chooseType(event.target.value as PromoType)} data-testid="promo-type-select" hint={count}>
          {PROMO_TYPES.map((t) => (
            <option key={t} value={t}>
              {PROMO_TYPE_RULES[t].label}
            </option>
          ))}
        </SelectField>
        <fieldset className="flex flex-col gap-3 rounded-xl border border-line bg-raised/30 p-3 sm:p-4">
          <legend className="px-1 text-sm font-semibold">Wrestlers</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {slots.map((value, index) => (
              <ParticipantSelect
                key={index}
                index={index}
                label={index < rule.minParticipants ? `Wrestler ${index + 1}` : `Wrestler ${index + 1} (optional)`}
                optional={index >= rule.minParticipants}
                value={value}
                onChange={(id) => setSlots((before) => before.map((v, i) => (i === index ? id : v)))}
                roster={roster}
                card={card}
                exceptSegmentId={null}
                taken={slots.filter((_, i) => i !== index)}
              />
            ))}
          </div>
        </fieldset>
        <Input label="Title (optional)" value={title} maxLength={200} onChange={(event) => setTitle(event.target.value)} error={titleError} hint="Leave it empty and the game writes one." data-testid="promo-title-input" />
      </div>
    </Modal>
  );
}
