// Money as the player reads it in sentences: whole US dollars with thousands separators.

/** One formatter for every call: `toLocaleString('en-US')` builds one each time (a hot path of the week's ledger lines). */
const US_NUMBER = new Intl.NumberFormat('en-US');

/** A number as `n.toLocaleString('en-US')` writes it ("12,500"), with the shared formatter. */
export function formatNumberUs(n: number): string {
  return US_NUMBER.format(n);
}

/** 12500 -> "12,500"; cents are rounded away (the screens show whole dollars). */
export function formatUsdPlain(usd: number): string {
  return US_NUMBER.format(Math.round(usd));
}
