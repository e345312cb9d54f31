// A staff report's figures (the synced `data` JSON, shaped by staff type in shared/sim/staff/reports.ts),
// parsed defensively: a malformed or older report shows its text without figures.
import type { SkillName } from '../../../../../shared/rules/training.ts';

export interface NamedFigure {
  wrestlerId: string;
  name: string;
}

export interface CoachReportData {
  kind: 'head_coach';
  effectiveness: number;
  recommendation: string | null;
  priorities: Array<NamedFigure & { skill: SkillName; value: number }>;
  inTraining: Array<NamedFigure & { skill: SkillName; weeksRemaining: number }>;
}

export interface TalentReportData {
  kind: 'head_of_talent';
  popularity: number;
  popularityChange: number;
  top: Array<NamedFigure & { popularity: number }>;
  averageMorale: number | null;
  unhappy: Array<NamedFigure & { morale: number }>;
  expiring: Array<NamedFigure & { weeksRemaining: number }>;
  rosterSize: number;
}

export interface FinanceReportData {
  kind: 'head_of_finance';
  revenue: number;
  expenses: number;
  profit: number;
  tax: number;
  funds: number;
  biggest: Array<{ kind: string; label: string; amount: number }>;
  recurringCosts: number;
  runwayWeeks: number | null;
}

export interface SocialReportData {
  kind: 'head_of_social_media';
  followers: number;
  change: number;
  buzz: Array<NamedFigure & { popularity: number }>;
}

export type ReportData = CoachReportData | TalentReportData | FinanceReportData | SocialReportData;

type Json = Record<string, unknown>;

const num = (value: unknown, fallback = 0): number => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);
const numOrNull = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const list = (value: unknown): Json[] => (Array.isArray(value) ? value.filter((v): v is Json => !!v && typeof v === 'object') : []);
const named = (item: Json): NamedFigure => ({ wrestlerId: str(item.wrestlerId), name: str(item.name) || 'Unknown' });

/** The report's figures by type, or null when there are none (e.g. a finance report before any week). */
export function parseReportData(staffType: string, raw: string): ReportData | null {
  let data: Json;
  try {
    const parsed: unknown = JSON.parse(raw || '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
    data = parsed as Json;
  } catch {
    return null;
  }
  if (Object.keys(data).length === 0) return null;
  switch (staffType) {
    case 'head_coach':
      return {
        kind: 'head_coach',
        effectiveness: num(data.effectiveness),
        recommendation: str(data.recommendation) || null,
        priorities: list(data.priorities).map((p) => ({ ...named(p), skill: str(p.skill) as SkillName, value: num(p.value) })),
        inTraining: list(data.inTraining).map((t) => ({ ...named(t), skill: str(t.skill) as SkillName, weeksRemaining: num(t.weeksRemaining) })),
      };
    case 'head_of_talent':
      return {
        kind: 'head_of_talent',
        popularity: num(data.popularity),
        popularityChange: num(data.popularityChange),
        top: list(data.top).map((t) => ({ ...named(t), popularity: num(t.popularity) })),
        averageMorale: numOrNull(data.averageMorale),
        unhappy: list(data.unhappy).map((u) => ({ ...named(u), morale: num(u.morale) })),
        expiring: list(data.expiring).map((e) => ({ ...named(e), weeksRemaining: num(e.weeksRemaining) })),
        rosterSize: num(data.rosterSize),
      };
    case 'head_of_finance':
      return {
        kind: 'head_of_finance',
        revenue: num(data.revenue),
        expenses: num(data.expenses),
        profit: num(data.profit),
        tax: num(data.tax),
        funds: num(data.funds),
        biggest: list(data.biggest).map((b) => ({ kind: str(b.kind), label: str(b.label) || str(b.kind), amount: num(b.amount) })),
        recurringCosts: num(data.recurringCosts),
        runwayWeeks: numOrNull(data.runwayWeeks),
      };
    case 'head_of_social_media':
      return {
        kind: 'head_of_social_media',
        followers: num(data.followers),
        change: num(data.change),
        buzz: list(data.buzz).map((b) => ({ ...named(b), popularity: num(b.popularity) })),
      };
    default:
      return null;
  }
}
