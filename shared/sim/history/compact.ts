// History without bloat (our design, docs/rules/history.md "History"): a career keeps every show and every
// settled week readable forever, but details only a recent week needs are folded once they are older
// than DETAIL_WEEKS_KEPT, so saves stay small after years of play:
// - a completed show keeps its card, winners, title outcomes, each segment's stars, and the show's own
//   breakdown and figures; each segment's breakdown, the wrestlers' changes and the crowd line (derived
//   from the stars again by crowdReaction) are dropped;
// - a settled week keeps its totals, tax and one line per kind (e.g. "Wrestler salaries (14 lines)");
// - a computer-run federation's show is folded harder (nobody reads its card): it keeps its figures (rating,
//   attendance, money) and its main event with the winners and title outcome, for the news and the history
//   pages; its other segments, its booking reasons and its breakdowns go (kept whole, a long AI world's save
//   would be mostly its rivals' shows).
// - what nobody reads of a computer-run federation is not kept at all (for the memory per room):
//   a completed show older than DETAIL_WEEKS_KEPT is dropped unless it is one of the federation's newest
//   COMPANY_RECENT_SHOWS (the company page lists those; the news keeps its main events already), its
//   shows lose their breakdowns the week after their own (AI_BREAKDOWN_WEEKS_KEPT), only its newest settled
//   week is kept (AI_LEDGER_WEEKS_KEPT: nobody reads an AI ledger further back; the balance harness reads
//   funds), folded as it settles (one line per kind), and an ended TV deal is dropped DETAIL_WEEKS_KEPT
//   weeks after its last week on air (only the deals on air are read: the network's holder, the offers);
//   its titles' defenses older than DETAIL_WEEKS_KEPT go (the lineage of holders stays; so does the newest
//   title match). The player's history is never dropped.
import { LEDGER_KIND_LABELS, type LedgerLine, type LedgerWeek } from '../ledger/lines.ts';
import { REPEAT_WINDOW_WEEKS } from '#shared/rules/fatigue.ts';
import { SHOW_MAX_WEEKS_AHEAD } from '#shared/rules/shows.ts';
import { aiProfileOf } from '../ai/profile.ts';
import type { Championship } from '../championships/championship.ts';
import type { BroadcastDeal } from '../tv/tvDeals.ts';
import { mainEventSegment, type Show } from '../shows/show.ts';
import { COMPANY_RECENT_SHOWS } from '../world/companyPage.ts';
import type { World } from '../world.ts';

/** Weeks during which a show or a ledger week keeps every detail, in weeks. */
export const DETAIL_WEEKS_KEPT = 12;

/**
 * Weeks during which a computer-run federation's show, ledger week, ended deal and title defense are kept
 * whole, in weeks: the longest look a rule takes back into them is the repeat window of the match
 * fatigue (REPEAT_WINDOW_WEEKS, the auto-booker's "seen it before"); no screen reads more of them.
 */
export const AI_DETAIL_WEEKS_KEPT = REPEAT_WINDOW_WEEKS;

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

/**
 * Weeks after its own a computer-run federation's show loses its breakdowns (each segment's and the show's rating parts,
 * the crowd line, the booking reasons, the attendance breakdown; its wrestlers' changes are not kept at
 * all, shows/runMatch.ts keptChanges), in weeks: nobody reads them (no screen shows a rival's breakdowns;
 * the company page, the news and "around the world" read the figures, the card and the winners). Its
 * card stays whole for AI_DETAIL_WEEKS_KEPT (the repeat window).
 * This keeps a room of the AI world near a lone world's memory.
 */
export const AI_BREAKDOWN_WEEKS_KEPT = 1;

/**
 * Settled weeks a computer-run federation keeps, newest first: the staff reports read the newest
 * (staff/reports.ts); no rule or screen reads an AI ledger further back (its promoter reads its funds and
 * payroll), and four weeks of an AI ledger would hold ~8 KB per federation in every room. The
 * week kept is folded in the advance that settles it (compactHistory): its staff reports, the step before,
 * read it whole.
 */
export const AI_LEDGER_WEEKS_KEPT = 1;

/** A computer-run federation's show past AI_BREAKDOWN_WEEKS_KEPT: its card and figures without their breakdowns. */
function lightenAiShow(show: Show): void {
  compactShow(show);
  for (const segment of show.segments) if (segment.kind === 'match') segment.bookingReason = null;
  const result = show.result;
  if (result && (result.rating.parts.length > 0 || result.attendanceBreakdown)) {
    result.rating = { value: result.rating.value, parts: [] };
    delete result.attendanceBreakdown;
  }
}

