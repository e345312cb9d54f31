// /companies/:federationId: one federation's public page (docs/rules/world.md "Companies"): its
// header (tier, personality as a hint, style, gimmick, founded, status), its roster's public facts, its
// titles with their lineages (a closed federation's retired titles keep theirs), its recent completed
// shows with their main events, its history (the world's news about it, and its founding and closing
// from its profile so the history is never empty) and the promoter's recent decisions with their reasons.
// Never another federation's salaries, contract terms, morale or funds: each part copies named public
// fields only (companies.test.ts proves no such key reaches the answer).
import type { AiFederationStyle } from '#shared/data/aiFederations.ts';
import type { WrestlerStyle } from '#shared/data/wrestlers.ts';
import type { AiDecisionKind, AiPersonality } from '#shared/rules/ai.ts';
import type { ChampionshipEvent } from '../championships/championship.ts';
import { aiProfileOf } from '../ai/profile.ts';
import type { NewsKind } from '../news/newsItem.ts';
import { SimRefusal } from '../refusal.ts';
import { mainEventSegment } from '../shows/show.ts';
import type { World } from '../world.ts';
import { companyRow, dateOfWeekIndex, foundedWeekOf, type CompanyRow, type WorldDate } from './companies.ts';

/** Completed shows a company page lists, newest first (the world keeps more; older AI shows are folded to their main event). */
export const COMPANY_RECENT_SHOWS = 10;
/** History entries a company page lists, newest first. */
export const COMPANY_HISTORY_ENTRIES = 30;

/** What a personality means for the fans watching it: one hint, never its figures. */
export const AI_PERSONALITY_HINTS: Readonly<Record<AiPersonality, string>> = {
  aggressive: 'Aggressive: spends big and chases the stars',
  cooperative: 'Cooperative: builds steadily and plays fair',
  defensive: 'Defensive: guards its money and rarely gambles',
  chaotic: 'Chaotic: nobody knows what it will do next',
};

/** The promoter's decisions as the page names them. */
export const AI_ACTION_LABELS: Readonly<Record<AiDecisionKind, string>> = {
  sign: 'Signing',
  release: 'Release',
  renew: 'Contract renewal',
  acceptTv: 'TV deal',
  invest: 'Investment',
  campaign: 'Campaign',
  dealing: 'Dealing',
};

export interface CompanyWrestler {
  id: string;
  name: string;
  popularity: number;
  /** Rating (spec: totalPoints). */
  rating: number;
  style: WrestlerStyle;
  /** Names of the titles they hold. */
  titles: string[];
}

export interface CompanyLineageEntry extends WorldDate {
  holderId: string | null;
  holderName: string;
  event: ChampionshipEvent;
  eventDescription: string;
}

/**
 * A title's lineage on a company page: how it changed hands (introduced, awarded, won, vacated) with the
 * holders and dates. Successful defences are left out: a ten-year title records hundreds, and with them the largest
 * page of a 10-year world (seed 7) would be 141 KB instead of 16 KB (/championships lists a player's in full).
 */
export interface CompanyTitle {
  id: string;
  name: string;
  prestige: number;
  /** False once retired (a closed federation's titles): its lineage is kept. */
  isActive: boolean;
  holderId: string | null;
  holderName: string;
  /** Oldest first, without the successful defences (see above). */
  lineage: CompanyLineageEntry[];
}

export interface CompanyShow extends WorldDate {
  id: string;
  name: string;
  /** 0-10 stars. */
  rating: number;
  /** The main event (the card's last segment): its title and how it ended; null for an empty card. */
  mainEvent: string | null;
  mainEventResult: string | null;
}

export interface CompanyHistoryEntry extends WorldDate {
  kind: NewsKind;
  headline: string;
  text: string;
}

export interface CompanyDecision extends WorldDate {
  action: AiDecisionKind;
  label: string;
  reason: string;
}

export interface CompanyPage {
  company: CompanyRow;
  personality: AiPersonality | null;
  personalityHint: string | null;
  style: AiFederationStyle | null;
  gimmick: string | null;
  roster: CompanyWrestler[];
  titles: CompanyTitle[];
  shows: CompanyShow[];
  /** How many shows it has run since its founding (the page lists the newest COMPANY_RECENT_SHOWS; older AI shows are not kept: history/compact.ts). */
  showsTotal: number;
  /** Newest first. */
  history: CompanyHistoryEntry[];
  /** The promoter's recent decisions, newest first; empty for a player's federation. */
  decisions: CompanyDecision[];
}

/**
 * A decision's reason as anyone may read it. The promoter's own reasons (ai/controller.ts, starSigning.ts)
 * name a signing's wage (a star's also the funds left and the severance of the wrestler released to make
 * room) and, for a release, the payroll and the funds it had left: another federation's money, which a
 * company page never shows. Those clauses go; the rest (who, their rating, what it bought, a TV deal) stays.
 */
