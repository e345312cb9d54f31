// Every structured field of the synced state, with its type, in one place: each travels as JSON text in a
// string field of a schema class (named in the comment) and is written by the projector
// (server/rooms/projectItems.ts, projectWorld.ts) and read by the client through these codecs alone.
import type { TaxPart } from '../rules/ledger.ts';
import type { StaffType } from '../rules/staff.ts';
import type { ActiveCampaign } from '../sim/business/campaigns.ts';
import type { PrestigeSummary } from '../sim/championships/prestige.ts';
import type { LedgerLine } from '../sim/ledger/lines.ts';
import type { RivalryMatch } from '../sim/rivalries/rivalry.ts';
import type { ExpectedShow } from '../sim/shows/runShow.ts';
import type { Segment, ShowResult } from '../sim/shows/show.ts';
import type { CoachReportData, FinanceReportData, SocialReportData, StaffReportData, TalentReportData } from '../sim/staff/staffMember.ts';
import type { BroadcastDeal, TvOffer } from '../sim/tv/tvDeals.ts';
import type { ChampionFace } from './federationFaceState.ts';
import { jsonList, jsonObject, type JsonField } from './jsonField.ts';

/**
 * Decoded lists kept per ledger field: the 12 synced weeks' lists with room for a week or two moving past
 * (a settled week's text never changes, and the Finances screen re-renders on every patch).
 */
const LEDGER_LISTS_KEPT = 32;

/** LedgerWeekState.lines: the settled week's lines. */
export const weekLinesField = jsonList<LedgerLine>('lines', { keep: LEDGER_LISTS_KEPT });
/** LedgerWeekState.taxParts: the settled week's tax by bracket. */
export const weekTaxPartsField = jsonList<TaxPart>('taxParts', { keep: LEDGER_LISTS_KEPT });

/** StaffReportState.data as the projector writes it: the figures behind the report, whatever its staff type. */
export const reportDataField = jsonObject<StaffReportData>('data');
/**
 * StaffReportState.data as read for a report of each staff type (shared/sim/staff/reports.ts): null for a
 * report without figures (a finance report before any settled week) or of another shape (text of another
 * type or an older save's), which then shows its text alone.
 */
export const reportDataFields = {
  head_coach: jsonObject<CoachReportData>('data', { required: ['effectiveness', 'priorities', 'inTraining'] }),
  head_of_talent: jsonObject<TalentReportData>('data', { required: ['popularity', 'top', 'unhappy', 'expiring'] }),
  head_of_finance: jsonObject<FinanceReportData>('data', { required: ['revenue', 'expenses', 'biggest'] }),
  head_of_social_media: jsonObject<SocialReportData>('data', { required: ['followers', 'buzz'] }),
} as const satisfies Record<StaffType, JsonField<StaffReportData | null>>;

/** ShowState.card: the card's segments (with their results once run). */
export const showCardField = jsonList<Segment>('card');
/** ShowState.result: the run show's result; '' before it runs. */
export const showResultField = jsonObject<ShowResult>('result');
/** ShowState.expected: what the announced card promises (previewShow); '' once run. */
export const showExpectedField = jsonObject<ExpectedShow>('expected');

/** ChampionshipState.prestigeParts: the last weeks' prestige changes by reason. */
export const prestigePartsField = jsonObject<PrestigeSummary>('prestigeParts', { required: ['parts'] });

/** RivalryState.recentMatches: the rivalry's newest matches (RIVALRY_MATCHES_SYNCED). */
export const recentMatchesField = jsonList<RivalryMatch>('recentMatches');

/** FederationFaceState.champions: the federation's active titles and their holders. */
export const championsField = jsonList<ChampionFace>('champions');

/** BusinessState.activeCampaigns: the campaigns running. */
export const activeCampaignsField = jsonList<ActiveCampaign>('activeCampaigns');

/** TvNetworkState.offer: the network's standing offer; '' for none. */
export const tvOfferField = jsonObject<TvOffer>('offer', { required: ['paymentAmount', 'expiresWeek'] });

/** BroadcastDealState.deal: the whole deal with its episodes. */
export const broadcastDealField = jsonObject<BroadcastDeal>('deal', { required: ['startWeek', 'endWeek', 'paymentAmount', 'performanceHistory'] });
