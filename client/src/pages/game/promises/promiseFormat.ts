// How the promise screens say time: the weeks left to keep a promise, and how long ago one resolved.

/** Weeks left after this one (0: this week is the last to keep it). */
export function weeksLeftText(weeks: number): string {
  if (weeks <= 0) return 'last week to keep it';
  return weeks === 1 ? '1 week left' : `${weeks} weeks left`;
}

export function weeksAgoText(weeks: number): string {
  if (weeks <= 0) return 'this week';
  return weeks === 1 ? 'last week' : `${weeks} weeks ago`;
}