/** A computer-run federation's old show: its figures and its main event only (see the top of the file). */
function summarizeAiShow(show: Show): void {
  compactShow(show);
  // Its main event as every reader finds it (shows/show.ts mainEventSegment: the last match, not a promo
  // closing the show), the one segment whose result its show night kept (shows/unreadResults.ts).
  const main = mainEventSegment(show);
  if (show.segments.length > 1) show.segments = main ? [main] : [];
  if (main?.kind === 'match') main.bookingReason = null;
  if (main?.result) main.result.injuries = [];
  const result = show.result;
  if (result && (result.rating.parts.length > 0 || result.attendanceBreakdown)) {
    result.rating = { value: result.rating.value, parts: [] };
    delete result.attendanceBreakdown;
  }
}

/** True when the week has at most one line per kind and payment time (folded already, or never needed it). */
function isCompact(week: LedgerWeek): boolean {
  // A pairwise look without building keys: it runs for every federation every week, on a few lines each.
  const lines = week.lines;
  for (let i = 1; i < lines.length; i += 1) {
    const { kind, paidAt } = lines[i]!;
    for (let j = 0; j < i; j += 1) if (lines[j]!.kind === kind && lines[j]!.paidAt === paidAt) return false;
  }
  return true;
}

/** Folds a week that is not compact (the caller checked). */
function compactWeek(week: LedgerWeek): void {
  // Pairwise like isCompact, in first-seen order: a key string built and hashed per line cost more than
  // the fold itself on a week of a dozen lines.
  const folded: LedgerLine[] = [];
  const counts: number[] = [];
  for (const line of week.lines) {
    let j = 0;
    while (j < folded.length && (folded[j]!.kind !== line.kind || folded[j]!.paidAt !== line.paidAt)) j += 1;
    if (j === folded.length) {
      folded.push({ ...line });
      counts.push(1);
    } else {
      folded[j]!.amount = Math.round((folded[j]!.amount + line.amount) * 100) / 100;
      counts[j]! += 1;
    }
  }
  for (let j = 0; j < folded.length; j += 1) if (counts[j]! > 1) folded[j]!.label = `${LEDGER_KIND_LABELS[folded[j]!.kind]} (${counts[j]} lines)`;
  week.lines = folded;
}

/**
 * True for a show whose week is the one just before the cutoff: it crossed the cutoff in this advance. A
 * show is run in its week only (runShow), and this step runs every week, so an older show in the walk was
 * folded (or summarized) by the week it crossed, like the shows before the walk (SHOW_LOOKBACK_WEEKS):
 * folding it again would change nothing, and reading its segments again was most of the step's cost (the
 * old segments are cold in memory).
 */
function crossedThisWeek(show: Show, cutoff: number): boolean {
  return show.weekIndex === cutoff - 1;
}

/**
 * A show is created at most SHOW_MAX_WEEKS_AHEAD weeks before its week, and world.shows is in creation
 * order: walking back from the newest, once a show's week is this far before the cutoff, every older
 * show's week was already before the cutoff a week ago, so last week's step folded it.
 */
const SHOW_LOOKBACK_WEEKS = SHOW_MAX_WEEKS_AHEAD + 1;

/**
 * How far the walk follows a running AI federation that ran a show since last week past the week's window:
 * to its show this many from the newest (or its founding). It runs at most one show a week (ai/aiShow.ts
 * runAiShowWeek), so each week at most one of its shows moves past its newest COMPANY_RECENT_SHOWS, the one
 * just past them: older ones were dropped before. A federation that ran no show has nothing new to drop; a
 * closed one runs no more shows: its newest COMPANY_RECENT_SHOWS stay for its company page.
 */
const AI_SHOWS_WALKED = COMPANY_RECENT_SHOWS + 1;

/**
 * Week step: folds the details of shows and ledger weeks older than DETAIL_WEEKS_KEPT. It runs every week,
 * so it only looks at what crossed the cutoff since (the newest end of the lists): its cost does not grow
 * with the years played.
 */
