// Money as the player reads it in sentences: whole US dollars with thousands separators.

/** One formatter for every call: `toLocaleString('en-US')` builds one each time (a hot path of the week's ledger lines). */
const US_NUMBER = new Intl.NumberFormat('en-US');

/**
 * A number as `n.toLocaleString('en-US')` writes it ("12,500"). Whole numbers (nearly every call: fans,
 * seats, rounded dollars) are grouped by hand, which costs a fraction of Intl's formatting; anything else
 * (cents, -0, huge or not finite) goes to the shared formatter. money.test.ts holds the two equal.
 */
export function formatNumberUs(n: number): string {
  if (!Number.isSafeInteger(n) || Object.is(n, -0)) return US_NUMBER.format(n);
  const digits = String(n < 0 ? -n : n);
  let out = digits.length > 3 ? '' : digits;
  if (digits.length > 3) {
    const head = digits.length % 3 || 3;
    out = digits.slice(0, head);
    for (let i = head; i < digits.length; i += 3) out += `,${digits.slice(i, i + 3)}`;
  }
  return n < 0 ? `-${out}` : out;
}

/** 12500 -> "12,500"; cents are rounded away (the screens show whole dollars). */
export function formatUsdPlain(usd: number): string {
  return formatNumberUs(Math.round(usd));
}
