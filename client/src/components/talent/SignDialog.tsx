// Sign a wrestler from the weekly market or the free agents: contract type and length, the quote
// (quoteContract, as the server computes it), the funds, then signWrestler. Closes on success; on a
// refusal it stays open and the toast carries the server's sentence.
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import type { ContractSource } from '#shared/sim/roster/contractTerms.ts';
import { formatPopularity, formatUsd } from '#client/lib/format.ts';
import { runGameAction } from '#client/net/gameActions.ts';
import { game } from '#client/state/game.ts';
import { Button } from '../Button.tsx';
import { Modal } from '../Modal.tsx';
import { WrestlerPortrait, type PortraitSource } from '../WrestlerAvatar.tsx';
import { CategoryBadge } from './CategoryBadge.tsx';
import { InterestBadge } from './InterestBadge.tsx';
import { ContractTermsFields, QuotePreview, defaultTerms, quoteFor, type ContractTermsValue } from './ContractTerms.tsx';

/** What the dialog needs of a market wrestler (synced) or a free agent (fetched). */
export interface SignCandidate extends PortraitSource {
  askingSalary: number;
  morale: number;
  category: string;
  totalPoints: number;
  popularity: number;
  /** Rival federations that would sign them now (the room's figure): raises the quote. */
  interest?: number;
}

export interface SignDialogProps {
  wrestler: SignCandidate | null;
  source: Exclude<ContractSource, 'renewal'>;
  onOpenChange: (open: boolean) => void;
  onSigned?: (wrestlerId: string) => void;
}

export function SignDialog({ wrestler, ...rest }: SignDialogProps) {
  // A fresh body (fresh choices) for every wrestler opened.
  return wrestler ? <SignDialogBody key={wrestler.id} wrestler={wrestler} {...rest} /> : null;
}

function SignDialogBody({ wrestler, source, onOpenChange, onSigned }: SignDialogProps & { wrestler: SignCandidate }) {
  const funds = useSnapshot(game).state?.federation.funds ?? 0;
  const [terms, setTerms] = useState<ContractTermsValue>(() => defaultTerms(source));
  const [busy, setBusy] = useState(false);
  const quote = quoteFor(wrestler, source, terms, wrestler.interest ?? 0);

  async function confirm() {
    setBusy(true);
    const result = await runGameAction(
      'signWrestler',
      { wrestlerId: wrestler.id, source, contractType: terms.type, weeks: terms.weeks },
      { title: `${wrestler.name} signed!` },
    );
    setBusy(false);
    if (result.ok) {
      onOpenChange(false);
      onSigned?.(wrestler.id);
    }
  }

  return (
    <Modal
      open
      onOpenChange={onOpenChange}
      title={`Sign ${wrestler.name}`}
      description={source === 'market' ? 'From this week’s market: a 5-week deal.' : 'A free agent: choose the deal you offer.'}
      data-testid="sign-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button onClick={() => void confirm()} disabled={busy} busy={busy} data-testid="confirm-sign">
            Sign · {formatUsd(quote.bonus)}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-5">
        <div className="flex items-center gap-3">
          <WrestlerPortrait wrestler={wrestler} size={56} />
          <div className="min-w-0 flex-1">
            <p className="truncate font-bold">{wrestler.name}</p>
            <p className="text-xs text-ink-muted">
              Rating {wrestler.totalPoints} · Popularity {formatPopularity(wrestler.popularity)}
            </p>
          </div>
          <CategoryBadge category={wrestler.category} />
        </div>
        <InterestBadge interest={wrestler.interest} />
        <ContractTermsFields source={source} value={terms} onChange={setTerms} />
        <QuotePreview quote={quote} askingSalary={wrestler.askingSalary} funds={funds} />
      </div>
    </Modal>
  );
}
