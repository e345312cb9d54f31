// How the company screens name a federation's tier and status.
import { formatDate } from '#shared/rules/calendar.ts';
import type { AiTier } from '#shared/rules/ai.ts';
import type { CompanyRow } from '#shared/sim/world/companies.ts';

/** The founding tiers as players read them ('random': a federation that emerged later). */
export const TIER_LABELS: Readonly<Record<AiTier, string>> = { large: 'Major', medium: 'Mid-size', small: 'Small', random: 'Upstart' };

export function tierLabel(row: Pick<CompanyRow, 'tier' | 'controller'>): string {
  return row.tier ? TIER_LABELS[row.tier] : row.controller === 'player' ? 'Player-run' : '—';
}

/** "Active", or "Closed in Week 2, March 2026". */
export function statusLabel(row: Pick<CompanyRow, 'status' | 'closed'>): string {
  if (row.status === 'active') return 'Active';
  return row.closed ? `Closed in ${formatDate(row.closed)}` : 'Closed';
}

/** When the room answers a company query without its page. */
export const PAGE_NOT_LOADED = 'The page could not be loaded.';
