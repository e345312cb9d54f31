// The ledger in the synced state: the most recent settled weeks with their lines and tax brackets
// (FederationPrivateState.ledger), and this week's lines paid so far (.currentLines).
import { schema, t, type SchemaType } from '@colyseus/schema';

export const LedgerLineState = schema(
  {
    kind: t.string(),
    label: t.string(),
    amount: t.float64(),
    /** 'action' (paid at once during the week) or 'weekEnd' (settled at the advance). */
    paidAt: t.string(),
  },
  'LedgerLineState',
);
export type LedgerLineState = SchemaType<typeof LedgerLineState>;

export const TaxPartState = schema({ from: t.float64(), to: t.float64(), rate: t.float64(), amount: t.float64() }, 'TaxPartState');
export type TaxPartState = SchemaType<typeof TaxPartState>;

export const LedgerWeekState = schema(
  {
    weekNumber: t.uint32(),
    week: t.uint8(),
    month: t.string(),
    year: t.uint16(),
    revenue: t.float64(),
    expenses: t.float64(),
    profit: t.float64(),
    tax: t.float64(),
    afterTax: t.float64(),
    fundsBefore: t.float64(),
    fundsAfter: t.float64(),
    expenseMultiplier: t.float64(),
    lines: t.array(LedgerLineState),
    taxParts: t.array(TaxPartState),
  },
  'LedgerWeekState',
);
export type LedgerWeekState = SchemaType<typeof LedgerWeekState>;
