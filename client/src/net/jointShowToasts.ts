// A joint show that became ready to book raises a toast with a Book Now action, visible 5 seconds, which
// opens /shows/{showId}/book (spec §2). Raised from the week report's jointShowReady events, for the
// player's own federation (the room sends a client only its own events).
import { toast } from 'sonner';
import { navigate } from 'wouter/use-browser-location';
import type { SimEvent } from '#shared/sim/events.ts';
import { describeSimEvent } from '#client/lib/describeSimEvent.ts';

/** How long the toast stays (spec §2: visible 5 seconds), ms. */
export const JOINT_SHOW_TOAST_MS = 5_000;

/** The booking route of a joint show (spec §2: the one route with a path shape). */
export const bookRoute = (showId: string): string => `/shows/${showId}/book`;

export function announceJointShows(events: readonly SimEvent[], go: (path: string) => void = navigate): void {
  for (const event of events) {
    if (event.kind !== 'jointShowReady') continue;
    toast(describeSimEvent(event), {
      id: `joint-show-${event.showId}`,
      description: 'Both rosters can be booked.',
      duration: JOINT_SHOW_TOAST_MS,
      action: { label: 'Book Now', onClick: () => go(bookRoute(event.showId)) },
    });
  }
}
