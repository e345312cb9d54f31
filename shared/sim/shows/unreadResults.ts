// What a show night keeps of a card nobody reads (a computer-run federation's: ai/profile.ts recordsRead).
// Once its night is over, a rival's card is read for two things only: every segment's wrestlers (the
// repeat window and the fatigue look back at who worked and who met whom, roster/fatigue.ts; morale lists
// who appeared, roster/morale.ts) and its main event's result (the news, the company page, around the
// world and the global scene read the main event with its winners and title outcome: shows/show.ts
// mainEventSegment). The other segments' results and every booking reason are read by no rule and no
// screen: the night's title changes, records, morale, fatigue and money were all applied before they go.
// For the players a core can hold: a rival's card would keep ~10 heap objects per segment in results
// nobody reads, about a fifth of what the AI world adds to a new game's room, and the collector marks
// them at every full collection for the weeks the card is kept (history/compact.ts).
import { mainEventSegment, type Show } from './show.ts';

/** Drops the results of every segment but the main event, and every booking reason, of a card just run. */
export function dropUnreadResults(show: Show): void {
  const main = mainEventSegment(show);
  for (const segment of show.segments) {
    if (segment.kind === 'match') segment.bookingReason = null;
    if (segment !== main) segment.result = null;
  }
}
