// Title reigns read from a championship's lineage (championships/championship.ts history entries): a reign
// runs from the entry that made a wrestler champion to the next entry with another holder (a new
// champion, a vacancy), and counts the title matches it survived ('defended' entries with a holder).
// Used by /history (the lineages and the records) and by the Hall of Fame (weeks as champion).
import { formatDate } from '#shared/rules/calendar.ts';
import type { Championship, ChampionshipHistoryEntry } from '../championships/championship.ts';
import type { World } from '../world.ts';

export interface Reign {
  championshipId: string;
  championshipName: string;
  holderId: string;
  holderName: string;
  /** totalWeeksProgressed and date of the entry that made them champion. */
  wonWeekIndex: number;
  wonOn: string;
  /** How the reign began, in the lineage's words ("X defeated Y for the title (3.5★)"). */
  wonHow: string;
  /** totalWeeksProgressed and date it ended; null while it runs. */
  lostWeekIndex: number | null;
  lostOn: string | null;
  /** How it ended, in the lineage's words; null while it runs. */
  lostHow: string | null;
  /** Weeks from the win to the loss (to this week while it runs). */
  weeksHeld: number;
  /** Title matches the champion kept the title in. */
  defenses: number;
  current: boolean;
}

const dateOf = (entry: ChampionshipHistoryEntry) => formatDate(entry);

/** The title's reigns, oldest first. `now` (totalWeeksProgressed) dates a reign still running. */
export function reignsOf(title: Championship, now: number): Reign[] {
  const reigns: Reign[] = [];
  let open: Reign | null = null;
  for (const entry of title.history) {
    if (open && entry.holder === open.holderId) {
      if (entry.event === 'defended') open.defenses += 1;
      continue;
    }
    if (open) {
      open.lostWeekIndex = entry.weekIndex;
      open.lostOn = dateOf(entry);
      open.lostHow = entry.eventDescription;
      open.weeksHeld = entry.weekIndex - open.wonWeekIndex;
      open.current = false;
      open = null;
    }
    if (entry.holder !== null) {
      open = {
        championshipId: title.id,
        championshipName: title.name,
        holderId: entry.holder,
        holderName: entry.holderName,
        wonWeekIndex: entry.weekIndex,
        wonOn: dateOf(entry),
        wonHow: entry.eventDescription,
        lostWeekIndex: null,
        lostOn: null,
        lostHow: null,
        weeksHeld: Math.max(0, now - entry.weekIndex),
        defenses: 0,
        current: true,
      };
      reigns.push(open);
    }
  }
  return reigns;
}

/** Weeks each wrestler held any title, summed over every reign of every lineage the world keeps (one pass). */
export function weeksAsChampion(world: World): Map<string, number> {
  const now = world.calendar.totalWeeksProgressed;
  const weeks = new Map<string, number>();
  for (const title of world.championships) {
    for (const reign of reignsOf(title, now)) weeks.set(reign.holderId, (weeks.get(reign.holderId) ?? 0) + reign.weeksHeld);
  }
  return weeks;
}

export interface TitleLineage {
  id: string;
  name: string;
  isActive: boolean;
  prestige: number;
  /** The current holder's name; null when vacant. */
  holderName: string | null;
  /** Newest first: the current reign (if any) leads. */
  reigns: Reign[];
}

/** Every championship the federation has had, active first (then by creation), each with its reigns newest first. */
export function titleLineages(world: World, federationId: string): TitleLineage[] {
  const now = world.calendar.totalWeeksProgressed;
  const titles = world.championships.filter((c) => c.federationId === federationId);
  const ordered = [...titles.filter((t) => t.isActive), ...titles.filter((t) => !t.isActive)];
  return ordered.map((title) => {
    const reigns = reignsOf(title, now).reverse();
    const current = reigns[0]?.current ? reigns[0] : null;
    return { id: title.id, name: title.name, isActive: title.isActive, prestige: title.prestige, holderName: current?.holderName ?? null, reigns };
  });
}
