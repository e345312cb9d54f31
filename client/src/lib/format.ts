// Number formats the game shows everywhere.

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** Whole US dollars: 50000 → "$50,000". */
export function formatUsd(amount: number): string {
  return usd.format(amount);
}

/** Popularity 0-100 with at most one decimal: 9.8 → "9.8", 10 → "10". */
export function formatPopularity(value: number): string {
  return oneDecimal.format(value);
}