export function publicReason(action: AiDecisionKind, reason: string): string {
  if (action === 'sign') return reason.replace(/ for \$[\d,.]+ a week(; \$[\d,.]+ left pays \d+ weeks of running costs of \$[\d,.]+)?/, '').replace(/, severance \$[\d,.]+\)/, ')');
  if (action === 'release') return reason.replace(/: a payroll of .*$/, ': it could no longer carry its payroll');
  return reason;
}

export const UNKNOWN_FEDERATION = 'That federation does not exist.';

/** The public page of federation `federationId` as `viewerFederationId` sees it; an unknown or unfounded one is refused. */
export function companyPage(world: World, federationId: string, viewerFederationId: string | null): CompanyPage {
  const federation = world.federations.find((f) => f.id === federationId && f.founded);
  if (!federation) throw new SimRefusal(UNKNOWN_FEDERATION);
  const profile = aiProfileOf(federation);
  const company = companyRow(world, federation, viewerFederationId);
  const names = new Map<string, string>();

  // Its titles, the active ones first; retired ones (a closed federation's, a deleted one) keep their lineage.
  const titlesOf = world.championships.filter((c) => c.federationId === federation.id).sort((a, b) => Number(b.isActive) - Number(a.isActive));
  const roster: CompanyWrestler[] = world.wrestlers
    .filter((w) => w.federationId === federation.id)
    .map((w) => ({ id: w.id, name: w.name, popularity: w.popularity, rating: w.totalPoints, style: w.style, titles: titlesOf.filter((t) => t.isActive && t.holderId === w.id).map((t) => t.name) }))
    .sort((a, b) => b.popularity - a.popularity || b.rating - a.rating || a.name.localeCompare(b.name));
  for (const w of world.wrestlers) names.set(w.id, w.name);

  const titles: CompanyTitle[] = titlesOf.map((t) => ({
    id: t.id,
    name: t.name,
    prestige: t.prestige,
    isActive: t.isActive,
    holderId: t.holderId,
    holderName: t.holderId ? (names.get(t.holderId) ?? 'Vacant') : 'Vacant',
    lineage: t.history.filter((h) => h.event !== 'defended').map((h) => ({ weekIndex: h.weekIndex, week: h.week, month: h.month, year: h.year, holderId: h.holder, holderName: h.holderName, event: h.event, eventDescription: h.eventDescription })),
  }));

  const done = world.shows.filter((s) => s.federationId === federation.id && s.hasBeenRun);
  const shows: CompanyShow[] = done
    .slice(-COMPANY_RECENT_SHOWS)
    .reverse()
    .map((s) => {
      const main = mainEventSegment(s);
      const result = main?.kind === 'match' ? main.result : null;
      const mainEventResult = result ? (result.isDraw ? 'Draw' : result.finish || null) : null;
      return { id: s.id, name: s.name, weekIndex: s.weekIndex, week: s.week, month: s.month, year: s.year, rating: s.result?.rating.value ?? 0, mainEvent: main?.title ?? null, mainEventResult };
    });

  const history: CompanyHistoryEntry[] = (world.news ?? [])
    .filter((n) => n.federationIds.includes(federation.id))
    .map((n) => ({ weekIndex: n.weekIndex, week: n.week, month: n.month, year: n.year, kind: n.kind, headline: n.headline, text: n.text }));
  // The founding and the closing come from the profile too, so the history is never empty (news is newer than most saves).
  if (!history.some((h) => h.kind === 'founded')) {
    history.push({ ...dateOfWeekIndex(world.calendar, foundedWeekOf(federation)), kind: 'founded', headline: `${federation.name} is founded`, text: profile ? `${profile.gimmick}.` : 'A new federation opens its doors.' });
  }
  if (profile && !profile.isActive && profile.closedWeek !== null && !history.some((h) => h.kind === 'closed')) {
    history.push({ ...dateOfWeekIndex(world.calendar, profile.closedWeek), kind: 'closed', headline: `${federation.name} closes`, text: profile.closedReason ? `${profile.closedReason}.` : 'It closed its doors.' });
  }
  // Newest first; within one week a closing is the last thing that happened and a founding the first.
  const rank = (kind: string) => (kind === 'closed' ? 0 : kind === 'founded' ? 2 : 1);
  history.sort((a, b) => b.weekIndex - a.weekIndex || rank(a.kind) - rank(b.kind));

  const decisions: CompanyDecision[] = (profile?.decisions ?? [])
    .map((d) => ({ ...dateOfWeekIndex(world.calendar, d.weekIndex), action: d.action, label: AI_ACTION_LABELS[d.action] ?? d.action, reason: publicReason(d.action, d.reason) }))
    .reverse();

  return {
    company,
    personality: profile?.personality ?? null,
    personalityHint: profile ? AI_PERSONALITY_HINTS[profile.personality] : null,
    style: profile?.style ?? null,
    gimmick: profile?.gimmick ?? null,
    roster,
    titles,
    shows,
    showsTotal: Math.max(federation.totalShows, done.length),
    history: history.slice(0, COMPANY_HISTORY_ENTRIES),
    decisions,
  };
}
