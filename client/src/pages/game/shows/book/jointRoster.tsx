// A joint show's booking page books from two rosters (docs/rules/diplomacy.md "Joint shows"): the host's
// synced roster and the other federation's, read with getJointShowRoster. The partner's wrestlers become
// roster entries of the same shape (the schema's defaults filled in: the client never re-declares a sim
// type), and the groups say which federation each wrestler belongs to, for the pickers and the list.
import { createContext, useContext } from 'react';
import type { Snapshot } from 'valtio';
import { JOINT_EVENT_ARENA } from '#shared/data/venues.ts';
import type { JointRosterWrestler } from '#shared/sim/diplomacy/jointShowView.ts';
import { WrestlerState } from '#shared/schema/GameState.ts';
import type { GameMirror, ShowMirror, WrestlerMirror } from '#client/state/game.ts';
import { useWorldQuery, type WorldQuery } from '#client/net/useWorldQuery.ts';

const DEFAULTS = new WrestlerState().toJSON();

/** The partner's wrestler as a roster entry: the public facts, the rest the schema's defaults. */
export function partnerEntry(wrestler: JointRosterWrestler): WrestlerMirror {
  return { ...DEFAULTS, ...wrestler, moraleChange: [] };
}

/** One federation's wrestlers on a joint show's booking page. */
export interface RosterGroup {
  label: string;
  ids: readonly string[];
}

/** The groups of the booking page's roster: null on a show of one federation. */
export const RosterGroups = createContext<readonly RosterGroup[] | null>(null);

export function useRosterGroups(): readonly RosterGroup[] | null {
  return useContext(RosterGroups);
}

export function isJointShow(show: Pick<ShowMirror, 'venueId'>): boolean {
  return show.venueId === JOINT_EVENT_ARENA.id;
}

export interface BookingRoster {
  roster: Snapshot<Record<string, WrestlerMirror>>;
  groups: readonly RosterGroup[] | null;
  /** The partner's roster query on a joint show (null on any other show). */
  partner: WorldQuery<{ partnerId: string; partnerName: string; wrestlers: JointRosterWrestler[] }> | null;
}

/** The roster a show's screens read: the synced roster, and on a joint show the partner's beside it. */
export function useBookingRoster(state: Snapshot<GameMirror>, showId: string, joint: boolean): BookingRoster {
  const partner = useWorldQuery('getJointShowRoster', { showId }, { select: (answer) => answer.jointShowRoster, enabled: joint, refresh: state.calendar.totalWeeksProgressed, keepOnError: true });
  if (!joint) return { roster: state.roster, groups: null, partner: null };
  const theirs = partner.data?.wrestlers ?? [];
  const roster: Record<string, Snapshot<WrestlerMirror>> = { ...state.roster };
  for (const wrestler of theirs) roster[wrestler.id] = partnerEntry(wrestler);
  const groups: RosterGroup[] = [
    { label: state.federation.name || 'Your roster', ids: Object.keys(state.roster) },
    { label: partner.data?.partnerName ?? 'Their roster', ids: theirs.map((w) => w.id) },
  ];
  return { roster, groups, partner };
}