export function compactHistory(world: World): void {
  const cutoff = world.calendar.totalWeeksProgressed - DETAIL_WEEKS_KEPT;
  const aiCutoff = world.calendar.totalWeeksProgressed - AI_DETAIL_WEEKS_KEPT;
  // The week that just ended, whose morale step ran in this advance (before this step).
  const aiBreakdownWeek = world.calendar.totalWeeksProgressed - AI_BREAKDOWN_WEEKS_KEPT;
  // Federations the AI sim runs (with a profile, ai/profile.ts): a bare 'ai' controller in a test world keeps
  // the player's folding. The count is of the federation's completed shows newer than the walk's place.
  const newerShows = new Map<string, number>();
  // Running AI federations whose walk is not over: see AI_SHOWS_WALKED.
  const walking = new Map<string, number>();
  for (const federation of world.federations) {
    const profile = aiProfileOf(federation);
    if (!profile) continue;
    newerShows.set(federation.id, 0);
    // It ran a show in this advance: the step runs after the AI's (weekSteps.ts), whose shows are of the week opening now.
    if (profile.isActive && profile.lastShowWeek !== null && profile.lastShowWeek >= world.calendar.totalWeeksProgressed) walking.set(federation.id, profile.foundedWeek);
  }
  for (let i = world.shows.length - 1; i >= 0; i -= 1) {
    const show = world.shows[i]!;
    if (show.weekIndex < cutoff - SHOW_LOOKBACK_WEEKS) {
      // Past the week's window: on only for a running AI federation with an older show to drop.
      for (const [id, foundedWeek] of walking) if (show.weekIndex < foundedWeek) walking.delete(id);
      if (walking.size === 0) break;
      if (!walking.has(show.federationId)) continue;
    }
    if (!show.hasBeenRun) continue;
    const newer = newerShows.get(show.federationId);
    if (newer === undefined) {
      if (crossedThisWeek(show, cutoff)) compactShow(show);
      continue;
    }
    newerShows.set(show.federationId, newer + 1);
    if (newer + 1 >= AI_SHOWS_WALKED) walking.delete(show.federationId);
    if (show.weekIndex === aiBreakdownWeek) lightenAiShow(show);
    if (show.weekIndex >= aiCutoff) continue;
    // Past the federation's newest COMPANY_RECENT_SHOWS: nobody reads it.
    if (newer >= COMPANY_RECENT_SHOWS) world.shows.splice(i, 1);
    else if (crossedThisWeek(show, aiCutoff)) summarizeAiShow(show);
  }
  for (const title of world.championships) {
    if (!newerShows.has(title.federationId)) continue;
    dropOldDefenses(title, aiCutoff);
    // Nobody reads an AI title's prestige log (championships/prestige.ts prestigeLogRead): a save from
    // before it was unlogged sheds it.
    if (title.prestigeLog.length > 0) title.prestigeLog = [];
  }
  for (const federation of world.federations) {
    if (newerShows.has(federation.id)) {
      // An AI federation: its settled weeks past the newest AI_LEDGER_WEEKS_KEPT go, and so do its deals
      // ended longer than the cutoff ago.
      const ledger = federation.ledger;
      if (ledger.length > AI_LEDGER_WEEKS_KEPT) ledger.splice(0, ledger.length - AI_LEDGER_WEEKS_KEPT);
      // Its week settled in this advance is folded at once (one line per kind): nobody reads an AI
      // federation's lines, and a line per wrestler kept a week outlived the young generation.
      const newest = ledger.at(-1);
      if (newest && !isCompact(newest)) compactWeek(newest);
      if (federation.broadcastDeals.some((deal) => endedBefore(deal, aiCutoff))) federation.broadcastDeals = federation.broadcastDeals.filter((deal) => !endedBefore(deal, aiCutoff));
      continue;
    }
    // Settled weeks are in order; the ones before the newest folded week were folded before it.
    for (let i = federation.ledger.length - 1; i >= 0; i -= 1) {
      const week = federation.ledger[i]!;
      if (week.weekNumber - 1 >= cutoff) continue;
      if (isCompact(week)) break;
      compactWeek(week);
    }
  }
}

/**
 * An AI federation's title keeps its lineage (every change of holder, for the company page) but not its
 * defenses older than the cutoff, except its newest title match (lastTitleMatchWeek reads it). Walks from the
 * newest end to the newest title match older than the cutoff: every older defense was dropped before it.
 */
function dropOldDefenses(title: Championship, cutoff: number): void {
  const history = title.history;
  let newerMatch = false;
  for (let i = history.length - 1; i >= 0; i -= 1) {
    const entry = history[i]!;
    const match = entry.event === 'won' || entry.event === 'defended';
    if (entry.weekIndex < cutoff && match) {
      if (entry.event === 'defended' && newerMatch) history.splice(i, 1);
      else break;
    }
    if (match) newerMatch = true;
  }
}

/** True for a deal no longer on air whose last week on air (its last episode, or its start) is before `week`. */
function endedBefore(deal: BroadcastDeal, week: number): boolean {
  return !deal.isActive && (deal.performanceHistory.at(-1)?.weekIndex ?? deal.startWeek) < week;
}
