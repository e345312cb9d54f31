// What makes a federation computer-run (spec §3 "AI federation", §7 ai_federations): its founding tier,
// style, gimmick, personality and show names, whether it is still active, and the two figures its
// shutdown rules read: show_quality_average and consecutive_losses (docs/rules/ai.md "AI federations").
// The rest (name, popularity, funds, roster, titles, shows, ledger, products, TV) is the Federation's own,
// shared with the player's: a federation is a federation whoever books it.
import type { AiFederationStyle } from '#shared/data/aiFederations.ts';
import type { AiPersonality, AiShowType, AiTier } from '#shared/rules/ai.ts';
import type { Federation, World } from '../world.ts';
import type { AiDecision } from './controller.ts';

/** A show name of the federation (spec: AI show name). */
export interface AiShowName {
  name: string;
  type: AiShowType;
  isActive: boolean;
}

export interface AiProfile {
  tier: AiTier;
  /** False once it has closed (spec: is_active); a closed federation stays in the world as history. */
  isActive: boolean;
  style: AiFederationStyle;
  gimmick: string;
  personality: AiPersonality;
  showNames: AiShowName[];
  /** The roster size it aims for (6-11, drawn at founding): it signs up to it while its funds allow, and refills places whose contracts ended. */
  rosterTarget: number;
  /** Mean rating (stars) of its last AI_SHOW_QUALITY_SHOWS shows; 0 before its first. */
  showQualityAverage: number;
  /** Those ratings, oldest first. */
  recentShowRatings: number[];
  /** totalWeeksProgressed of its last show (spec: last_show_date); null before its first. */
  lastShowWeek: number | null;
  /** Losing weeks in a row: a week without a show, or whose show lost money. */
  consecutiveLosses: number;
  /** totalWeeksProgressed when it was founded, and when (and why) it closed. */
  foundedWeek: number;
  closedWeek: number | null;
  closedReason: string | null;
  /** The promoter's recent decisions with their reasons, newest last (AI_DECISIONS_KEPT), for the news. */
  decisions: AiDecision[];
  /**
   * The week (totalWeeksProgressed) it last dealt with each other federation, by id (ai/diplomacy.ts): its
   * per-pair cooldowns and its rest between dealings. Absent before its first dealing; entries older than
   * the cooldown are dropped.
   */
  dealtWith?: Record<string, number>;
}

/** The federation's AI profile, or null for a player's federation. */
export function aiProfileOf(federation: Federation): AiProfile | null {
  return federation.controller === 'ai' && federation.ai ? federation.ai : null;
}

/**
 * Whether anyone reads the federation's records beyond its figures (breakdowns, reasons, logs): its
 * players do. A computer-run federation's are read by no rule and no screen, so the sim does not write
 * them (shows/runShow.ts breakdownsRead, championships/prestige.ts prestigeLogRead, roster/morale.ts,
 * ledger/insolvency.ts): the same figures, less for the collector to keep (for the players a core can
 * hold; docs/rules/history.md "History").
 */
export function recordsRead(federation: Pick<Federation, 'controller'>): boolean {
  return federation.controller !== 'ai';
}

/** Every AI federation still running, in founding order. */
export function activeAiFederations(world: World): Federation[] {
  return world.federations.filter((f) => aiProfileOf(f)?.isActive === true);
}

/**
 * Whether the federation runs its weeks: founded (a player's seat at /setup; an AI federation when the sim
 * creates it) and, for an AI federation, not closed. The week's per-federation steps skip the others
 * (weekSteps.ts forEachFederation): a closed federation is not settled, offered TV deals or moved in
 * popularity; it stays in the world as history.
 */
export function isRunning(federation: Federation): boolean {
  // A player's federation the bank closed (ledger/bankLoan.ts) stands still as history too.
  return federation.founded && federation.closedWeek == null && (aiProfileOf(federation)?.isActive ?? true);
}
