// Money as the player reads it in sentences: whole US dollars with thousands separators.

/** 12500 -> "12,500"; cents are rounded away (the screens show whole dollars). */
export function formatUsdPlain(usd: number): string {
  return Math.round(usd).toLocaleString('en-US');
}
