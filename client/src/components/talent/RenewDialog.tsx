// Renew a contract in its last weeks: type and length, the quote as the server computes it (with
// the low-morale surcharge), then renewContract.
import { useState } from 'react';
import type { Snapshot } from 'valtio';
import { useSnapshot } from 'valtio';
import { RENEWAL_REFUSAL_MORALE } from '#shared/rules/contracts.ts';
import { formatUsd } from '#client/lib/format.ts';
import { runGameAction } from '#client/net/gameActions.ts';
import { game, type WrestlerMirror } from '#client/state/game.ts';
import { Button } from '../Button.tsx';
import { Modal } from '../Modal.tsx';
import { Notice } from '../Notice.tsx';
import { ContractTermsFields, QuotePreview, defaultTerms, quoteFor, type ContractTermsValue } from './ContractTerms.tsx';
import { MoraleBadge } from './MoraleBadge.tsx';
import { contractTypeLabel, formatSalary, weeksText } from './talentFormat.ts';

interface RenewDialogProps {
  wrestler: Snapshot<WrestlerMirror>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function RenewDialog(props: RenewDialogProps) {
  // Mounted while open: every opening starts from the current deal's type.
  return props.open ? <RenewDialogBody {...props} /> : null;
}

function RenewDialogBody({ wrestler, onOpenChange }: RenewDialogProps) {
  const funds = useSnapshot(game).state?.federation.funds ?? 0;
  const [terms, setTerms] = useState<ContractTermsValue>(() => ({ ...defaultTerms('renewal'), type: wrestler.contractType === 'perAppearance' ? 'perAppearance' : 'permanent' }));
  const [busy, setBusy] = useState(false);

  const quote = quoteFor(wrestler, 'renewal', terms);
  const refuses = wrestler.morale < RENEWAL_REFUSAL_MORALE;

  async function confirm() {
    setBusy(true);
    const result = await runGameAction('renewContract', { wrestlerId: wrestler.id, contractType: terms.type, weeks: terms.weeks }, { title: `${wrestler.name} renewed`, description: `${weeksText(terms.weeks)} at ${formatSalary(quote.salary, quote.type)}` });
    setBusy(false);
    if (result.ok) onOpenChange(false);
  }

  return (
    <Modal
      open
      onOpenChange={onOpenChange}
      title={`Renew ${wrestler.name}`}
      description={`Current deal: ${contractTypeLabel(wrestler.contractType)}, ${formatSalary(wrestler.salary, wrestler.contractType)}, ${weeksText(wrestler.contractWeeksRemaining)} left.`}
      data-testid="renew-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button onClick={() => void confirm()} disabled={busy} busy={busy} data-testid="confirm-renew">
            Renew · {formatUsd(quote.bonus)}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-5">
        <p className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
          Morale <MoraleBadge morale={wrestler.morale} />
          <span>· unhappy wrestlers ask more to stay.</span>
        </p>
        {refuses && (
          <Notice tone="warning" title="They may refuse">
            Below morale {RENEWAL_REFUSAL_MORALE} a wrestler refuses to discuss a new contract.
          </Notice>
        )}
        <ContractTermsFields source="renewal" value={terms} onChange={setTerms} />
        <QuotePreview quote={quote} askingSalary={wrestler.askingSalary} funds={funds} />
      </div>
    </Modal>
  );
}
