// Number formats the game shows everywhere.

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** Whole US dollars: 50000 → "$50,000". */
export function formatUsd(amount: number): string {
  return usd.format(amount);
}

/**
 * A federation's funds, as the header, the pages and the save slots all show them: whole dollars rounded
 * down (the save slot stores funds floored), so every place reads the same figure: 1234.6 → "$1,234".
 */
export function formatFunds(amount: number): string {
  return usd.format(Math.floor(amount));
}

/** Popularity 0-100 with at most one decimal: 9.8 → "9.8", 10 → "10". */
export function formatPopularity(value: number): string {
  return oneDecimal.format(value);
}

const list = new Intl.ListFormat('en-US', { style: 'long', type: 'conjunction' });

/**
 * Labels as one phrase, the first kept as written and the others in lower case unless they start with
 * an acronym: ["Ticket sales", "Merchandise", "TV deals"] → "Ticket sales, merchandise and TV deals".
 */
export function labelList(labels: readonly string[]): string {
  const words = labels.map((label, index) => (index === 0 || /^[A-Z]{2}/.test(label) ? label : label.charAt(0).toLowerCase() + label.slice(1)));
  // Intl's English list puts a serial comma before "and"; our texts do not.
  return list.format(words).replace(/, and /g, ' and ');
}
