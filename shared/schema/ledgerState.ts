// The ledger in the synced state: the most recent settled weeks with their lines and tax brackets
// (FederationPrivateState.ledger), and this week's lines paid so far (.currentLines). A settled week never
// changes but when the history folds it, so its lines and tax brackets travel as JSON text (like a run
// show's card): as synced items they would be a large share of a room's synced objects (a dozen lines a
// week, 12 weeks), each with its change tracking held by the server for the room's life (npm run loadtest:
// players per core). Both sides write and read them through their codecs (syncedJson.ts).
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
    /** JSON of the week's LedgerLine[] (syncedJson.ts weekLinesField). */
    lines: t.string(),
    /** JSON of the week's tax brackets, TaxPart[] (syncedJson.ts weekTaxPartsField). */
    taxParts: t.string(),
  },
  'LedgerWeekState',
);
export type LedgerWeekState = SchemaType<typeof LedgerWeekState>;
