// History without bloat (our design, docs/game-rules.md "History"): a career keeps every show and every
// settled week readable forever, but details only a recent week needs are folded once they are older
// than DETAIL_WEEKS_KEPT, so saves stay small after years of play:
// - a completed show keeps its card, winners, title outcomes, each segment's stars, and the show's own
//   breakdown and figures; each segment's breakdown, the wrestlers' changes and the crowd line (derived
//   from the stars again by crowdReaction) are dropped;
// - a settled week keeps its totals, tax and one line per kind (e.g. "Wrestler salaries (14 lines)").
import { LEDGER_KIND_LABELS, type LedgerLine, type LedgerWeek } from '../ledger/lines.ts';
import type { Show } from '../shows/show.ts';
import type { World } from '../world.ts';

/** Weeks during which a show or a ledger week keeps every detail, in weeks. */
export const DETAIL_WEEKS_KEPT = 12;

function compactShow(show: Show): void {
  for (const segment of show.segments) {
    const result = segment.result;
    if (!result || (result.rating.parts.length === 0 && result.changes.length === 0 && result.crowd === '')) continue;
    result.rating = { value: result.rating.value, parts: [] };
    result.changes = [];
    // The crowd's reaction follows from the stars (crowdReaction); the screens derive it again.
    result.crowd = '';
  }
}

function compactWeek(week: LedgerWeek): void {
  if (week.lines.every((line, index) => week.lines.findIndex((other) => other.kind === line.kind && other.paidAt === line.paidAt) === index)) return;
  const byKind = new Map<string, { line: LedgerLine; count: number }>();
  for (const line of week.lines) {
    const key = `${line.kind}|${line.paidAt}`;
    const entry = byKind.get(key);
    if (entry) {
      entry.line.amount = Math.round((entry.line.amount + line.amount) * 100) / 100;
      entry.count += 1;
    } else byKind.set(key, { line: { ...line }, count: 1 });
  }
  week.lines = [...byKind.values()].map(({ line, count }) => ({ ...line, label: count === 1 ? line.label : `${LEDGER_KIND_LABELS[line.kind]} (${count} lines)` }));
}

/** Week step: folds the details of shows and ledger weeks older than DETAIL_WEEKS_KEPT. */
export function compactHistory(world: World): void {
  const cutoff = world.calendar.totalWeeksProgressed - DETAIL_WEEKS_KEPT;
  for (const show of world.shows) if (show.hasBeenRun && show.weekIndex < cutoff) compactShow(show);
  for (const federation of world.federations) for (const week of federation.ledger) if (week.weekNumber - 1 < cutoff) compactWeek(week);
}
