// Counts in sentences agree with their number: "1 wrestler is", "2 wrestlers are".

/** "1 wrestler", "3 wrestlers", "1,200 fans"; `many` for a word whose plural is not word + s. */
export function countOf(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}

/** The verb agreeing with a count: "is" for 1, "are" otherwise. */
export function isAre(count: number): string {
  return count === 1 ? 'is' : 'are';
}
