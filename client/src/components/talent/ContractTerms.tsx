// The contract part of the sign and renew dialogs: type (Permanent Deal / Per Appearance), length,
// and the quote, computed with shared quoteContract: the very function the server signs with.
import { CONTRACT_TYPE_LABELS, CONTRACT_TYPES, PER_APPEARANCE_FEE_FACTOR, type ContractType } from '#shared/rules/contracts.ts';
import { lengthsFor, quoteContract, type ContractQuote, type ContractSource } from '#shared/sim/roster/contractTerms.ts';
import { formatUsd } from '#client/lib/format.ts';
import { Notice } from '../Notice.tsx';
import { OptionCards } from './OptionCards.tsx';
import { formatSalary, weeksText } from './talentFormat.ts';

export const CONTRACT_TYPE_HINTS: Readonly<Record<ContractType, string>> = {
  permanent: 'A weekly salary, paid every week.',
  perAppearance: `A fee (${PER_APPEARANCE_FEE_FACTOR}× the weekly salary) for each show they appear on; nothing in weeks they do not work. Charged once shows exist.`,
};

export interface ContractTermsValue {
  type: ContractType;
  weeks: number;
}

export function defaultTerms(source: ContractSource): ContractTermsValue {
  return { type: 'permanent', weeks: lengthsFor(source)[0]! };
}

/** `interest`: the rivals that would sign them now (from the room), the premium the server charges too. */
export function quoteFor(wrestler: { askingSalary: number; morale: number }, source: ContractSource, terms: ContractTermsValue, interest = 0): ContractQuote {
  return quoteContract(wrestler, { source, type: terms.type, weeks: terms.weeks }, interest);
}

function factorText(factor: number): string {
  const change = Math.round((factor - 1) * 1000) / 10;
  return `${change > 0 ? '+' : '−'}${Math.abs(change)}%`;
}

export function ContractTermsFields({ source, value, onChange }: { source: ContractSource; value: ContractTermsValue; onChange: (value: ContractTermsValue) => void }) {
  const lengths = lengthsFor(source);
  return (
    <div className="flex flex-col gap-5">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold">Contract type</legend>
        <OptionCards
          label="Contract type"
          value={value.type}
          onChange={(type) => onChange({ ...value, type })}
          options={CONTRACT_TYPES.map((type) => ({
            value: type,
            testId: `contract-type-${type}`,
            label: CONTRACT_TYPE_LABELS[type],
            content: (
              <>
                <span className="text-sm font-bold">{CONTRACT_TYPE_LABELS[type]}</span>
                <span className="text-xs text-ink-muted">{CONTRACT_TYPE_HINTS[type]}</span>
              </>
            ),
          }))}
        />
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold">Length</legend>
        {lengths.length === 1 ? (
          <p className="rounded-xl border border-line bg-raised/60 px-3.5 py-2.5 text-sm" data-testid={`contract-weeks-${lengths[0]}`}>
            <span className="font-bold">{weeksText(lengths[0]!)}</span>
            <span className="text-ink-muted"> · market deals are always {weeksText(lengths[0]!)}</span>
          </p>
        ) : (
          <OptionCards
            label="Contract length"
            columns={3}
            value={String(value.weeks)}
            onChange={(weeks) => onChange({ ...value, weeks: Number(weeks) })}
            options={lengths.map((weeks) => ({
              value: String(weeks),
              testId: `contract-weeks-${weeks}`,
              label: weeksText(weeks),
              content: (
                <>
                  <span className="text-sm font-bold tabular-nums">{weeks} weeks</span>
                </>
              ),
            }))}
          />
        )}
      </fieldset>
    </div>
  );
}

/** The offer's figures: salary or fee, the bonus paid now, and how the salary was reached. */
export function QuotePreview({ quote, askingSalary, funds }: { quote: ContractQuote; askingSalary: number; funds: number }) {
  const short = funds < quote.bonus;
  return (
    <div className="flex flex-col gap-3" data-testid="contract-quote">
      <dl className="grid grid-cols-2 gap-2">
        <div className="rounded-xl border border-line bg-raised/60 px-3.5 py-3">
          <dt className="text-xs text-ink-muted">{quote.type === 'perAppearance' ? 'Fee per show' : 'Weekly salary'}</dt>
          <dd className="text-lg font-black tabular-nums" data-testid="quote-salary">
            {formatSalary(quote.salary, quote.type)}
          </dd>
        </div>
        <div className="rounded-xl border border-gold/30 bg-gold-soft px-3.5 py-3">
          <dt className="text-xs text-ink-muted">Bonus paid now</dt>
          <dd className="text-lg font-black text-gold tabular-nums" data-testid="quote-bonus">
            {formatUsd(quote.bonus)}
          </dd>
        </div>
      </dl>
      <ul className="flex flex-col gap-1 text-xs text-ink-muted" data-testid="quote-parts">
        <li className="flex justify-between gap-3">
          <span>Asking salary</span>
          <span className="tabular-nums">{formatSalary(askingSalary, 'permanent')}</span>
        </li>
        {quote.parts.map((part) => (
          <li key={part.label} className="flex justify-between gap-3" data-testid="quote-part">
            <span>{part.label}</span>
            <span className="font-semibold text-ink tabular-nums">{factorText(part.factor)}</span>
          </li>
        ))}
        <li className="flex justify-between gap-3 border-t border-line pt-1.5">
          <span>Your funds</span>
          <span className="tabular-nums" data-testid="quote-funds">
            {formatUsd(funds)}
          </span>
        </li>
        <li className="flex justify-between gap-3">
          <span>After the bonus</span>
          <span className={short ? 'font-semibold text-danger-strong tabular-nums' : 'tabular-nums'}>{formatUsd(funds - quote.bonus)}</span>
        </li>
      </ul>
      {short && (
        <Notice tone="danger" title="Not enough funds">
          The bonus costs {formatUsd(quote.bonus)} and you have {formatUsd(funds)}.
        </Notice>
      )}
    </div>
  );
}
